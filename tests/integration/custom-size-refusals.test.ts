/** @jest-environment node */
// What the cart and the price quote refuse of custom sizes (#22): sizes outside 1–12", sides that are not
// multiples of 0.25", unknown shapes, a sizeId together with a shape, a die-cut given a width, a circle
// with unequal sides, rounded corners on a circle or a die-cut. Each is a 400 { message } and leaves every
// table as it was; a price sent by the browser is ignored, never charged.
import { addToCart, quotePrice, readCart, uploadArtwork } from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { findSize, makeSessionId } from "../helpers/fixtures";
import { countTableRows } from "../helpers/table-counts";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

let sessionId: string;
let designId: number;

beforeAll(async () => {
  sessionId = makeSessionId();
  // Real artwork with its traced outline, so that a die-cut line would be possible if it were allowed.
  designId = (await uploadArtwork("jigsaw_green_12.png", sessionId)).id;
});

afterEach(() => prisma.cartItem.deleteMany());

/** Sends the line and expects 400 with a message and not a row more or less anywhere. */
async function expectRefused(line: Record<string, unknown>) {
  const before = await countTableRows();
  const response = await addToCart({ sessionId, designId, quantity: 100, ...line });
  expect({ status: response.status, keys: Object.keys(response.body ?? {}) }).toEqual({
    status: 400,
    keys: ["message"],
  });
  expect(response.body.message).toEqual(expect.any(String));
  expect(response.body.message.length).toBeGreaterThan(5);
  expect(await countTableRows()).toEqual(before);
  return response.body.message as string;
}

describe("POST /api/cart refuses", () => {
  it.each([
    ["a width below 1 inch", { shape: "square", widthInches: 0.75, heightInches: 2 }],
    ["a height above 12 inches", { shape: "square", widthInches: 2, heightInches: 12.25 }],
    ["a width of 0", { shape: "square", widthInches: 0, heightInches: 2 }],
    ["a negative width", { shape: "square", widthInches: -3, heightInches: 3 }],
    ["a huge width", { shape: "square", widthInches: 1e9, heightInches: 3 }],
    ["a circle above 12 inches", { shape: "circle", widthInches: 13, heightInches: 13 }],
    ["a die-cut above 12 inches", { shape: "die-cut", sizeInches: 12.25 }],
    ["a die-cut below 1 inch", { shape: "die-cut", sizeInches: 0.5 }],
  ])("%s", async (_label, line) => {
    // #34: the message names the bound the value breaks, not the whole rule.
    expect(await expectRefused(line)).toMatch(
      /(widthInches|heightInches|sizeInches) must be at (least 1"|most 12")\.$/,
    );
  });

  it.each([
    ["a width of 2.3 inches", { shape: "square", widthInches: 2.3, heightInches: 2 }],
    ["a height of 3.1 inches", { shape: "square", widthInches: 2, heightInches: 3.1 }],
    ["a circle of 2.6 inches", { shape: "circle", widthInches: 2.6, heightInches: 2.6 }],
    ["a die-cut of 3.01 inches", { shape: "die-cut", sizeInches: 3.01 }],
  ])('%s (not a multiple of 0.25")', async (_label, line) => {
    expect(await expectRefused(line)).toMatch(/steps of 0\.25"/);
  });

  it.each([
    ["an unknown shape", { shape: "hexagon", widthInches: 2, heightInches: 2 }],
    ["a shape in capitals", { shape: "Square", widthInches: 2, heightInches: 2 }],
    ["an empty shape", { shape: "", widthInches: 2, heightInches: 2 }],
    ["a shape that is not a string", { shape: 1, widthInches: 2, heightInches: 2 }],
  ])("%s", async (_label, line) => {
    expect(await expectRefused(line)).toMatch(/shape must be one of square, circle, die-cut/);
  });

  it("a sizeId together with a shape", async () => {
    const sizeId = (await findSize('3" square')).id;
    expect(await expectRefused({ sizeId, shape: "square", widthInches: 3, heightInches: 3 })).toMatch(
      /either sizeId or a custom shape/,
    );
    expect(await expectRefused({ sizeId, shape: "die-cut", sizeInches: 3 })).toMatch(/either sizeId/);
  });

  it("a custom width or height without a shape", async () => {
    expect(await expectRefused({ widthInches: 3, heightInches: 3 })).toMatch(/needs its shape/);
    const sizeId = (await findSize('3" square')).id;
    expect(await expectRefused({ sizeId, widthInches: 3, heightInches: 3 })).toMatch(/needs its shape/);
  });

  it("a die-cut given a width or height, or no size", async () => {
    expect(await expectRefused({ shape: "die-cut", sizeInches: 3, widthInches: 3 })).toMatch(/takes sizeInches/);
    expect(await expectRefused({ shape: "die-cut", widthInches: 3, heightInches: 2 })).toMatch(/sizeInches/);
    expect(await expectRefused({ shape: "die-cut" })).toMatch(/sizeInches is required/);
  });

  it("a rectangle or circle given sizeInches, or a rectangle without its height", async () => {
    expect(await expectRefused({ shape: "square", sizeInches: 3 })).toMatch(/takes widthInches and heightInches/);
    expect(await expectRefused({ shape: "square", widthInches: 3 })).toMatch(/heightInches is required/);
    expect(await expectRefused({ shape: "circle", sizeInches: 3, widthInches: 3 })).toMatch(/widthInches/);
  });

  it("a circle with unequal sides", async () => {
    expect(await expectRefused({ shape: "circle", widthInches: 3, heightInches: 3.5 })).toMatch(/must be equal/);
  });

  it("sides sent as strings", async () => {
    await expectRefused({ shape: "square", widthInches: "3", heightInches: "3" });
    await expectRefused({ shape: "die-cut", sizeInches: "3" });
  });

  it.each([
    ["a custom circle", { shape: "circle", widthInches: 3.5, heightInches: 3.5 }],
    ["a die-cut", { shape: "die-cut", sizeInches: 3 }],
  ])("rounded corners on %s", async (_label, line) => {
    expect(await expectRefused({ ...line, roundedCorners: true })).toMatch(/[Rr]ounded corners/);
  });

  it("a quantity between tiers on a custom size", async () => {
    expect(await expectRefused({ shape: "square", widthInches: 3, heightInches: 2, quantity: 120 })).toMatch(
      /Quantity must be one of/,
    );
  });
});

describe("POST /api/cart with a price from the browser", () => {
  it("ignores it and charges the server's price", async () => {
    const response = await addToCart({
      sessionId,
      designId,
      shape: "square",
      widthInches: 2.5,
      heightInches: 3,
      quantity: 100,
      unitPrice: "0.01",
      totalPrice: "0.01",
      unitPriceCents: 1,
      totalPriceCents: 1,
      price: 1,
    });
    expect(response.status).toBe(201);
    // 2.5" × 3" at 100: 85 + 15 × 3.5 / 12 = 89.375 → 89.38 (lib/pricing/price-custom-size.ts).
    expect(response.body).toMatchObject({ unitPrice: "0.89", totalPrice: "89.38" });
    const row = await prisma.cartItem.findUniqueOrThrow({ where: { id: response.body.id } });
    expect({ unit: row.unitPriceCents, total: row.totalPriceCents }).toEqual({ unit: 89, total: 8938 });
    expect((await readCart(sessionId)).body).toEqual([response.body]);
  });
});

describe("GET /api/price-quote refuses", () => {
  const good = { shape: "square", widthInches: 2.5, heightInches: 3, quantity: 100 };

  it("nothing when the query is good (the baseline of the cases below)", async () => {
    expect(await quotePrice(good)).toMatchObject({ status: 200, body: { totalPrice: "89.38" } });
  });

  it.each([
    ["an unknown shape", { shape: "oval" }],
    ["no shape", { shape: undefined }],
    ["a width below 1 inch", { widthInches: 0.5 }],
    ["a height above 12 inches", { heightInches: 12.5 }],
    ["a width that is not a number", { widthInches: "wide" }],
    ["a width of 2.3 inches", { widthInches: 2.3 }],
    ["a circle with unequal sides", { shape: "circle", widthInches: 3, heightInches: 3.5 }],
    ["a die-cut whose longest side is not a custom size", { shape: "die-cut", widthInches: 3.1, heightInches: 2 }],
    ["a die-cut side finer than a hundredth", { shape: "die-cut", widthInches: 3, heightInches: 2.005 }],
    ["a quantity between tiers", { quantity: 120 }],
    ["no quantity", { quantity: undefined }],
    ["roundedCorners other than true or false", { roundedCorners: "yes" }],
    ["rounded corners on a circle", { shape: "circle", widthInches: 3.5, heightInches: 3.5, roundedCorners: true }],
    ["rounded corners on a die-cut", { shape: "die-cut", widthInches: 3, heightInches: 2.41, roundedCorners: true }],
    [
      "rounded corners on a standard circle",
      { shape: "circle", widthInches: 3, heightInches: 3, roundedCorners: true },
    ],
  ])("%s", async (_label, change) => {
    const query = Object.fromEntries(
      Object.entries({ ...good, ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string | number | boolean>;
    const response = await quotePrice(query);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(["message"]);
    expect(response.body.message).toEqual(expect.any(String));
  });
});
