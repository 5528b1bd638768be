// The owner's catalogue API (#35): every write is one transaction with its history line and a version
// bump that getCatalogue sees at once; refused writes change nothing.
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { setupTestDatabase } from "../helpers/database";
import { GET as getPublicCatalogue } from "@/app/api/catalogue/route";
import { GET as getAdminCatalogue } from "@/app/api/admin/catalogue/route";
import { POST as postFinish } from "@/app/api/admin/catalogue/finishes/route";
import { PATCH as patchFinish } from "@/app/api/admin/catalogue/finishes/[id]/route";
import { POST as postMaterial } from "@/app/api/admin/catalogue/materials/route";
import { PATCH as patchMaterial } from "@/app/api/admin/catalogue/materials/[id]/route";
import { CATALOGUE_MESSAGES } from "@/lib/catalogue/catalogue-messages";
import { PUT as putPrices } from "@/app/api/admin/catalogue/prices/route";
import { PUT as putShipping } from "@/app/api/admin/catalogue/shipping/route";
import { POST as postSize } from "@/app/api/admin/catalogue/sizes/route";
import { PATCH as patchSize } from "@/app/api/admin/catalogue/sizes/[id]/route";
import { GET as getStickerSizes } from "@/app/api/sticker-sizes/route";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { getDisplayedCatalogue } from "@/lib/catalogue/get-displayed-catalogue";
import { runCountingStatements } from "@/lib/db/count-statements";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

let headers: Record<string, string>;
let sizeIds: Record<string, number>;

beforeAll(async () => {
  headers = await adminHeaders();
  const sizes = await prisma.stickerSize.findMany();
  sizeIds = Object.fromEntries(sizes.map((size) => [size.name, size.id]));
});

const readAdmin = async () => (await callRoute(getAdminCatalogue, { path: "/api/admin/catalogue", headers })).body;
const readPublic = async () => (await callRoute(getPublicCatalogue, { path: "/api/catalogue" })).body;
const send = (handler: unknown, method: string, body: unknown, params: Record<string, string> = {}) =>
  callRoute(handler, { method, headers, body, params });

/** Everything a refused write must leave as it was: the catalogue's rows, its version and its history. */
async function snapshot() {
  return {
    version: (await prisma.catalogueSetting.findUnique({ where: { id: 1 } }))!,
    materials: await prisma.material.findMany({ orderBy: { id: "asc" } }),
    finishes: await prisma.finish.findMany({ orderBy: { id: "asc" } }),
    sizes: await prisma.stickerSize.findMany({ orderBy: { id: "asc" } }),
    tiers: await prisma.quantityTier.findMany({ orderBy: { quantity: "asc" } }),
    prices: await prisma.sizePrice.findMany({ orderBy: [{ sizeId: "asc" }, { quantity: "asc" }] }),
    shipping: await prisma.shippingMethodSetting.findMany({ orderBy: { id: "asc" } }),
    history: await prisma.catalogueChange.count(),
  };
}

/** The grid as PUT /api/admin/catalogue/prices takes it (from the admin GET, with its revision), edited by `edit`. */
async function currentGrid(
  edit: (grid: {
    quantities: number[];
    tables: { sizeId: number; totals: string[] }[];
    roundedCornersFee: string;
  }) => void = () => {},
) {
  const admin = await readAdmin();
  const grid = structuredClone(admin.prices);
  edit(grid);
  return { ...grid, revision: admin.pricesRevision as string };
}

function tableOf(grid: { tables: { sizeId: number; totals: string[] }[] }, name: string) {
  return grid.tables.find((table) => table.sizeId === sizeIds[name])!;
}

describe("GET /api/admin/catalogue", () => {
  it("answers everything with the grid's warning and an empty history, for admins only", async () => {
    expect((await callRoute(getAdminCatalogue, { path: "/api/admin/catalogue" })).status).toBe(401);
    const response = await callRoute(getAdminCatalogue, { path: "/api/admin/catalogue", headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = response.body;
    expect(body.materials.map((material: { id: string }) => material.id)).toEqual([
      "white-vinyl",
      "clear-vinyl",
      "holographic",
    ]);
    expect(body.materials[1]).toEqual({
      id: "clear-vinyl",
      name: "Clear vinyl",
      description: expect.stringMatching(/white ink/i),
      priceFactorBps: 11500,
      whiteLayer: true,
      swatch: "#dbeef5",
      look: "clear",
      active: true,
      sortOrder: 2,
      isDefault: false,
    });
    expect(body.sizes[0]).toEqual({
      id: sizeIds['2"'],
      name: '2"',
      shape: "square",
      width: 2,
      height: 2,
      active: true,
      sortOrder: 1,
      anchor: "small",
    });
    expect(tableOf(body.prices, '3" circle').totals).toEqual([
      "50.00",
      "92.00",
      "132.00",
      "168.00",
      "232.00",
      "310.00",
      "370.00",
    ]);
    expect(body.prices.roundedCornersFee).toBe("0.05");
    expect(body.shipping).toEqual({
      methods: [
        { id: "standard", name: "Standard Shipping", amount: "5.00", businessDays: "3-5" },
        { id: "priority", name: "Priority Shipping", amount: "10.00", businessDays: "2-3" },
      ],
      freeShippingCities: ["las vegas", "henderson", "north las vegas"],
      freeShippingMinQuantity: 300,
    });
    expect(body.warnings).toEqual([
      '3" circle, 400 stickers: $0.775 a sticker, more than the $0.7733 a sticker of 300 stickers',
    ]);
    expect(body.history).toEqual([]);
  });
});

describe("getCatalogue", () => {
  it("costs one statement while nothing changed and sees a change at once", async () => {
    const first = await getCatalogue();
    const again = await runCountingStatements(() => getCatalogue());
    expect(again.statements).toBe(1);
    expect(again.result).toBe(first);

    const response = await send(patchMaterial, "PATCH", { priceFactorBps: 12000 }, { id: "clear-vinyl" });
    expect(response.status).toBe(200);
    const changed = await getCatalogue();
    expect(Number(changed.version)).toBe(Number(first.version) + 1);
    expect(changed.materials.find((material) => material.id === "clear-vinyl")?.priceFactorBps).toBe(12000);
    expect((await runCountingStatements(() => getCatalogue())).statements).toBe(1);
  });

  it("shares one load among concurrent callers, and a failed load is not kept", async () => {
    await send(patchMaterial, "PATCH", { sortOrder: 7 }, { id: "holographic" });
    const { result, statements } = await runCountingStatements(() =>
      Promise.all([getCatalogue(), getCatalogue(), getCatalogue()]),
    );
    expect(result[1]).toBe(result[0]);
    expect(result[2]).toBe(result[0]);
    // Three version reads (Prisma may batch them into one) and one load: the settings and nine tables (#39's
    // three sheet tables among them).
    expect(statements).toBeLessThanOrEqual(3 + 10);

    await send(patchMaterial, "PATCH", { sortOrder: 3 }, { id: "holographic" });
    await prisma.$executeRawUnsafe(`ALTER TABLE "Finish" RENAME TO "FinishAway"`);
    try {
      await expect(getCatalogue()).rejects.toThrow();
    } finally {
      await prisma.$executeRawUnsafe(`ALTER TABLE "FinishAway" RENAME TO "Finish"`);
    }
    expect((await getCatalogue()).materials.find((material) => material.id === "holographic")?.sortOrder).toBe(3);
  });

  it("keeps showing the last catalogue while its version cannot be read, but prices nothing from it", async () => {
    const current = await getCatalogue();
    const sizesBefore = await callRoute(getStickerSizes, { path: "/api/sticker-sizes" });
    await prisma.$executeRawUnsafe(`ALTER TABLE "CatalogueSetting" RENAME TO "CatalogueSettingAway"`);
    try {
      await expect(getCatalogue()).rejects.toThrow();
      await expect(getDisplayedCatalogue()).resolves.toBe(current);
      const sizesWhileDown = await callRoute(getStickerSizes, { path: "/api/sticker-sizes" });
      expect(sizesWhileDown.status).toBe(200);
      expect(sizesWhileDown.body).toEqual(sizesBefore.body);
    } finally {
      await prisma.$executeRawUnsafe(`ALTER TABLE "CatalogueSettingAway" RENAME TO "CatalogueSetting"`);
    }
  });
});

describe("materials and finishes", () => {
  it("adds a material last, 201 { material }, shown to shoppers at once; an id taken or not a slug is refused", async () => {
    const response = await send(postMaterial, "POST", {
      id: "glitter",
      name: "  Glitter vinyl ",
      priceFactorBps: 14000,
      swatch: "#D4AF37",
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      material: {
        id: "glitter",
        name: "Glitter vinyl",
        description: "",
        priceFactorBps: 14000,
        whiteLayer: false,
        swatch: "#d4af37",
        look: "opaque",
        active: true,
        sortOrder: 4,
        isDefault: false,
      },
    });
    expect((await readPublic()).materials.map((material: { id: string }) => material.id)).toContain("glitter");

    const before = await snapshot();
    const taken = await send(postMaterial, "POST", { id: "glitter", name: "Again", priceFactorBps: 10000 });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'A material with id "glitter" already exists (ids are never reused).' },
    });
    const notSlug = await send(postMaterial, "POST", { id: "Gold Foil", name: "Gold", priceFactorBps: 10000 });
    expect(notSlug).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^id: id must be a slug/) } });
    expect(await snapshot()).toEqual(before);
  });

  it("moves the default with isDefault: true, refuses to deactivate the default (409, nothing changed) and hides an inactive one", async () => {
    const moved = await send(patchMaterial, "PATCH", { isDefault: true }, { id: "holographic" });
    expect(moved.status).toBe(200);
    expect(moved.body.material).toMatchObject({ id: "holographic", isDefault: true });
    const catalogue = await getCatalogue();
    expect(catalogue.materials.filter((material) => material.isDefault).map((material) => material.id)).toEqual([
      "holographic",
    ]);

    const before = await snapshot();
    const refused = await send(patchMaterial, "PATCH", { active: false }, { id: "holographic" });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          "Holographic is the default material and cannot be deactivated: make another material the default first.",
      },
    });
    expect(await snapshot()).toEqual(before);

    expect((await send(patchMaterial, "PATCH", { active: false }, { id: "white-vinyl" })).status).toBe(200);
    expect((await readPublic()).materials.map((material: { id: string }) => material.id)).not.toContain("white-vinyl");
    expect(
      (await readAdmin()).materials.find((material: { id: string }) => material.id === "white-vinyl"),
    ).toMatchObject({ active: false });
    const inactiveDefault = await send(patchMaterial, "PATCH", { isDefault: true }, { id: "white-vinyl" });
    expect(inactiveDefault.status).toBe(409);
    expect((await send(patchMaterial, "PATCH", { isDefault: true, active: true }, { id: "white-vinyl" })).status).toBe(
      200,
    );
    expect((await send(patchMaterial, "PATCH", { name: "Nope" }, { id: "no-such" })).status).toBe(404);
    // The path's id is checked like a created one: 400 { message } before any lookup.
    for (const [handler, id] of [
      [patchMaterial, "Not A Slug"],
      [patchFinish, "x".repeat(41)],
    ] as const) {
      const refused = await send(handler, "PATCH", { name: "Nope" }, { id });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^id must /);
    }
    expect((await send(patchMaterial, "PATCH", { id: "renamed" }, { id: "white-vinyl" })).body).toEqual({
      message: "id: id cannot be changed",
    });
    expect((await send(patchMaterial, "PATCH", { isDefault: false }, { id: "white-vinyl" })).status).toBe(400);
  });

  it("keeps the look the owner picks for how a stock previews (#36), shown to shoppers; a finish's look is a finish's", async () => {
    const created = await send(postMaterial, "POST", {
      id: "holo-glitter",
      name: "Glitter vinyl",
      priceFactorBps: 14000,
      look: "holographic",
    });
    expect(created.status).toBe(201);
    expect(created.body.material).toMatchObject({ id: "holo-glitter", look: "holographic" });
    const publicGlitter = (await readPublic()).materials.find(
      (material: { id: string }) => material.id === "holo-glitter",
    );
    expect(publicGlitter).toMatchObject({ look: "holographic" });

    expect((await send(patchMaterial, "PATCH", { look: "clear" }, { id: "holo-glitter" })).body.material).toMatchObject(
      {
        look: "clear",
      },
    );
    expect((await readAdmin()).history[0]).toMatchObject({
      subject: "Material holo-glitter",
      before: expect.objectContaining({ look: "holographic" }),
      after: expect.objectContaining({ look: "clear" }),
    });
    const publicCatalogue = await readPublic();
    expect(publicCatalogue.finishes.map((finish: { id: string; look: string }) => [finish.id, finish.look])).toEqual([
      ["gloss", "gloss"],
      ["matte", "matte"],
    ]);

    const before = await snapshot();
    const matteMaterial = await send(patchMaterial, "PATCH", { look: "matte" }, { id: "holo-glitter" });
    expect(matteMaterial).toMatchObject({
      status: 400,
      body: { message: "look: look must be one of opaque, clear, holographic" },
    });
    const clearFinish = await send(postFinish, "POST", {
      id: "frosted",
      name: "Frosted",
      priceFactorBps: 10000,
      look: "clear",
    });
    expect(clearFinish).toMatchObject({ status: 400, body: { message: "look: look must be one of gloss, matte" } });
    expect(await snapshot()).toEqual(before);
  });

  it("does the same for finishes, which have no white layer", async () => {
    const created = await send(postFinish, "POST", {
      id: "soft-touch",
      name: "Soft-touch laminate",
      priceFactorBps: 11000,
      whiteLayer: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.finish).not.toHaveProperty("whiteLayer");
    expect((await send(patchFinish, "PATCH", { active: false }, { id: "gloss" })).status).toBe(409);
    expect((await send(patchFinish, "PATCH", { isDefault: true }, { id: "matte" })).body.finish).toMatchObject({
      isDefault: true,
    });
    expect((await send(patchFinish, "PATCH", { active: false }, { id: "gloss" })).status).toBe(200);
    expect((await readPublic()).finishes.map((finish: { id: string }) => finish.id)).toEqual(["matte", "soft-touch"]);
  });
});

describe("standard sizes", () => {
  it("adds one with its prices and keeps a renamed size's prices; anchors cannot be retired", async () => {
    const missing = await send(postSize, "POST", {
      name: '5" square',
      shape: "square",
      width: 5,
      height: 5,
      totals: ["70.00", "120.00"],
    });
    expect(missing).toMatchObject({ status: 400, body: { message: '5" square, 150 stickers: the price is missing.' } });
    const created = await send(postSize, "POST", {
      name: '5" square',
      shape: "square",
      width: 5,
      height: 5,
      totals: ["70.00", "120.00", "165.00", "205.00", "290.00", "380.00", "450.00"],
    });
    expect(created.status).toBe(201);
    expect(created.body.size).toEqual({
      id: expect.any(Number),
      name: '5" square',
      shape: "square",
      width: 5,
      height: 5,
      active: true,
      sortOrder: 6,
      anchor: null,
    });
    expect((await readPublic()).sizes.at(-1)).toEqual({
      id: created.body.size.id,
      name: '5" square',
      shape: "square",
      width: 5,
      height: 5,
      prices: ["70.00", "120.00", "165.00", "205.00", "290.00", "380.00", "450.00"],
    });
    expect(
      (await send(postSize, "POST", { name: '5" square', shape: "circle", width: 5, height: 5, totals: [] })).status,
    ).toBe(409);
    expect(
      (await send(postSize, "POST", { name: "Wide", shape: "square", width: 13, height: 5, totals: [] })).body,
    ).toEqual({
      message: 'width: width must be at most 12".',
    });

    const square = String(sizeIds['3" square']);
    const pricesBefore = (await readPublic()).sizes.find(
      (size: { id: number }) => size.id === sizeIds['3" square'],
    ).prices;
    const renamed = await send(patchSize, "PATCH", { name: "Square 3 in" }, { id: square });
    expect(renamed.body.size).toMatchObject({ id: sizeIds['3" square'], name: "Square 3 in" });
    expect((await readPublic()).sizes.find((size: { id: number }) => size.id === sizeIds['3" square'])).toMatchObject({
      name: "Square 3 in",
      prices: pricesBefore,
    });
    expect((await send(patchSize, "PATCH", { width: 4 }, { id: square })).status).toBe(400);

    const before = await snapshot();
    const anchor = await send(patchSize, "PATCH", { active: false }, { id: String(sizeIds['4"']) });
    expect(anchor).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^4" anchors the custom-size rule/) },
    });
    expect(await snapshot()).toEqual(before);

    expect((await send(patchSize, "PATCH", { active: false }, { id: String(sizeIds["2x4"]) })).status).toBe(200);
    expect((await readPublic()).sizes.map((size: { name: string }) => size.name)).not.toContain("2x4");
    expect((await readAdmin()).sizes.find((size: { name: string }) => size.name === "2x4")).toMatchObject({
      active: false,
    });
    expect((await send(patchSize, "PATCH", { name: "x" }, { id: "999999" })).status).toBe(404);
  });
});

describe("PUT /api/admin/catalogue/prices", () => {
  it("refuses a bad grid naming the cell, and changes nothing: no row, no history line, no version bump", async () => {
    const before = await snapshot();
    const grid = await currentGrid((grid) => {
      grid.quantities.push(1000);
      grid.tables.forEach((table) => table.totals.push("999.00"));
      tableOf(grid, '4"').totals[1] = "80.00";
      tableOf(grid, '4"').totals[0] = "40.00";
    });
    const refused = await send(putPrices, "PUT", grid);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: '4", 50 stickers: $40.00 is less than the 2"\'s $50.00; the 4" cannot cost less than the 2".' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("saves a grid with a 1,000 tier whole: the shop shows it at once, with its warnings", async () => {
    const grid = await currentGrid((grid) => {
      grid.quantities.push(1000);
      grid.tables.forEach((table) => table.totals.push("800.00"));
      tableOf(grid, '3" square').totals[1] = "95.00";
      grid.roundedCornersFee = "0.07";
    });
    const saved = await send(putPrices, "PUT", grid);
    expect(saved.status).toBe(200);
    const { revision: sentRevision, ...sentGrid } = grid;
    expect(saved.body.prices).toEqual(sentGrid);
    expect(saved.body.revision).not.toBe(sentRevision);
    expect(saved.body.revision).toBe((await readAdmin()).pricesRevision);
    expect(saved.body.warnings).toContain(
      '3" circle, 400 stickers: $0.775 a sticker, more than the $0.7733 a sticker of 300 stickers',
    );
    const shop = await readPublic();
    expect(shop.quantities).toEqual([50, 100, 150, 200, 300, 400, 500, 1000]);
    expect(shop.roundedCornersFee).toBe("0.07");
    expect(shop.sizes.find((size: { name: string }) => size.name === "Square 3 in").prices.slice(0, 2)).toEqual([
      "50.00",
      "95.00",
    ]);
    expect((await getCatalogue()).grid.totalsBySizeId[sizeIds["2x4"]!]).toHaveLength(8);
  });
});

describe("PUT /api/admin/catalogue/shipping", () => {
  it("saves the methods and the free-shipping rules", async () => {
    const rules = {
      methods: [
        { id: "standard", name: "Ground", amount: "6.50", businessDays: "4-6" },
        { id: "priority", name: "Express", amount: "15.00", businessDays: "1-2" },
      ],
      freeShippingCities: [" Boulder  City ", "las vegas", "Las Vegas"],
      freeShippingMinQuantity: 500,
    };
    const body = { ...rules, revision: (await readAdmin()).shippingRevision };
    const saved = await send(putShipping, "PUT", body);
    expect(saved.status).toBe(200);
    expect(saved.body.shipping).toEqual({ ...rules, freeShippingCities: ["boulder city", "las vegas"] });
    expect(saved.body.revision).toBe((await readAdmin()).shippingRevision);
    expect((await getCatalogue()).shipping).toEqual({
      methods: [
        { id: "standard", name: "Ground", amountCents: 650, businessDays: "4-6" },
        { id: "priority", name: "Express", amountCents: 1500, businessDays: "1-2" },
      ],
      freeShippingCities: ["boulder city", "las vegas"],
      freeShippingMinQuantity: 500,
    });
    const before = await snapshot();
    expect((await send(putShipping, "PUT", { ...body, methods: body.methods.slice(0, 1) })).status).toBe(400);
    expect((await send(putShipping, "PUT", { ...body, freeShippingMinQuantity: 0 })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the history", () => {
  it("lists every change newest first, with what it was before and after", async () => {
    const { history } = await readAdmin();
    expect(
      history.slice(0, 4).map((change: { subject: string; kind: string }) => `${change.kind} ${change.subject}`),
    ).toEqual(["changed Shipping", "changed Prices", "changed Size 2x4", "changed Size Square 3 in"]);
    expect(history.at(-1)).toMatchObject({
      subject: "Material clear-vinyl",
      kind: "changed",
      before: { priceFactorBps: 11500 },
      after: { priceFactorBps: 12000 },
    });
    const created = history.find((change: { subject: string }) => change.subject === "Material glitter");
    expect(created).toMatchObject({ kind: "created", before: null, after: { id: "glitter", name: "Glitter vinyl" } });
    expect(
      history.find((change: { subject: string }) => change.subject === 'Size 5" square').after.totals,
    ).toHaveLength(7);
    const prices = history.find((change: { subject: string }) => change.subject === "Prices");
    expect(prices.before.quantities).toEqual([50, 100, 150, 200, 300, 400, 500]);
    expect(prices.after.quantities).toEqual([50, 100, 150, 200, 300, 400, 500, 1000]);
    const times = history.map((change: { createdAt: string }) => change.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(history).toHaveLength(await prisma.catalogueChange.count());
  });
});

// After the history's checks, which count the changes before these.
describe("a save edited from an older revision", () => {
  it("refuses a grid edited from an older revision with 409 (someone saved meanwhile), and changes nothing", async () => {
    const stale = await currentGrid((grid) => {
      tableOf(grid, '2"').totals[0] = "61.00";
    });
    const other = await currentGrid((grid) => {
      tableOf(grid, '4"').totals[0] = "99.00";
    });
    const first = await send(putPrices, "PUT", other);
    expect(first.status).toBe(200);
    const before = await snapshot();
    expect(await send(putPrices, "PUT", stale)).toMatchObject({
      status: 409,
      body: { message: CATALOGUE_MESSAGES.pricesChangedMeanwhile },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses rules edited from an older revision with 409, and changes nothing", async () => {
    const { shipping, shippingRevision } = await readAdmin();
    const first = await send(putShipping, "PUT", {
      ...shipping,
      freeShippingMinQuantity: 600,
      revision: shippingRevision,
    });
    expect(first.status).toBe(200);
    const before = await snapshot();
    const stale = await send(putShipping, "PUT", {
      ...shipping,
      freeShippingMinQuantity: 700,
      revision: shippingRevision,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: CATALOGUE_MESSAGES.shippingChangedMeanwhile } });
    expect(await snapshot()).toEqual(before);
    expect((await send(putShipping, "PUT", shipping)).body.message).toContain("revision is required");
    const restored = await send(putShipping, "PUT", { ...shipping, revision: first.body.revision });
    expect(restored.status).toBe(200);
  });
});
