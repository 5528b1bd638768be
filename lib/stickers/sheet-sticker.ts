import type { StickerShape } from "@/lib/domain/sticker-shapes";

/** A clockwise quarter turn of a sticker on a sheet. */
export type SheetRotation = 0 | 90 | 180 | 270;

/**
 * One sticker of a sticker-sheet line (#39) as the server checked it and keeps it (SheetSticker rows, the
 * same on the cart line and the order): its design, its cut shape at its size and where it lies.
 */
export type FrozenSheetSticker = {
  /** Its place in the shopper's list, from 0: "Sticker 1" is position 0. */
  position: number;
  designId: number;
  shape: StickerShape;
  /** Its cut line's box, unturned (die-cut: the line's; circle: the diameter twice). */
  widthInches: number;
  heightInches: number;
  /** Die-cut only: SVG path data in inches, origin at its box's top-left. */
  cutLine: string | null;
  /** The top-left of its turned box, inches from the sheet's top-left. */
  xInches: number;
  yInches: number;
  rotation: SheetRotation;
};

/** The SheetSticker columns a frozen sticker is written to (with its cartItemId or orderId). */
export function toSheetStickerColumns(sticker: FrozenSheetSticker): FrozenSheetSticker {
  return {
    position: sticker.position,
    designId: sticker.designId,
    shape: sticker.shape,
    widthInches: sticker.widthInches,
    heightInches: sticker.heightInches,
    cutLine: sticker.cutLine,
    xInches: sticker.xInches,
    yInches: sticker.yInches,
    rotation: sticker.rotation,
  };
}

/**
 * The SVG transform of a sticker turned clockwise about its box's top-left and then placed with its turned
 * box's top-left at (x, y): the server's rule (lib/die-cut/check-sheet-layout.ts). The sheet editor draws
 * by it, and the sheet's proof (lib/proofs) too, in inches then scaled to its pixels.
 */
export function describeStickerTransform(
  sticker: { xInches: number; yInches: number; rotation: SheetRotation },
  box: { widthInches: number; heightInches: number },
): string {
  const { xInches: x, yInches: y, rotation } = sticker;
  if (rotation === 90) return `translate(${x + box.heightInches} ${y}) rotate(90)`;
  if (rotation === 180) return `translate(${x + box.widthInches} ${y + box.heightInches}) rotate(180)`;
  if (rotation === 270) return `translate(${x} ${y + box.widthInches}) rotate(270)`;
  return `translate(${x} ${y})`;
}
