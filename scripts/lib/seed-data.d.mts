export { STICKER_SIZES, type SeedStickerSize } from "./default-catalogue.mjs";
export declare function seedCatalogue(db: unknown): Promise<number>;
