import type { PathSegment } from "./path-segments";

/** An affine map [a b c d e f]: (x, y) → (a·x + c·y + e, b·x + d·y + f), as PDF's and PDFKit's `cm`. */
export type AffineMatrix = readonly [number, number, number, number, number, number];

/** Every point of a path (curve control points included) under an affine map: a sticker's frame onto a page. */
export function applyPathMatrix(segments: readonly PathSegment[], matrix: AffineMatrix): PathSegment[] {
  const [a, b, c, d, e, f] = matrix;
  const x = (px: number, py: number) => a * px + c * py + e;
  const y = (px: number, py: number) => b * px + d * py + f;
  return segments.map((segment) => {
    switch (segment.op) {
      case "Z":
        return segment;
      case "C":
        return {
          op: "C",
          x1: x(segment.x1, segment.y1),
          y1: y(segment.x1, segment.y1),
          x2: x(segment.x2, segment.y2),
          y2: y(segment.x2, segment.y2),
          x: x(segment.x, segment.y),
          y: y(segment.x, segment.y),
        };
      default:
        return { op: segment.op, x: x(segment.x, segment.y), y: y(segment.x, segment.y) };
    }
  });
}

/** The map that applies `inner` first, then `outer` (a sticker's frame onto its sheet, then the sheet onto a page). */
export function multiplyMatrices(outer: AffineMatrix, inner: AffineMatrix): AffineMatrix {
  const [a1, b1, c1, d1, e1, f1] = inner;
  const [a2, b2, c2, d2, e2, f2] = outer;
  return [
    a2 * a1 + c2 * b1,
    b2 * a1 + d2 * b1,
    a2 * c1 + c2 * d1,
    b2 * c1 + d2 * d1,
    a2 * e1 + c2 * f1 + e2,
    b2 * e1 + d2 * f1 + f2,
  ];
}
