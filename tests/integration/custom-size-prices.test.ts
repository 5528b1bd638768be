/** @jest-environment node */
// The price rules of custom sizes (#22) as the API applies them: a custom size equal to a standard one
// (either orientation) costs the standard price; GET /api/price-quote answers what POST /api/cart then
// charges, and the checkout charges the same; a die-cut costs what a rectangle of its bounding box costs.
// (That prices never fall as the area or the quantity grows is unit-tested in lib/pricing.)
import { checkoutCart } from "../helpers/checkout-flow";
import { addToCart, quotePrice, uploadArtwork, type ArtworkName } from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { createDesignRow, findSize, makeSessionId } from "../helpers/fixtures";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

const TIERS = [50, 100, 150, 200, 300, 400, 500] as const;

/** A new session with a design of its own (a cart takes only its own session's designs). */
async function newCart() {
  const sessionId = makeSessionId();
  const design = await createDesignRow({ sessionId });
  return { sessionId, designId: design.id };
}

describe("a custom size equal to a standard one costs the standard price", () => {
  // [standard size, custom shape, width, height]: either orientation of the 2x4.
  const EQUALS = [
    ['2"', "square", 2, 2],
    ['3" square', "square", 3, 3],
    ['4"', "square", 4, 4],
    ["2x4", "square", 2, 4],
    ["2x4", "square", 4, 2],
    ['3" circle', "circle", 3, 3],
  ] as const;

  it.each(EQUALS)("%s as a custom %s %p × %p, every tier, in the cart and the quote", async (name, shape, w, h) => {
    const { sessionId, designId } = await newCart();
    const sizeId = (await findSize(name)).id;
    const cornersToo = shape === "square" ? [false, true] : [false];
    for (const quantity of TIERS) {
      for (const roundedCorners of cornersToo) {
        const standard = await addToCart({ sessionId, designId, sizeId, quantity, roundedCorners });
        const custom = await addToCart({
          sessionId,
          designId,
          shape,
          widthInches: w,
          heightInches: h,
          quantity,
          roundedCorners,
        });
        expect([standard.status, custom.status]).toEqual([201, 201]);
        expect(custom.body).toMatchObject({
          sizeId: null,
          shape,
          widthInches: w,
          heightInches: h,
          unitPrice: standard.body.unitPrice,
          totalPrice: standard.body.totalPrice,
        });
        const quote = await quotePrice({ shape, widthInches: w, heightInches: h, quantity, roundedCorners });
        expect(quote.body).toEqual({ unitPrice: standard.body.unitPrice, totalPrice: standard.body.totalPrice });
      }
    }
  });

  it("by the spec's tables (worked by hand)", async () => {
    const { sessionId, designId } = await newCart();
    const add = async (line: Record<string, unknown>) =>
      (await addToCart({ sessionId, designId, ...line })).body.totalPrice;
    // The custom rule would give 90.00 for 2" × 4" at 100 (85 + 15 × 4 / 12) and 91.25 for 3" × 3":
    // these lines are the standard tables' 95.00, 92.00 (circle) and 225.00.
    expect(await add({ shape: "square", widthInches: 4, heightInches: 2, quantity: 100 })).toBe("95.00");
    expect(await add({ shape: "circle", widthInches: 3, heightInches: 3, quantity: 100 })).toBe("92.00");
    expect(await add({ shape: "square", widthInches: 3, heightInches: 3, quantity: 300 })).toBe("225.00");
    expect(await add({ shape: "square", widthInches: 2, heightInches: 4, quantity: 200, roundedCorners: true })).toBe(
      "180.00",
    );
  });
});

describe("the custom rule through the API (worked by hand from lib/pricing/price-custom-size.ts)", () => {
  it.each([
    // A ≤ 4 sq in: the 2" table.
    ['a 1" square at 50', "50.00", { shape: "square", widthInches: 1, heightInches: 1, quantity: 50 }],
    ['a 1.75" circle at 400', "280.00", { shape: "circle", widthInches: 1.75, heightInches: 1.75, quantity: 400 }],
    // 4 < A ≤ 16: 2" and 4" interpolated by area. 2.5 × 3 at 100: 85 + 15 × 3.5 / 12 = 89.375.
    ['2.5" × 3" at 100', "89.38", { shape: "square", widthInches: 2.5, heightInches: 3, quantity: 100 }],
    // A 3.5" circle (12.25 sq in) at 50: 50 + 10 × 8.25 / 12 = 56.875.
    ['a 3.5" circle at 50', "56.88", { shape: "circle", widthInches: 3.5, heightInches: 3.5, quantity: 50 }],
    // A > 16: the 4" table × (1 + (A − 16) / 32). 5 × 5 at 200: 175 × 1.28125 = 224.21875.
    ['5" × 5" at 200', "224.22", { shape: "square", widthInches: 5, heightInches: 5, quantity: 200 }],
    // 12 × 12 at 500: 400 × (1 + 128 / 32) = 2,000.
    ['12" × 12" at 500', "2000.00", { shape: "square", widthInches: 12, heightInches: 12, quantity: 500 }],
    // 225 + 30 × 3.5 / 12 = 233.75, but #35 caps a custom size at the cheapest standard size of equal or
    // larger area (7.5 sq in: the 3" square's 225 at 300); rounded corners add 0.05 a sticker, 300 × 0.05.
    [
      '2.5" × 3" at 300 with rounded corners',
      "240.00",
      { shape: "square", widthInches: 2.5, heightInches: 3, quantity: 300, roundedCorners: true },
    ],
  ])("%s costs %s", async (_label, total, line) => {
    const { sessionId, designId } = await newCart();
    const added = await addToCart({ sessionId, designId, ...line });
    expect(added).toMatchObject({ status: 201, body: { totalPrice: total } });
    expect((await quotePrice(line)).body.totalPrice).toBe(total);
  });
});

describe("GET /api/price-quote equals what the cart charges", () => {
  const SIZES = [
    ["square", 1, 1],
    ["square", 2.75, 1.5],
    ["square", 1.25, 4],
    ["square", 6.25, 3],
    ["square", 12, 11.75],
    ["circle", 1, 1],
    ["circle", 4.5, 4.5],
    ["circle", 12, 12],
  ] as const;

  it.each(SIZES)("a %s %p × %p at every tier, and the checkout charges it", async (shape, w, h) => {
    const { sessionId, designId } = await newCart();
    const corners = shape === "square" ? [false, true] : [false];
    let expectedSubtotal = 0;
    for (const quantity of TIERS) {
      for (const roundedCorners of corners) {
        const query = { shape, widthInches: w, heightInches: h, quantity, roundedCorners };
        const quote = await quotePrice(query);
        expect(quote.status).toBe(200);
        // #35: no shared cache keeps a quote, so a catalogue change shows on the next one.
        expect(quote.headers.get("cache-control") ?? "").not.toMatch(/public|max-age/);
        const added = await addToCart({ sessionId, designId, ...query });
        expect(added.status).toBe(201);
        expect({ unitPrice: added.body.unitPrice, totalPrice: added.body.totalPrice }).toEqual(quote.body);
        expectedSubtotal += Math.round(Number(quote.body.totalPrice) * 100);
      }
    }
    const { quote, orderIds } = await checkoutCart(sessionId, { pay: false });
    expect(Math.round(Number(quote.subtotal) * 100)).toBe(expectedSubtotal);
    const orders = await prisma.order.findMany({ where: { id: { in: orderIds } } });
    expect(orders.reduce((sum, order) => sum + order.totalPriceCents + order.discountCents, 0)).toBe(expectedSubtotal);
  });
});

describe("a die-cut costs what a rectangle of its bounding box costs", () => {
  it.each([
    [3.5, 2.5],
    [6, 1.25],
    [1, 1],
    [12, 12],
    [2.25, 4.75],
  ])("a %p × %p bounding box, every tier", async (w, h) => {
    for (const quantity of TIERS) {
      const dieCut = await quotePrice({ shape: "die-cut", widthInches: w, heightInches: h, quantity });
      const rectangle = await quotePrice({ shape: "square", widthInches: w, heightInches: h, quantity });
      expect([dieCut.status, rectangle.status]).toEqual([200, 200]);
      expect(dieCut.body).toEqual(rectangle.body);
    }
  });

  it.each<[ArtworkName, number[]]>([
    ["dolphin_enrique_meza_c_01.png", [1, 3, 7.25]],
    ["saturn_dan_gerhards_01.png", [2.5, 12]],
  ])("%s: each die-cut line costs the quote of its own bounding box", async (artwork, sizes) => {
    const sessionId = makeSessionId();
    const designId = (await uploadArtwork(artwork, sessionId)).id;
    for (const [index, sizeInches] of sizes.entries()) {
      const quantity = TIERS[(index * 3) % TIERS.length] as number;
      const added = await addToCart({ sessionId, designId, shape: "die-cut", sizeInches, quantity });
      expect(added.status).toBe(201);
      const { widthInches, heightInches } = added.body;
      expect(Math.max(widthInches, heightInches)).toBeCloseTo(sizeInches, 2);
      const quote = await quotePrice({ shape: "die-cut", widthInches, heightInches, quantity });
      expect(quote.status).toBe(200);
      expect({ unitPrice: added.body.unitPrice, totalPrice: added.body.totalPrice }).toEqual(quote.body);
    }
  });
});
