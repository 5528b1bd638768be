import { QUARTER_ARC_KAPPA, type PathSegment } from "./path-segments";

/**
 * A rectangle's outline from (x, y), clockwise on screen from the top edge, its corners quarter arcs of
 * `radius` (cubic Béziers; clamped to half the short side; 0 gives sharp corners and four lines only).
 */
export function buildRoundedRectPath(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): PathSegment[] {
  if (!(width > 0 && height > 0)) throw new RangeError("A rectangle needs a positive width and height");
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  const right = x + width;
  const bottom = y + height;
  if (r === 0)
    return [
      { op: "M", x, y },
      { op: "L", x: right, y },
      { op: "L", x: right, y: bottom },
      { op: "L", x, y: bottom },
      { op: "Z" },
    ];
  const k = r * QUARTER_ARC_KAPPA;
  return [
    { op: "M", x: x + r, y },
    { op: "L", x: right - r, y },
    { op: "C", x1: right - r + k, y1: y, x2: right, y2: y + r - k, x: right, y: y + r },
    { op: "L", x: right, y: bottom - r },
    { op: "C", x1: right, y1: bottom - r + k, x2: right - r + k, y2: bottom, x: right - r, y: bottom },
    { op: "L", x: x + r, y: bottom },
    { op: "C", x1: x + r - k, y1: bottom, x2: x, y2: bottom - r + k, x, y: bottom - r },
    { op: "L", x, y: y + r },
    { op: "C", x1: x, y1: y + r - k, x2: x + r - k, y2: y, x: x + r, y },
    { op: "Z" },
  ];
}
