import type { AffineMatrix } from "@/lib/print/apply-path-matrix";
import { POINTS_PER_INCH } from "@/lib/print/print-units";
import type { PrintSheetPlacement } from "./print-sheet-types";

/** A placement's quarter turns clockwise: layouts made before nesting (#37) say only whether it is rotated. */
export const turnsOf = (placement: PrintSheetPlacement) => placement.turns ?? (placement.rotated ? 1 : 0);

/**
 * The map from a sticker's own frame (origin at its top-left, y down) to its place on the page (y down), in
 * `unitsPerInch` (points for PDFKit by default; 1 for an SVG in inches). A copy turned a quarter clockwise has
 * its frame's top-left corner at the placed box's top-right, so the unrotated width runs down the page; a half
 * turn puts it at the bottom-right, three quarters at the bottom-left.
 */
export function computeCopyMatrix(placement: PrintSheetPlacement, unitsPerInch = POINTS_PER_INCH): AffineMatrix {
  const angle = placement.angleDegrees ?? 0;
  if (angle === 0) return computeQuarterTurnMatrix(placement, unitsPerInch);
  // The quarter-turned box at the origin, then turned by the angle about its top-left: its corner (0, height)
  // goes furthest left (−height · sin), its top-left stays the highest point; both move to the placed box's.
  const [a, b, c, d, e, f] = computeQuarterTurnMatrix({ ...placement, xInches: 0, yInches: 0 }, unitsPerInch);
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const shiftX = placement.xInches * unitsPerInch + placement.heightInches * unitsPerInch * sin;
  const shiftY = placement.yInches * unitsPerInch;
  // R · (M p + t) + shift, R = [cos −sin; sin cos] (clockwise with y down, as the quarter turns).
  return [
    cos * a - sin * b,
    sin * a + cos * b,
    cos * c - sin * d,
    sin * c + cos * d,
    cos * e - sin * f + shiftX,
    sin * e + cos * f + shiftY,
  ];
}

/**
 * The box a placement takes on the page: its quarter-turned box, or for a copy turned by a further angle
 * (#37) that box's own box once turned.
 */
export function placedBoxOf(placement: PrintSheetPlacement): { widthInches: number; heightInches: number } {
  return turnedBoxSize(placement.widthInches, placement.heightInches, placement.angleDegrees ?? 0);
}

/** A width × height box's own box once turned by `angleDegrees` (0 ≤ angle < 90). */
export function turnedBoxSize(width: number, height: number, angleDegrees: number) {
  if (angleDegrees === 0) return { widthInches: width, heightInches: height };
  const radians = (angleDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return { widthInches: width * cos + height * sin, heightInches: width * sin + height * cos };
}

function computeQuarterTurnMatrix(placement: PrintSheetPlacement, unitsPerInch: number): AffineMatrix {
  const x = placement.xInches * unitsPerInch;
  const y = placement.yInches * unitsPerInch;
  const width = placement.widthInches * unitsPerInch;
  const height = placement.heightInches * unitsPerInch;
  switch (turnsOf(placement)) {
    case 0:
      return [1, 0, 0, 1, x, y];
    case 1: // (u, v) → (x + placed width − v, y + u): the placed box's width is the sticker's own height.
      return [0, 1, -1, 0, x + width, y];
    case 2: // (u, v) → (x + width − u, y + height − v)
      return [-1, 0, 0, -1, x + width, y + height];
    case 3: // (u, v) → (x + v, y + placed height − u)
      return [0, -1, 1, 0, x, y + height];
  }
}
