/** The mask of `values` at `threshold` (1 where a value is at least it), with what it costs to trace. */
export type MeasuredMask = {
  mask: Uint8Array;
  /** Pairs of side-by-side pixels (across and down) of which one is inside: the traced line's length in pixel steps. */
  edges: number;
  /** The inside pixels' bounding box, in pixels; null when none is inside. */
  box: { minX: number; minY: number; maxX: number; maxY: number } | null;
};

/** The inside of `values` (one per pixel, row by row) at `threshold`, its edge length and extent, in one pass. */
export function measureMask(values: ArrayLike<number>, width: number, height: number, threshold: number): MeasuredMask {
  const mask = new Uint8Array(width * height);
  let edges = 0;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const inside = (values[row + x] as number) >= threshold ? 1 : 0;
      mask[row + x] = inside;
      if (x > 0 && inside !== mask[row + x - 1]) edges++;
      if (y > 0 && inside !== mask[row - width + x]) edges++;
      if (inside) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  return { mask, edges, box: maxX < 0 ? null : { minX, minY, maxX, maxY } };
}
