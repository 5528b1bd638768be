import type { ArtworkPlacement } from "@/lib/die-cut/types";
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

/** A sheet's sticker's cut shape and where it lies, without its place in the list or its design. */
export type PlacedSheetShape = Omit<FrozenSheetSticker, "position" | "designId">;

/** A sticker's cut shape and place only (what a thumbnail draws), from any row that has them. */
export function readPlacedSheetShape(sticker: FrozenSheetSticker): PlacedSheetShape {
  return {
    shape: sticker.shape,
    widthInches: sticker.widthInches,
    heightInches: sticker.heightInches,
    cutLine: sticker.cutLine,
    xInches: sticker.xInches,
    yInches: sticker.yInches,
    rotation: sticker.rotation,
  };
}

/** The SheetSticker columns a frozen sticker is written to (with its cartItemId or orderId). */
export function toSheetStickerColumns(sticker: FrozenSheetSticker): FrozenSheetSticker {
  return { position: sticker.position, designId: sticker.designId, ...readPlacedSheetShape(sticker) };
}

/** A sheet's sticker as a thumbnail draws it (#39): where it lies, its cut shape, its design's picture. */
export type SheetThumbnailSticker = PlacedSheetShape & {
  /** A signed link to its design's image; null draws the blank sticker. */
  imageUrl: string | null;
  /** Die-cut: where its image lies in its cut line's frame (placeLineArtwork); null fits it inside. */
  artwork: ArtworkPlacement | null;
};
