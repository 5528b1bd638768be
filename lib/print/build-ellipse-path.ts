import { QUARTER_ARC_KAPPA, type PathSegment } from "./path-segments";

/**
 * An ellipse (a circle when rx = ry) as four cubic Bézier quarter arcs, clockwise on screen from its top:
 * the curve a cutter follows as a circle (radial error about 0.03% of the radius).
 */
export function buildEllipsePath(cx: number, cy: number, rx: number, ry: number): PathSegment[] {
  if (!(rx > 0 && ry > 0)) throw new RangeError("An ellipse needs positive radii");
  const kx = rx * QUARTER_ARC_KAPPA;
  const ky = ry * QUARTER_ARC_KAPPA;
  return [
    { op: "M", x: cx, y: cy - ry },
    { op: "C", x1: cx + kx, y1: cy - ry, x2: cx + rx, y2: cy - ky, x: cx + rx, y: cy },
    { op: "C", x1: cx + rx, y1: cy + ky, x2: cx + kx, y2: cy + ry, x: cx, y: cy + ry },
    { op: "C", x1: cx - kx, y1: cy + ry, x2: cx - rx, y2: cy + ky, x: cx - rx, y: cy },
    { op: "C", x1: cx - rx, y1: cy - ky, x2: cx - kx, y2: cy - ry, x: cx, y: cy - ry },
    { op: "Z" },
  ];
}
