import { LRUCache } from "lru-cache";
import { MAX_OUTLINE_PARTS, MAX_OUTLINE_POINTS, MAX_STORED_OUTLINE_CHARS } from "@/lib/die-cut/trace-working-copy";
import type { StoredOutline } from "@/lib/die-cut/types";

/**
 * Outlines already parsed, by their JSON: a cart or an order page shows many lines of one design, and each
 * line's thumbnail reads its design's outline. Bounded by the characters kept as keys.
 */
const parsed = new LRUCache<string, { outline: StoredOutline | null }>({
  maxSize: 8_000_000,
  sizeCalculation: (_value, key) => key.length + 100,
});

/**
 * Parses a design's stored outline (JSON): traced or refused; null when it has none, it is not one, or it
 * is larger than the tracer stores today (MAX_STORED_OUTLINE_CHARS, MAX_OUTLINE_PARTS, MAX_OUTLINE_POINTS:
 * an older tracer stored megabytes for speckled files). A null outline is traced again when a die-cut
 * needs it, and stored within the caps. The same JSON gives the same object: callers must not change it.
 */
export function parseStoredOutline(stored: string | null): StoredOutline | null {
  if (!stored || stored.length > MAX_STORED_OUTLINE_CHARS) return null;
  const known = parsed.get(stored);
  if (known) return known.outline;
  const outline = parseWithinCaps(stored);
  parsed.set(stored, { outline });
  return outline;
}

function parseWithinCaps(stored: string): StoredOutline | null {
  let outline: StoredOutline;
  try {
    outline = JSON.parse(stored) as StoredOutline;
  } catch {
    return null;
  }
  if (outline?.version !== 1) return null;
  if ("refused" in outline) return typeof outline.refused === "string" ? outline : null;
  if (!Array.isArray(outline.rings) || outline.rings.length > MAX_OUTLINE_PARTS) return null;
  let points = 0;
  for (const ring of outline.rings) {
    if (!Array.isArray(ring)) return null;
    points += ring.length / 2;
  }
  return points <= MAX_OUTLINE_POINTS ? outline : null;
}
