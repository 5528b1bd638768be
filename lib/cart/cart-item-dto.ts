import type { ArtworkPlacement } from "@/lib/die-cut/types";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import type { SheetThumbnailSticker } from "@/lib/stickers/sheet-sticker";

// A cart line as the API shows it (spec section 3): prices are decimal strings. A custom size has no
// sizeId; every line carries its shape, dimensions and readable size name (#22).
export type CartItemDto = {
  id: number;
  designId: number;
  designName: string;
  designFilename: string;
  /** A signed /uploads link to the design for the line's thumbnail (the same URL all hour); null if none can be made. */
  thumbnailUrl: string | null;
  sizeId: number | null;
  sizeName: string;
  shape: StickerShape;
  widthInches: number;
  heightInches: number;
  /** Die-cut only: the cut line as SVG path data in inches (origin at its bounding box's top-left). */
  cutLine: string | null;
  /** A sticker sheet's catalogue size (#39; its stickers are its own); null for a single sticker. */
  sheetSizeId: number | null;
  /** A sticker sheet's stickers as its thumbnail draws them; null for a single sticker. */
  sheetStickers: SheetThumbnailSticker[] | null;
  /** Die-cut only: where the design's image lies in the cut line's frame, in inches (for the thumbnail). */
  artwork: ArtworkPlacement | null;
  /** The material and finish (#35): the catalogue's ids and the names the line was added with. */
  materialId: string;
  materialName: string;
  finishId: string;
  finishName: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  roundedCorners: boolean;
  scale: number;
  xPosition: number;
  yPosition: number;
};
