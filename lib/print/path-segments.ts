/** One step of a vector path, absolute coordinates (x right, y down, as in SVG and PDFKit's page space). */
export type PathSegment =
  | { op: "M"; x: number; y: number }
  | { op: "L"; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

export type PathBounds = { minX: number; minY: number; maxX: number; maxY: number };

/** Control-point distance of a cubic Bézier quarter arc: 4/3 · (√2 − 1), the standard circle approximation. */
export const QUARTER_ARC_KAPPA = (4 / 3) * (Math.SQRT2 - 1);
