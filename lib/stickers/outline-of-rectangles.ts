import type { TracedOutline } from "@/lib/die-cut/types";

/**
 * For tests: a traced outline of axis-aligned rectangles [x, y, w, h] in a 200 × 100 px working copy, one
 * part each.
 */
export function outlineOf(...rectangles: [number, number, number, number][]): TracedOutline {
  return {
    version: 1,
    source: "alpha",
    width: 200,
    height: 100,
    imageWidth: 200,
    imageHeight: 100,
    rings: rectangles.map(([x, y, w, h]) => [x, y, x + w, y, x + w, y + h, x, y + h]),
    parts: rectangles.length,
  };
}
