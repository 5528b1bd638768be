import type { PathSegment } from "./path-segments";

/** Every point of a path scaled by `scale` then moved by (dx, dy): inches of the sticker to points of the page. */
export function transformPath(segments: readonly PathSegment[], scale: number, dx: number, dy: number): PathSegment[] {
  const at = (value: number, offset: number) => value * scale + offset;
  return segments.map((segment) => {
    switch (segment.op) {
      case "Z":
        return segment;
      case "C":
        return {
          op: "C",
          x1: at(segment.x1, dx),
          y1: at(segment.y1, dy),
          x2: at(segment.x2, dx),
          y2: at(segment.y2, dy),
          x: at(segment.x, dx),
          y: at(segment.y, dy),
        };
      default:
        return { op: segment.op, x: at(segment.x, dx), y: at(segment.y, dy) };
    }
  });
}
