// A cart line as the API shows it (spec section 3): prices are decimal strings.
export type CartItemDto = {
  id: number;
  designId: number;
  designName: string;
  designFilename: string;
  sizeId: number;
  sizeName: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  roundedCorners: boolean;
  scale: number;
  xPosition: number;
  yPosition: number;
};
