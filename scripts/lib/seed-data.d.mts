export type SeedStickerSize = {
  name: string;
  shape: string;
  width: number;
  height: number;
  priceCents: number;
  sortOrder: number;
};
export declare const STICKER_SIZES: SeedStickerSize[];
export declare function seedStickerSizes(db: unknown): Promise<void>;
