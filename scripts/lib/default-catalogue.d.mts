export type DefaultMaterial = {
  id: string;
  name: string;
  description: string;
  priceFactorBps: number;
  whiteLayer: boolean;
  swatch: string;
  sortOrder: number;
  isDefault: boolean;
};
export type DefaultFinish = Omit<DefaultMaterial, "whiteLayer">;
export type SeedStickerSize = {
  name: string;
  shape: "square" | "circle";
  width: number;
  height: number;
  priceCents: number;
  sortOrder: number;
  anchor: "small" | "large" | null;
  totalsCents: number[];
};
export type DefaultShippingMethod = {
  id: "standard" | "priority";
  name: string;
  amountCents: number;
  businessDays: string;
  sortOrder: number;
};
export declare const DEFAULT_MATERIALS: DefaultMaterial[];
export declare const DEFAULT_FINISHES: DefaultFinish[];
export declare const DEFAULT_QUANTITIES: number[];
export declare const STICKER_SIZES: SeedStickerSize[];
export declare const DEFAULT_ROUNDED_CORNERS_FEE_CENTS: number;
export declare const DEFAULT_SHIPPING_METHODS: DefaultShippingMethod[];
export declare const DEFAULT_FREE_SHIPPING_CITIES: string[];
export declare const DEFAULT_FREE_SHIPPING_MIN_QUANTITY: number;
export type SeedSheetSize = {
  name: string;
  widthInches: number;
  heightInches: number;
  sortOrder: number;
  totalsCents: number[];
};
export declare const DEFAULT_SHEET_QUANTITIES: number[];
export declare const SHEET_SIZES: SeedSheetSize[];
