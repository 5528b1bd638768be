// Seeds the spec's catalogue (scripts/lib/default-catalogue.mjs) on every `npm start` and `npm run db:seed`:
// inserts what is missing and never updates what the owner changed at /admin/catalogue (#35).
import {
  DEFAULT_FINISHES,
  DEFAULT_FREE_SHIPPING_CITIES,
  DEFAULT_FREE_SHIPPING_MIN_QUANTITY,
  DEFAULT_MATERIALS,
  DEFAULT_QUANTITIES,
  DEFAULT_ROUNDED_CORNERS_FEE_CENTS,
  DEFAULT_SHEET_QUANTITIES,
  DEFAULT_SHIPPING_METHODS,
  SHEET_SIZES,
  STICKER_SIZES,
} from "./default-catalogue.mjs";

export { STICKER_SIZES } from "./default-catalogue.mjs";

async function exists(db, sql, params = []) {
  return (await db.query(sql, params)).length > 0;
}

/**
 * Inserts a material or finish the table lacks (ids are never deleted, so an existing one is the owner's
 * and stays as it is). A seeded default stays the default only while the table has none.
 */
async function insertMissingEntries(db, table, entries, withWhiteLayer) {
  let inserted = 0;
  for (const entry of entries) {
    if (await exists(db, `SELECT "id" FROM "${table}" WHERE "id" = ?`, [entry.id])) continue;
    const isDefault =
      entry.isDefault && !(await exists(db, `SELECT "id" FROM "${table}" WHERE "isDefault" = ?`, [true]));
    const columns = [
      "id",
      "name",
      "description",
      "priceFactorBps",
      "swatch",
      "look",
      "sortOrder",
      "isDefault",
      "updatedAt",
    ];
    const values = [
      entry.id,
      entry.name,
      entry.description,
      entry.priceFactorBps,
      entry.swatch,
      entry.look,
      entry.sortOrder,
      isDefault,
      new Date(),
    ];
    if (withWhiteLayer) {
      columns.push("whiteLayer");
      values.push(entry.whiteLayer);
    }
    const rows = await db.query(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) ON CONFLICT DO NOTHING RETURNING "id"`,
      values,
    );
    inserted += rows.length;
  }
  return inserted;
}

/**
 * A grid's quantity tiers on a shop that has none: the grid is saved whole, so once there is one the tiers
 * are the owner's (a tier the owner removed stays removed). Answers how many rows it inserted.
 */
async function insertTiersOfNewShop(db, table, quantities) {
  if (await exists(db, `SELECT "quantity" FROM "${table}"`)) return 0;
  let inserted = 0;
  for (const quantity of quantities) {
    const rows = await db.query(
      `INSERT INTO "${table}" ("quantity") VALUES (?) ON CONFLICT DO NOTHING RETURNING "quantity"`,
      [quantity],
    );
    inserted += rows.length;
  }
  return inserted;
}

async function readTiers(db, table) {
  return new Set((await db.query(`SELECT "quantity" FROM "${table}"`)).map((row) => Number(row.quantity)));
}

/**
 * The standard sizes and their prices, on a shop that has no size at all: once there is one, the sizes
 * are the owner's (renamed, retired, added), and inserting the spec's by name would bring back one the
 * owner renamed. The tiers likewise: the grid is saved whole, so a tier the owner removed stays removed.
 */
async function insertSizesOfNewShop(db) {
  let inserted = await insertTiersOfNewShop(db, "QuantityTier", DEFAULT_QUANTITIES);
  if (await exists(db, `SELECT "id" FROM "StickerSize"`)) return inserted;
  const tiers = await readTiers(db, "QuantityTier");
  for (const size of STICKER_SIZES) {
    // Another server seeding at the same moment may have inserted it: then it inserted its prices too.
    const [row] = await db.query(
      `INSERT INTO "StickerSize" ("name", "shape", "width", "height", "priceCents", "sortOrder", "anchor") VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING "id"`,
      [size.name, size.shape, size.width, size.height, size.priceCents, size.sortOrder, size.anchor],
    );
    if (!row) continue;
    inserted += 1;
    for (const [index, quantity] of DEFAULT_QUANTITIES.entries()) {
      if (!tiers.has(quantity)) continue;
      await db.query(`INSERT INTO "SizePrice" ("sizeId", "quantity", "totalCents") VALUES (?, ?, ?)`, [
        row.id,
        quantity,
        size.totalsCents[index],
      ]);
    }
  }
  return inserted;
}

/**
 * The sticker sheets' sizes, tiers and prices (#39), on a shop that has no sheet size yet (a new shop, or
 * one from before sheets): once there is one, the sheets are the owner's, as insertSizesOfNewShop's sizes.
 */
async function insertSheetsOfNewShop(db) {
  let inserted = await insertTiersOfNewShop(db, "SheetQuantityTier", DEFAULT_SHEET_QUANTITIES);
  if (await exists(db, `SELECT "id" FROM "SheetSize"`)) return inserted;
  const tiers = await readTiers(db, "SheetQuantityTier");
  for (const sheet of SHEET_SIZES) {
    const [row] = await db.query(
      `INSERT INTO "SheetSize" ("name", "widthInches", "heightInches", "sortOrder") VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING "id"`,
      [sheet.name, sheet.widthInches, sheet.heightInches, sheet.sortOrder],
    );
    if (!row) continue;
    inserted += 1;
    for (const [index, quantity] of DEFAULT_SHEET_QUANTITIES.entries()) {
      if (!tiers.has(quantity)) continue;
      await db.query(`INSERT INTO "SheetPrice" ("sheetSizeId", "quantity", "totalCents") VALUES (?, ?, ?)`, [
        row.id,
        quantity,
        sheet.totalsCents[index],
      ]);
    }
  }
  return inserted;
}

async function insertMissingShipping(db) {
  let inserted = 0;
  for (const method of DEFAULT_SHIPPING_METHODS) {
    if (await exists(db, `SELECT "id" FROM "ShippingMethodSetting" WHERE "id" = ?`, [method.id])) continue;
    const rows = await db.query(
      `INSERT INTO "ShippingMethodSetting" ("id", "name", "amountCents", "businessDays", "sortOrder", "updatedAt") VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING "id"`,
      [method.id, method.name, method.amountCents, method.businessDays, method.sortOrder, new Date()],
    );
    inserted += rows.length;
  }
  if (!(await exists(db, `SELECT "id" FROM "CatalogueSetting" WHERE "id" = 1`))) {
    const rows = await db.query(
      `INSERT INTO "CatalogueSetting" ("id", "version", "roundedCornersFeeCents", "freeShippingCities", "freeShippingMinQuantity", "updatedAt") VALUES (1, 1, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING "id"`,
      [
        DEFAULT_ROUNDED_CORNERS_FEE_CENTS,
        JSON.stringify(DEFAULT_FREE_SHIPPING_CITIES),
        DEFAULT_FREE_SHIPPING_MIN_QUANTITY,
        new Date(),
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}

/**
 * Inserts whatever of the spec's catalogue is missing, in one transaction; running it again changes
 * nothing. When it inserted anything the catalogue's version moves on, so every instance reloads it.
 * @returns {Promise<number>} how many rows it inserted (sizes' prices not counted)
 */
export async function seedCatalogue(db) {
  return db.transaction(async () => {
    const inserted =
      (await insertMissingEntries(db, "Material", DEFAULT_MATERIALS, true)) +
      (await insertMissingEntries(db, "Finish", DEFAULT_FINISHES, false)) +
      (await insertSizesOfNewShop(db)) +
      (await insertSheetsOfNewShop(db)) +
      (await insertMissingShipping(db));
    if (inserted > 0)
      await db.query(`UPDATE "CatalogueSetting" SET "version" = "version" + 1, "updatedAt" = ? WHERE "id" = 1`, [
        new Date(),
      ]);
    return inserted;
  });
}
