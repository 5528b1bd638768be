import type { AffineMatrix } from "./apply-path-matrix";
import { POINTS_PER_INCH } from "./print-units";

export type PlacedSheetSticker = {
  /** Its cut line's box, unturned. */
  widthInches: number;
  heightInches: number;
  /** The top-left of its turned box, from the sheet's top-left. */
  xInches: number;
  yInches: number;
  /** Clockwise, about the box's top-left; the turned box is then placed at (x, y). */
  rotation: 0 | 90 | 180 | 270;
};

/**
 * The map from a sheet sticker's own frame (origin at its box's top-left, y down) to its place on the sheet
 * (origin at the sheet's top-left, y down), in `unitsPerInch` (points by default): the turn the sheet rules
 * check the layout with (lib/die-cut/check-sheet-layout's placePoint), so the print cuts where the shopper's
 * layout was checked. A quarter turn puts the frame's top-left at the turned box's top-right, a half turn at
 * its bottom-right, three quarters at its bottom-left.
 */
export function computeSheetStickerMatrix(
  sticker: PlacedSheetSticker,
  unitsPerInch: number = POINTS_PER_INCH,
): AffineMatrix {
  const x = sticker.xInches * unitsPerInch;
  const y = sticker.yInches * unitsPerInch;
  const width = sticker.widthInches * unitsPerInch;
  const height = sticker.heightInches * unitsPerInch;
  switch (sticker.rotation) {
    case 0:
      return [1, 0, 0, 1, x, y];
    case 90: // (u, v) → (x + height − v, y + u)
      return [0, 1, -1, 0, x + height, y];
    case 180: // (u, v) → (x + width − u, y + height − v)
      return [-1, 0, 0, -1, x + width, y + height];
    case 270: // (u, v) → (x + v, y + width − u)
      return [0, -1, 1, 0, x, y + width];
  }
}
