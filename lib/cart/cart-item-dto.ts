import type { StickerShape } from "@/lib/domain/sticker-shapes";

// A cart line as the API shows it (spec section 3): prices are decimal strings. A custom size has no
// sizeId; every line carries its shape, dimensions and readable size name (#22).
export type CartItemDto = {
  id: number;
  designId: number;
  designName: string;
  designFilename: string;
  sizeId: number | null;
  sizeName: string;
  shape: StickerShape;
  widthInches: number;
  heightInches: number;
  /** Die-cut only: the cut line as SVG path data in inches (origin at its bounding box's top-left). */
  cutLine: string | null;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  roundedCorners: boolean;
  scale: number;
  xPosition: number;
  yPosition: number;
};
