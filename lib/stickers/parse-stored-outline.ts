import type { StoredOutline } from "@/lib/die-cut/types";

/** Parses a design's stored outline (JSON): traced or refused; null when it has none or it is not one. */
export function parseStoredOutline(stored: string | null): StoredOutline | null {
  if (!stored) return null;
  try {
    const outline = JSON.parse(stored) as StoredOutline;
    if (outline?.version !== 1) return null;
    if ("refused" in outline) return typeof outline.refused === "string" ? outline : null;
    return Array.isArray(outline.rings) ? outline : null;
  } catch {
    return null;
  }
}
