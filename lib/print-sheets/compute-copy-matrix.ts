import type { AffineMatrix } from "@/lib/print/apply-path-matrix";
import { POINTS_PER_INCH } from "@/lib/print/print-units";
import type { PrintSheetPlacement } from "./print-sheet-types";

/**
 * The map from a sticker's own frame in points (origin at its top-left, y down) to its place on the page
 * (PDFKit's y-down page space, points). A rotated copy is turned a quarter clockwise: its frame's top-left
 * corner goes to the placed box's top-right, so the unrotated width runs down the page.
 */
export function computeCopyMatrix(placement: PrintSheetPlacement): AffineMatrix {
  const x = placement.xInches * POINTS_PER_INCH;
  const y = placement.yInches * POINTS_PER_INCH;
  if (!placement.rotated) return [1, 0, 0, 1, x, y];
  // (u, v) → (x + placed width − v, y + u): the placed box's width is the sticker's own height.
  return [0, 1, -1, 0, x + placement.widthInches * POINTS_PER_INCH, y];
}
