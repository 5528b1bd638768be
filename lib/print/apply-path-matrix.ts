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
