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
