import type { TracedOutline } from "@/lib/die-cut/types";

/** Parses a design's stored outline (JSON), or null when it has none or it is not one. */
export function parseStoredOutline(stored: string | null): TracedOutline | null {
  if (!stored) return null;
  try {
    const outline = JSON.parse(stored) as TracedOutline;
    return outline?.version === 1 && Array.isArray(outline.rings) ? outline : null;
  } catch {
    return null;
  }
}
