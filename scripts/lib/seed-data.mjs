// The five sticker sizes of the price table (spec section 9). priceCents is the 50-piece price.
export const STICKER_SIZES = [
  { name: '2"', shape: "square", width: 2, height: 2, priceCents: 5000, sortOrder: 1 },
  { name: '3" square', shape: "square", width: 3, height: 3, priceCents: 5000, sortOrder: 2 },
  { name: '4"', shape: "square", width: 4, height: 4, priceCents: 6000, sortOrder: 3 },
  { name: "2x4", shape: "square", width: 2, height: 4, priceCents: 5500, sortOrder: 4 },
  { name: '3" circle', shape: "circle", width: 3, height: 3, priceCents: 5000, sortOrder: 5 },
];

/** Inserts or updates the sizes by name; running it again changes nothing. */
export async function seedStickerSizes(db) {
  await db.transaction(async () => {
    for (const size of STICKER_SIZES) {
      await db.query(
        `INSERT INTO "StickerSize" ("name", "shape", "width", "height", "priceCents", "sortOrder") VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT ("name") DO UPDATE SET "shape" = excluded."shape", "width" = excluded."width", "height" = excluded."height",
           "priceCents" = excluded."priceCents", "sortOrder" = excluded."sortOrder"`,
        [size.name, size.shape, size.width, size.height, size.priceCents, size.sortOrder],
      );
    }
  });
}
