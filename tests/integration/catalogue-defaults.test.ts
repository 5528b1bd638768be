// The owner's catalogue (#35) on a shop nobody configured is the spec's, whether the catalogue migration
// met the spec's sizes already seeded or the seed inserted them into a new shop; seeding inserts only
// what is missing and never undoes what the owner changed.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DEFAULT_FINISHES,
  DEFAULT_MATERIALS,
  DEFAULT_SHEET_QUANTITIES,
  SHEET_SIZES,
  STICKER_SIZES as DEFAULT_SIZES,
} from "../../scripts/lib/default-catalogue.mjs";
import { applyMigrations } from "../../scripts/lib/migrations.mjs";
import { seedCatalogue } from "../../scripts/lib/seed-data.mjs";
import { openSqlDatabase, type SqlDatabase } from "../../scripts/lib/sql-database.mjs";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { setupTestDatabase, withAdminClient } from "../helpers/database";
import { getTestProvider, postgresUrlFor } from "../helpers/test-databases";
import { GET as getPublicCatalogue } from "@/app/api/catalogue/route";
import { GET as getAdminCatalogue } from "@/app/api/admin/catalogue/route";
import { PATCH as patchFinish } from "@/app/api/admin/catalogue/finishes/[id]/route";
import { PATCH as patchMaterial } from "@/app/api/admin/catalogue/materials/[id]/route";
import { PUT as putPrices } from "@/app/api/admin/catalogue/prices/route";
import { PUT as putShipping } from "@/app/api/admin/catalogue/shipping/route";
import { PATCH as patchSize } from "@/app/api/admin/catalogue/sizes/[id]/route";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { prisma } from "@/lib/db/client";
import type { Catalogue } from "@/lib/domain/catalogue";
import {
  PRICE_TABLES,
  QUANTITY_TIERS,
  ROUNDED_CORNERS_CENTS_PER_STICKER,
  STANDARD_SIZE_DIMENSIONS,
} from "@/lib/pricing/__fixtures__/spec-price-tables";
import { FREE_SHIPPING_MIN_QUANTITY, LOCAL_DELIVERY_CITIES, SHIPPING_METHODS } from "@/lib/shipping/calculate-shipping";

// Closed before setupTestDatabase's own afterAll drops the database (hooks run in the order registered).
afterAll(() => db.close());
setupTestDatabase();

const provider = getTestProvider();
const CATALOGUE_MIGRATION = "20261128001845_catalogue";

let headers: Record<string, string>;
let db: SqlDatabase;
const readAdminCatalogue = async () =>
  (await callRoute(getAdminCatalogue, { path: "/api/admin/catalogue", headers })).body;

beforeAll(async () => {
  headers = await adminHeaders();
  db = await openSqlDatabase(process.env.DATABASE_URL);
});

/** The spec's catalogue (spec section 9 and decisions #35), written out from the spec's own constants. */
function specCatalogueWithoutIds() {
  const sizeNames = ['2"', '3" square', '4"', "2x4", '3" circle'] as const;
  return {
    materials: [
      {
        id: "white-vinyl",
        name: "White vinyl",
        priceFactorBps: 10000,
        whiteLayer: false,
        active: true,
        isDefault: true,
      },
      {
        id: "clear-vinyl",
        name: "Clear vinyl",
        priceFactorBps: 11500,
        whiteLayer: true,
        active: true,
        isDefault: false,
      },
      {
        id: "holographic",
        name: "Holographic",
        priceFactorBps: 13000,
        whiteLayer: false,
        active: true,
        isDefault: false,
      },
    ],
    finishes: [
      { id: "gloss", name: "Gloss laminate", priceFactorBps: 10000, active: true, isDefault: true },
      { id: "matte", name: "Matte laminate", priceFactorBps: 10000, active: true, isDefault: false },
    ],
    sizes: sizeNames.map((name) => ({
      name,
      shape: STANDARD_SIZE_DIMENSIONS[name].shape,
      widthInches: STANDARD_SIZE_DIMENSIONS[name].widthInches,
      heightInches: STANDARD_SIZE_DIMENSIONS[name].heightInches,
      active: true,
      anchor: name === '2"' ? "small" : name === '4"' ? "large" : null,
      totals: QUANTITY_TIERS.map((quantity) => PRICE_TABLES[name][quantity]),
    })),
    quantities: [...QUANTITY_TIERS],
    roundedCornersFeeCents: ROUNDED_CORNERS_CENTS_PER_STICKER,
    shipping: {
      methods: (["standard", "priority"] as const).map((id) => ({
        id,
        name: SHIPPING_METHODS[id].name,
        amountCents: SHIPPING_METHODS[id].costCents,
        businessDays: SHIPPING_METHODS[id].deliveryEstimate.replace(" business days", ""),
      })),
      freeShippingCities: [...LOCAL_DELIVERY_CITIES],
      freeShippingMinQuantity: FREE_SHIPPING_MIN_QUANTITY,
    },
  };
}

/** A catalogue without what the spec does not fix (ids of sizes, sort orders, descriptions, swatches). */
function comparable(catalogue: Catalogue) {
  return {
    materials: catalogue.materials.map(({ id, name, priceFactorBps, whiteLayer, active, isDefault }) => ({
      id,
      name,
      priceFactorBps,
      whiteLayer,
      active,
      isDefault,
    })),
    finishes: catalogue.finishes.map(({ id, name, priceFactorBps, active, isDefault }) => ({
      id,
      name,
      priceFactorBps,
      active,
      isDefault,
    })),
    sizes: catalogue.sizes.map((size) => ({
      name: size.name,
      shape: size.shape,
      widthInches: size.widthInches,
      heightInches: size.heightInches,
      active: size.active,
      anchor: size.anchor,
      totals: catalogue.grid.totalsBySizeId[size.id],
    })),
    quantities: catalogue.grid.quantities,
    roundedCornersFeeCents: catalogue.grid.roundedCornersFeeCents,
    shipping: catalogue.shipping,
  };
}

/** Every catalogue row as the database holds it (sizes by name), to see that nothing moved. */
async function catalogueRows(target: SqlDatabase = db) {
  const read = (sql: string) => target.query(sql);
  return {
    materials: await read(
      `SELECT "id", "name", "description", "priceFactorBps", "whiteLayer", "swatch", "look", "active", "sortOrder", "isDefault" FROM "Material" ORDER BY "id"`,
    ),
    finishes: await read(
      `SELECT "id", "name", "description", "priceFactorBps", "swatch", "look", "active", "sortOrder", "isDefault" FROM "Finish" ORDER BY "id"`,
    ),
    sizes: await read(
      `SELECT "id", "name", "shape", "width", "height", "priceCents", "sortOrder", "active", "anchor" FROM "StickerSize" ORDER BY "id"`,
    ),
    tiers: await read(`SELECT "quantity" FROM "QuantityTier" ORDER BY "quantity"`),
    prices: await read(`SELECT "sizeId", "quantity", "totalCents" FROM "SizePrice" ORDER BY "sizeId", "quantity"`),
    shipping: await read(
      `SELECT "id", "name", "amountCents", "businessDays", "sortOrder" FROM "ShippingMethodSetting" ORDER BY "id"`,
    ),
    settings: await read(
      `SELECT "version", "roundedCornersFeeCents", "freeShippingCities", "freeShippingMinQuantity" FROM "CatalogueSetting"`,
    ),
  };
}

describe("an unconfigured shop", () => {
  it("sells the spec's catalogue exactly: sizes, tiers, tables, corner fee, shipping, one default material and finish", async () => {
    expect(comparable(await getCatalogue())).toEqual(specCatalogueWithoutIds());
  });

  it("holds the default module's texts and swatches (the migration's SQL repeats them)", async () => {
    const catalogue = await getCatalogue();
    expect(catalogue.materials).toEqual(DEFAULT_MATERIALS.map((material) => ({ ...material, active: true })));
    expect(catalogue.finishes).toEqual(DEFAULT_FINISHES.map((finish) => ({ ...finish, active: true })));
    expect(catalogue.sizes.map((size) => [size.name, size.sortOrder])).toEqual(
      DEFAULT_SIZES.map((size) => [size.name, size.sortOrder]),
    );
  });

  it("answers GET /api/catalogue with the spec's sizes and prices as decimal strings, not kept by shared caches", async () => {
    const response = await callRoute(getPublicCatalogue, { path: "/api/catalogue" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.quantities).toEqual([50, 100, 150, 200, 300, 400, 500]);
    expect(response.body.roundedCornersFee).toBe("0.05");
    expect(response.body.materials).toEqual(
      DEFAULT_MATERIALS.map((material) => ({ ...material, sortOrder: undefined })),
    );
    expect(response.body.finishes).toEqual(DEFAULT_FINISHES.map((finish) => ({ ...finish, sortOrder: undefined })));
    expect(response.body.sizes).toEqual([
      {
        id: expect.any(Number),
        name: '2"',
        shape: "square",
        width: 2,
        height: 2,
        prices: ["50.00", "85.00", "120.00", "150.00", "225.00", "280.00", "350.00"],
      },
      {
        id: expect.any(Number),
        name: '3" square',
        shape: "square",
        width: 3,
        height: 3,
        prices: ["50.00", "90.00", "130.00", "165.00", "225.00", "300.00", "360.00"],
      },
      {
        id: expect.any(Number),
        name: '4"',
        shape: "square",
        width: 4,
        height: 4,
        prices: ["60.00", "100.00", "140.00", "175.00", "255.00", "340.00", "400.00"],
      },
      {
        id: expect.any(Number),
        name: "2x4",
        shape: "square",
        width: 2,
        height: 4,
        prices: ["55.00", "95.00", "135.00", "170.00", "240.00", "320.00", "380.00"],
      },
      {
        id: expect.any(Number),
        name: '3" circle',
        shape: "circle",
        width: 3,
        height: 3,
        prices: ["50.00", "92.00", "132.00", "168.00", "232.00", "310.00", "370.00"],
      },
    ]);
  });
});

describe("the catalogue migration on a shop whose sizes were seeded before it", () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "catalogue-migration-"));
  const name = `sticker_catalogue_migration_${process.pid}`;
  let old: SqlDatabase;

  afterAll(async () => {
    await old?.close();
    if (provider === "postgres")
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    rmSync(scratch, { recursive: true, force: true });
  });

  it("gives each size the spec's totals by name (another name keeps the 2\" table it was priced by) and the anchors", async () => {
    const root = path.join(scratch, "root");
    const from = path.join(process.cwd(), "prisma", provider, "migrations");
    const to = path.join(root, "prisma", provider, "migrations");
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from).filter((entry) => entry < CATALOGUE_MIGRATION))
      cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
    if (provider === "postgres") {
      await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
      old = await openSqlDatabase(postgresUrlFor(name));
    } else {
      old = await openSqlDatabase(`file:${path.join(scratch, "old.db")}`);
    }
    await applyMigrations(old, { root });
    // What the seed of old inserted, plus a size of the owner's own naming.
    for (const size of [
      ...DEFAULT_SIZES,
      { ...DEFAULT_SIZES[0]!, name: "Sticker 5 in", width: 5, height: 5, sortOrder: 6 },
    ])
      await old.query(
        `INSERT INTO "StickerSize" ("name", "shape", "width", "height", "priceCents", "sortOrder") VALUES (?, ?, ?, ?, ?, ?)`,
        [size.name, size.shape, size.width, size.height, size.priceCents, size.sortOrder],
      );
    expect(await applyMigrations(old)).toEqual([
      CATALOGUE_MIGRATION,
      ...readdirSync(from).filter((entry) => entry > CATALOGUE_MIGRATION && entry !== "migration_lock.toml"),
    ]);
    // The sticker sheets (#39) come with the seed, not a migration: a shop from before them gets them once.
    expect(await seedCatalogue(old)).toBe(SHEET_SIZES.length + DEFAULT_SHEET_QUANTITIES.length);
    expect(await seedCatalogue(old)).toBe(0);

    const rows = await catalogueRows(old);
    const fresh = await catalogueRows();
    expect(rows.materials).toEqual(fresh.materials);
    expect(rows.finishes).toEqual(fresh.finishes);
    expect(rows.tiers).toEqual(fresh.tiers);
    expect(rows.shipping).toEqual(fresh.shipping);
    expect(rows.settings.map((row) => ({ ...row, version: 1 }))).toEqual(
      fresh.settings.map((row) => ({ ...row, version: 1 })),
    );
    const sizeNames = new Map(rows.sizes.map((size) => [Number(size.id), String(size.name)]));
    const pricesByName: Record<string, number[]> = {};
    for (const price of rows.prices)
      (pricesByName[sizeNames.get(Number(price.sizeId))!] ??= []).push(Number(price.totalCents));
    expect(pricesByName).toEqual({
      ...Object.fromEntries(DEFAULT_SIZES.map((size) => [size.name, size.totalsCents])),
      "Sticker 5 in": DEFAULT_SIZES[0]!.totalsCents,
    });
    expect(rows.sizes.map((size) => [size.name, size.anchor])).toEqual([
      ['2"', "small"],
      ['3" square', null],
      ['4"', "large"],
      ["2x4", null],
      ['3" circle', null],
      ["Sticker 5 in", null],
    ]);
  });
});

describe("seeding", () => {
  it("changes nothing on a seeded shop, however often it runs, and leaves the version alone", async () => {
    const before = await catalogueRows();
    expect(await seedCatalogue(db)).toBe(0);
    expect(await seedCatalogue(db)).toBe(0);
    expect(await catalogueRows()).toEqual(before);
  });

  it("never undoes what the owner changed", async () => {
    const sizes = await prisma.stickerSize.findMany({ orderBy: { id: "asc" } });
    const id = (name: string) => String(sizes.find((size) => size.name === name)!.id);
    const changes = [
      await callRoute(patchMaterial, {
        method: "PATCH",
        headers,
        params: { id: "holographic" },
        body: { isDefault: true },
      }),
      await callRoute(patchMaterial, {
        method: "PATCH",
        headers,
        params: { id: "white-vinyl" },
        body: { priceFactorBps: 10500, name: "White" },
      }),
      await callRoute(patchFinish, { method: "PATCH", headers, params: { id: "matte" }, body: { active: false } }),
      await callRoute(patchSize, {
        method: "PATCH",
        headers,
        params: { id: id('3" square') },
        body: { name: "Square 3 in" },
      }),
      await callRoute(patchSize, { method: "PATCH", headers, params: { id: id("2x4") }, body: { active: false } }),
      await callRoute(putPrices, {
        method: "PUT",
        headers,
        body: {
          quantities: [50, 100, 200, 300, 400, 500],
          tables: DEFAULT_SIZES.map((size) => ({
            sizeId: Number(id(size.name)),
            totals: size.totalsCents.filter((_, index) => index !== 2).map((cents) => (cents / 100 + 1).toFixed(2)),
          })),
          roundedCornersFee: "0.10",
          revision: (await readAdminCatalogue()).pricesRevision,
        },
      }),
      await callRoute(putShipping, {
        method: "PUT",
        headers,
        body: {
          methods: [
            { id: "standard", name: "Ground", amount: "6.00", businessDays: "4-6" },
            { id: "priority", name: "Express", amount: "12.50", businessDays: "1-2" },
          ],
          freeShippingCities: ["boulder city"],
          freeShippingMinQuantity: 1000,
          revision: (await readAdminCatalogue()).shippingRevision,
        },
      }),
    ];
    expect(changes.map((change) => change.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const before = await catalogueRows();
    const catalogue = await getCatalogue();

    expect(await seedCatalogue(db)).toBe(0);
    expect(await catalogueRows()).toEqual(before);
    expect(await getCatalogue()).toBe(catalogue);
    expect(catalogue.materials.find((material) => material.isDefault)?.id).toBe("holographic");
    expect(catalogue.sizes.map((size) => size.name)).not.toContain('3" square');
  });

  it("puts back a missing entry, not as a second default, and moves the version on", async () => {
    await prisma.finish.delete({ where: { id: "gloss" } });
    await prisma.finish.update({ where: { id: "matte" }, data: { isDefault: true, active: true } });
    const { version } = (await prisma.catalogueSetting.findUnique({ where: { id: 1 } }))!;
    expect(await seedCatalogue(db)).toBe(1);
    const finishes = await prisma.finish.findMany({ orderBy: { id: "asc" } });
    expect(finishes.map(({ id, isDefault }) => ({ id, isDefault }))).toEqual([
      { id: "gloss", isDefault: false },
      { id: "matte", isDefault: true },
    ]);
    expect((await prisma.catalogueSetting.findUnique({ where: { id: 1 } }))!.version).toBe(version + 1);
    expect((await getCatalogue()).finishes.map((finish) => finish.id)).toEqual(["gloss", "matte"]);
  });
});
