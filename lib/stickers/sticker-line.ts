import type { StickerShape } from "@/lib/domain/sticker-shapes";

/** What a cart or order line is, kept on the line itself (CartItem and Order columns of the same names). */
export type StickerLine = {
  /** The standard size chosen, or null for a custom size. */
  sizeId: number | null;
  shape: StickerShape;
  /** The finished sticker's width and height in inches (die-cut: its cut line's bounding box). */
  widthInches: number;
  heightInches: number;
  /** Readable: the standard size's name ('3" circle'), or 'Die-cut 3" × 2.4"'. */
  sizeName: string;
  /** Die-cut only: SVG path data in inches, origin at the bounding box's top-left corner. */
  cutLine: string | null;
  /**
   * #39: a sticker sheet of the catalogue's sheet size (its stickers are SheetSticker rows; the line's shape
   * is "square" and its width and height the sheet's); null for a single sticker.
   */
  sheetSizeId: number | null;
};

/**
 * A line's whole sticker, every column lib/stickers owns on CartItem and Order (sticker-line-select.ts):
 * the sticker (StickerLine), its design, its corners and the design's placement on it.
 */
export type PlacedStickerLine = StickerLine &
  LineStock & {
    designId: number;
    roundedCorners: boolean;
    /** The design's placement on the sticker, as the design tool stored it (percent). */
    scale: number;
    xPosition: number;
    yPosition: number;
  };

/**
 * What the sticker is printed on and laminated with (#35): the catalogue's material and finish ids, and
 * their names as the line was priced with them (an order keeps them whatever the catalogue says later).
 */
export type LineStock = {
  materialId: string;
  materialName: string;
  finishId: string;
  finishName: string;
};
