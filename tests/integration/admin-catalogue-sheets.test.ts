// The owner's sticker sheets (#39) at /admin/catalogue: sheet sizes added, changed, retired and brought
// back, and the sheets' own grid saved whole. Every write is one transaction with its history line and a
// version bump that getCatalogue sees at once; refused writes change nothing; a retired sheet size still
// prices the orders placed on it and their reorders.
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { setupTestDatabase } from "../helpers/database";
import { createDesignRow, createOrderRow, makeSessionId } from "../helpers/fixtures";
import { GET as getAdminCatalogue } from "@/app/api/admin/catalogue/route";
import { PUT as putSheetPrices } from "@/app/api/admin/catalogue/sheet-prices/route";
import { POST as postSheetSize } from "@/app/api/admin/catalogue/sheet-sizes/route";
import { PATCH as patchSheetSize } from "@/app/api/admin/catalogue/sheet-sizes/[id]/route";
import { CATALOGUE_MESSAGES } from "@/lib/catalogue/catalogue-messages";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { presentShopCatalogue } from "@/lib/catalogue/present-shop-catalogue";
import { prisma } from "@/lib/db/client";
import { priceCatalogueSheet } from "@/lib/pricing/price-catalogue-sheet";
import { addOrdersToCart, REORDER_INCLUDE } from "@/lib/reorder/add-orders-to-cart";

setupTestDatabase();

let headers: Record<string, string>;
/** The seeded sheet sizes' ids by name. */
let sheetIds: Record<string, number>;
/** The sheet size the tests add. */
let tabloidId: number;

beforeAll(async () => {
  headers = await adminHeaders();
  const sheets = await prisma.sheetSize.findMany();
  sheetIds = Object.fromEntries(sheets.map((sheet) => [sheet.name, sheet.id]));
});

type SheetGrid = { quantities: number[]; tables: { sheetSizeId: number; totals: string[] }[] };

const readAdmin = async () => (await callRoute(getAdminCatalogue, { path: "/api/admin/catalogue", headers })).body;
const send = (handler: unknown, method: string, body: unknown, params: Record<string, string> = {}) =>
  callRoute(handler, { method, headers, body, params });
const readVersion = async () => Number((await getCatalogue()).version);
const latestChange = async () => (await readAdmin()).history[0];

/** Everything a refused write must leave as it was: the sheets' rows, the version and the history. */
async function snapshot() {
  return {
    setting: await prisma.catalogueSetting.findUnique({ where: { id: 1 } }),
    sheetSizes: await prisma.sheetSize.findMany({ orderBy: { id: "asc" } }),
    sheetTiers: await prisma.sheetQuantityTier.findMany({ orderBy: { quantity: "asc" } }),
    sheetPrices: await prisma.sheetPrice.findMany({ orderBy: [{ sheetSizeId: "asc" }, { quantity: "asc" }] }),
    sizePrices: await prisma.sizePrice.count(),
    history: await prisma.catalogueChange.count(),
  };
}

/** The sheets' grid as PUT …/sheet-prices takes it (from the admin GET, with its revision), edited by `edit`. */
async function currentSheetGrid(edit: (grid: SheetGrid) => void = () => {}) {
  const admin = await readAdmin();
  const grid = structuredClone(admin.sheetPrices) as SheetGrid;
  edit(grid);
  return { ...grid, revision: admin.sheetPricesRevision as string };
}

function tableOf(grid: SheetGrid, sheetSizeId: number) {
  return grid.tables.find((table) => table.sheetSizeId === sheetSizeId)!;
}

/** A paid order of 25 sheets of `sheetSizeId`, with one sticker on it, as the checkout leaves it. */
async function createSheetOrder(sheetSizeId: number, widthInches: number, heightInches: number) {
  const design = await createDesignRow({ originalName: "dolphin.png" });
  const order = await createOrderRow({
    designId: design.id,
    sizeId: null,
    sheetSizeId,
    shape: "square",
    widthInches,
    heightInches,
    sizeName: "Sticker sheet, 1 sticker",
    quantity: 25,
    unitPriceCents: 220,
    totalPriceCents: 5500,
  });
  await prisma.sheetSticker.create({
    data: {
      orderId: order.id,
      position: 0,
      designId: design.id,
      shape: "square",
      widthInches: 2,
      heightInches: 2,
      xInches: 0.5,
      yInches: 0.5,
      rotation: 0,
    },
  });
  return order;
}

describe("GET /api/admin/catalogue's sheets", () => {
  it("answers the seeded sheet sizes, the sheets' own grid and its revision, for admins only", async () => {
    expect((await callRoute(getAdminCatalogue, { path: "/api/admin/catalogue" })).status).toBe(401);
    const body = await readAdmin();
    expect(body.sheetSizes).toEqual([
      { id: sheetIds['4" × 6"'], name: '4" × 6"', widthInches: 4, heightInches: 6, active: true, sortOrder: 1 },
      {
        id: sheetIds['5.5" × 8.5"'],
        name: '5.5" × 8.5"',
        widthInches: 5.5,
        heightInches: 8.5,
        active: true,
        sortOrder: 2,
      },
      {
        id: sheetIds['8.5" × 11"'],
        name: '8.5" × 11"',
        widthInches: 8.5,
        heightInches: 11,
        active: true,
        sortOrder: 3,
      },
    ]);
    expect(body.sheetPrices).toEqual({
      quantities: [10, 25, 50, 100],
      tables: [
        { sheetSizeId: sheetIds['4" × 6"'], totals: ["22.00", "40.00", "65.00", "110.00"] },
        { sheetSizeId: sheetIds['5.5" × 8.5"'], totals: ["30.00", "55.00", "90.00", "150.00"] },
        { sheetSizeId: sheetIds['8.5" × 11"'], totals: ["42.00", "80.00", "130.00", "220.00"] },
      ],
    });
    expect(body.sheetPricesRevision).toMatch(/^[0-9a-f]{16}$/);
    expect(body.sheetPricesRevision).not.toBe(body.pricesRevision);
    expect(body.sheetWarnings).toEqual([]);
  });

  it("refuses every sheet write without an admin token with 401 { message }, changing nothing", async () => {
    const before = await snapshot();
    const id = String(sheetIds['4" × 6"']);
    for (const [handler, method, params] of [
      [postSheetSize, "POST", {}],
      [patchSheetSize, "PATCH", { id }],
      [putSheetPrices, "PUT", {}],
    ] as const) {
      const answer = await callRoute(handler, { method, body: { name: "Anything" }, params });
      expect(answer).toMatchObject({ status: 401, body: { message: expect.any(String) } });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/admin/catalogue/sheet-sizes", () => {
  it("adds a sheet size last with its totals: the version moves, getCatalogue() and the design tool sell it", async () => {
    const version = await readVersion();
    const created = await send(postSheetSize, "POST", {
      name: ' 11" × 17" ',
      widthInches: 11,
      heightInches: 17,
      totals: ["60.00", "110.00", "180", "300.00"],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      sheetSize: {
        id: expect.any(Number),
        name: '11" × 17"',
        widthInches: 11,
        heightInches: 17,
        active: true,
        sortOrder: 4,
      },
    });
    tabloidId = created.body.sheetSize.id;

    const catalogue = await getCatalogue();
    expect(Number(catalogue.version)).toBe(version + 1);
    expect(catalogue.sheets.sizes.at(-1)).toEqual(created.body.sheetSize);
    expect(catalogue.sheets.grid.totalsBySheetSizeId[tabloidId]).toEqual([6000, 11000, 18000, 30000]);
    expect(presentShopCatalogue(catalogue).sheets.sizes.map((sheet) => sheet.name)).toContain('11" × 17"');
    expect(await latestChange()).toMatchObject({
      subject: 'Sheet 11" × 17"',
      kind: "created",
      before: null,
      after: { ...created.body.sheetSize, totals: ["60.00", "110.00", "180.00", "300.00"] },
    });
  });

  it.each([
    ["a side over 24 inches", { widthInches: 25 }, 400, 'widthInches: widthInches must be at most 24".'],
    ["a side under 1 inch", { heightInches: 0.5 }, 400, 'heightInches: heightInches must be at least 1".'],
    ["a side between two steps", { widthInches: 6.1 }, 400, 'widthInches: widthInches must be in steps of 0.25".'],
    ["no name", { name: "  " }, 400, "name: name is required"],
    ["a missing total", { totals: ["20.00", "38.00"] }, 400, '6" × 9", 50 sheets: the price is missing.'],
    [
      "a total that falls as the quantity grows",
      { totals: ["20.00", "40.00", "39.99", "70.00"] },
      400,
      '6" × 9", 50 sheets: $39.99 is less than the $40.00 of 25 sheets; a total cannot fall as the quantity grows.',
    ],
    [
      "a negative total",
      { totals: ["-1.00", "40.00", "60.00", "70.00"] },
      400,
      '6" × 9", 10 sheets: the price cannot be negative.',
    ],
    ["a name another sheet size has", { name: '4" × 6"' }, 409, 'A sheet size named 4" × 6" already exists.'],
  ])("refuses %s with 4xx { message } and changes nothing", async (_label, change, status, message) => {
    const before = await snapshot();
    const refused = await send(postSheetSize, "POST", {
      name: '6" × 9"',
      widthInches: 6,
      heightInches: 9,
      totals: ["20.00", "38.00", "60.00", "100.00"],
      ...change,
    });
    expect(refused).toEqual(expect.objectContaining({ status, body: { message } }));
    expect(await snapshot()).toEqual(before);
  });
});

describe("PATCH /api/admin/catalogue/sheet-sizes/{id}", () => {
  it("renames, resizes a sheet nobody bought yet and moves it first; each a history line, each seen at once", async () => {
    const version = await readVersion();
    const changed = await send(
      patchSheetSize,
      "PATCH",
      { name: 'Tabloid 12" × 18"', widthInches: 12, heightInches: 18, sortOrder: 0 },
      { id: String(tabloidId) },
    );
    expect(changed).toMatchObject({
      status: 200,
      body: {
        sheetSize: {
          id: tabloidId,
          name: 'Tabloid 12" × 18"',
          widthInches: 12,
          heightInches: 18,
          active: true,
          sortOrder: 0,
        },
      },
    });
    const catalogue = await getCatalogue();
    expect(Number(catalogue.version)).toBe(version + 1);
    expect(catalogue.sheets.sizes[0]).toEqual(changed.body.sheetSize);
    // Its prices stay with its id.
    expect(catalogue.sheets.grid.totalsBySheetSizeId[tabloidId]).toEqual([6000, 11000, 18000, 30000]);
    expect(await latestChange()).toMatchObject({
      subject: 'Sheet Tabloid 12" × 18"',
      kind: "changed",
      before: { name: '11" × 17"', widthInches: 11, heightInches: 17, sortOrder: 4 },
      after: { name: 'Tabloid 12" × 18"', widthInches: 12, heightInches: 18, sortOrder: 0 },
    });

    // A change that changes nothing leaves no history line.
    const lines = await prisma.catalogueChange.count();
    expect((await send(patchSheetSize, "PATCH", { widthInches: 12 }, { id: String(tabloidId) })).status).toBe(200);
    expect(await prisma.catalogueChange.count()).toBe(lines);
  });

  it("retires a sheet size (gone from the design tool, still priced) and brings it back", async () => {
    const id = String(sheetIds['8.5" × 11"']);
    const retired = await send(patchSheetSize, "PATCH", { active: false }, { id });
    expect(retired.body.sheetSize).toMatchObject({ name: '8.5" × 11"', active: false });
    let catalogue = await getCatalogue();
    expect(catalogue.sheets.sizes.find((sheet) => sheet.id === Number(id))).toMatchObject({ active: false });
    expect(catalogue.sheets.grid.totalsBySheetSizeId[Number(id)]).toEqual([4200, 8000, 13000, 22000]);
    expect(presentShopCatalogue(catalogue).sheets.sizes.map((sheet) => sheet.name)).not.toContain('8.5" × 11"');
    expect(await latestChange()).toMatchObject({
      subject: 'Sheet 8.5" × 11"',
      before: { active: true },
      after: { active: false },
    });
    expect((await readAdmin()).sheetSizes.find((sheet: { id: number }) => sheet.id === Number(id))).toMatchObject({
      active: false,
    });

    expect((await send(patchSheetSize, "PATCH", { active: true }, { id })).body.sheetSize).toMatchObject({
      active: true,
    });
    catalogue = await getCatalogue();
    expect(presentShopCatalogue(catalogue).sheets.sizes.map((sheet) => sheet.name)).toContain('8.5" × 11"');
  });

  it.each([
    ["an unknown id", "999999", { name: "Nope" }, 404, "There is no sheet size with id 999999."],
    ["an id that is not a number", "abc", { name: "Nope" }, 400, "The sheet size id must be a positive whole number"],
    ["nothing to change", "SEEDED", {}, 400, "Send at least one field to change"],
    ["a new id", "SEEDED", { id: 7 }, 400, "id: id cannot be changed"],
    ["a side over 24 inches", "SEEDED", { heightInches: 30 }, 400, 'heightInches: heightInches must be at most 24".'],
    [
      "a name another sheet size has",
      "SEEDED",
      { name: '5.5" × 8.5"' },
      409,
      'A sheet size named 5.5" × 8.5" already exists.',
    ],
  ])("refuses %s with 4xx { message } and changes nothing", async (_label, id, change, status, message) => {
    const before = await snapshot();
    const refused = await send(patchSheetSize, "PATCH", change, {
      id: id === "SEEDED" ? String(sheetIds['4" × 6"']) : id,
    });
    expect(refused).toEqual(expect.objectContaining({ status, body: { message } }));
    expect(await snapshot()).toEqual(before);
  });

  it("keeps the inches of a sheet size already ordered (409, nothing changed), but still renames it", async () => {
    const id = sheetIds['4" × 6"']!;
    await createSheetOrder(id, 4, 6);
    const before = await snapshot();
    const refused = await send(patchSheetSize, "PATCH", { widthInches: 4.5 }, { id: String(id) });
    expect(refused).toEqual(
      expect.objectContaining({
        status: 409,
        body: {
          message:
            '4" × 6" is already in a cart or an order, laid out on 4" × 6", so its inches cannot change: add a new sheet size and retire this one.',
        },
      }),
    );
    expect(await snapshot()).toEqual(before);
    const renamed = await send(patchSheetSize, "PATCH", { name: "Postcard 4 × 6", widthInches: 4 }, { id: String(id) });
    expect(renamed.body.sheetSize).toMatchObject({ name: "Postcard 4 × 6", widthInches: 4, heightInches: 6 });
    expect((await send(patchSheetSize, "PATCH", { name: '4" × 6"' }, { id: String(id) })).status).toBe(200);
  });
});

describe("PUT /api/admin/catalogue/sheet-prices", () => {
  it("saves the sheets' grid whole: a 200-sheet tier and a raised total, priced at once, with its warnings", async () => {
    const version = await readVersion();
    const { pricesRevision } = await readAdmin();
    const grid = await currentSheetGrid((grid) => {
      grid.quantities.push(200);
      tableOf(grid, sheetIds['4" × 6"']!).totals.push("230.00");
      tableOf(grid, sheetIds['5.5" × 8.5"']!).totals.push("280.00");
      tableOf(grid, sheetIds['8.5" × 11"']!).totals.push("400.00");
      tableOf(grid, tabloidId).totals.push("550.00");
      tableOf(grid, sheetIds['4" × 6"']!).totals[1] = "41.00";
    });
    const saved = await send(putSheetPrices, "PUT", grid);
    expect(saved.status).toBe(200);
    const { revision: sentRevision, ...sentGrid } = grid;
    expect(saved.body.prices).toEqual(sentGrid);
    expect(saved.body.warnings).toEqual([
      '4" × 6", 200 sheets: $1.15 a sheet, more than the $1.1 a sheet of 100 sheets',
    ]);
    expect(saved.body.revision).not.toBe(sentRevision);
    const admin = await readAdmin();
    expect(saved.body.revision).toBe(admin.sheetPricesRevision);
    expect(admin.sheetWarnings).toEqual(saved.body.warnings);
    // The sticker grid is another part: an editor open on it is not refused.
    expect(admin.pricesRevision).toBe(pricesRevision);

    const catalogue = await getCatalogue();
    expect(Number(catalogue.version)).toBe(version + 1);
    expect(catalogue.sheets.grid.quantities).toEqual([10, 25, 50, 100, 200]);
    expect(catalogue.sheets.grid.totalsBySheetSizeId[sheetIds['4" × 6"']!]).toEqual([2200, 4100, 6500, 11000, 23000]);
    expect(priceCatalogueSheet(catalogue, sheetIds['5.5" × 8.5"']!, { quantity: 250, roundedCorners: false })).toEqual({
      totalPriceCents: 28000,
      unitPriceCents: 112,
      tierQuantity: 200,
    });
    expect(admin.history[0]).toMatchObject({
      subject: "Sheet prices",
      kind: "changed",
      before: { quantities: [10, 25, 50, 100] },
      after: sentGrid,
    });
  });

  it.each<[string, (grid: SheetGrid) => void, string]>([
    [
      "a total that falls as the quantity grows",
      (grid) => (tableOf(grid, sheetIds['8.5" × 11"']!).totals[2] = "79.99"),
      '8.5" × 11", 50 sheets: $79.99 is less than the $80.00 of 25 sheets; a total cannot fall as the quantity grows.',
    ],
    [
      "a sheet size left out",
      (grid) => (grid.tables = grid.tables.filter((table) => table.sheetSizeId !== tabloidId)),
      'Tabloid 12" × 18": its prices are missing (every sheet size needs one per tier, retired ones too).',
    ],
    [
      "tiers out of order",
      (grid) => (grid.quantities = [10, 50, 25, 100, 200]),
      "Sheet tier 3 (25): the tiers must increase, and it follows 50.",
    ],
    [
      "an unknown sheet size",
      (grid) => (grid.tables[0]!.sheetSizeId = 999999),
      "There is no sheet size with id 999999.",
    ],
    ["no tiers", (grid) => (grid.quantities = []), "Add at least one sheet tier."],
  ])("refuses %s with 400 naming it, and changes nothing", async (_label, edit, message) => {
    const before = await snapshot();
    const refused = await send(putSheetPrices, "PUT", await currentSheetGrid(edit));
    expect(refused).toEqual(expect.objectContaining({ status: 400, body: { message } }));
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a grid without its revision (400) or edited from an older one (409), and changes nothing", async () => {
    const stale = await currentSheetGrid((grid) => (tableOf(grid, sheetIds['4" × 6"']!).totals[0] = "23.00"));
    const other = await currentSheetGrid((grid) => (tableOf(grid, sheetIds['4" × 6"']!).totals[0] = "21.00"));
    expect((await send(putSheetPrices, "PUT", other)).status).toBe(200);
    const before = await snapshot();
    expect(await send(putSheetPrices, "PUT", stale)).toEqual(
      expect.objectContaining({ status: 409, body: { message: CATALOGUE_MESSAGES.sheetPricesChangedMeanwhile } }),
    );
    const missing = await send(putSheetPrices, "PUT", { quantities: stale.quantities, tables: stale.tables });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("revision is required");
    expect(await snapshot()).toEqual(before);
  });
});

describe("a retired sheet size", () => {
  it("still prices an order placed on it, and the order's reorder, at today's sheet prices", async () => {
    const id = sheetIds['5.5" × 8.5"']!;
    const order = await createSheetOrder(id, 5.5, 8.5);
    expect((await send(patchSheetSize, "PATCH", { active: false }, { id: String(id) })).status).toBe(200);
    const catalogue = await getCatalogue();
    expect(presentShopCatalogue(catalogue).sheets.sizes.map((sheet) => sheet.id)).not.toContain(id);

    expect(
      priceCatalogueSheet(catalogue, order.sheetSizeId!, {
        quantity: order.quantity,
        roundedCorners: order.roundedCorners,
        materialId: order.materialId,
        finishId: order.finishId,
      }),
    ).toEqual({ totalPriceCents: 5500, unitPriceCents: 220, tierQuantity: 25 });

    const placed = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: REORDER_INCLUDE });
    const [line] = await addOrdersToCart(makeSessionId(), [placed]);
    expect(line).toMatchObject({ sheetSizeId: id, quantity: 25, totalPrice: "55.00" });
  });
});
