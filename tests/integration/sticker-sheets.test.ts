/** @jest-environment node */
// Sticker sheets (#39), the product: a 5.5" × 8.5" sheet of real clip art (uploaded through the upload route,
// traced there) added through POST /api/cart with the server the authority: it cuts every sticker, checks
// the sheet rules on the cut lines, prices the sheet over the catalogue's sheet tiers, and answers 400 with
// the first broken rule, storing nothing. A valid sheet is then checked out and paid, and its order keeps
// the layout as the cart had it.
import { checkoutCart } from "../helpers/checkout-flow";
import { addToCart, readCart, uploadArtwork } from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { makeSessionId } from "../helpers/fixtures";
import { callRoute } from "../helpers/call-route";
import { createOrderPageLink } from "../helpers/order-factories";
import { makeUploadRequest } from "../helpers/images";
import { countTableRows } from "../helpers/table-counts";
import { POST as uploadDesign } from "@/app/api/upload-design/route";
import { ADVERSARIAL_ARTWORK } from "@/lib/die-cut/__fixtures__/adversarial-artwork";
import { POST as reorder } from "@/app/api/order-page/[token]/reorder/route";
import { GET as getPlacedCheckout } from "@/app/api/orders/[id]/checkout/route";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { prisma } from "@/lib/db/client";
import { buildSpecCatalogue, SEEDED_SHEET_IDS } from "@/lib/pricing/__fixtures__/spec-catalogue";

setupTestDatabase();

const HALF_LETTER = SEEDED_SHEET_IDS['5.5" × 8.5"'];

let sessionId: string;
let designs: { dolphin: number; saturn: number; jigsaw: number };

/** The shopper's layout: three die-cuts, one turned, a circle and a square, all well apart. */
function validItems() {
  return [
    { designId: designs.dolphin, shape: "die-cut", sizeInches: 2, xInches: 0.5, yInches: 0.5, rotation: 0 },
    { designId: designs.saturn, shape: "die-cut", sizeInches: 2, xInches: 3, yInches: 0.5, rotation: 0 },
    { designId: designs.jigsaw, shape: "die-cut", sizeInches: 1.5, xInches: 0.5, yInches: 3, rotation: 90 },
    { designId: designs.dolphin, shape: "circle", widthInches: 1, xInches: 3, yInches: 3, rotation: 0 },
    {
      designId: designs.saturn,
      shape: "square",
      widthInches: 1,
      heightInches: 1.5,
      xInches: 0.5,
      yInches: 6,
      rotation: 0,
    },
  ];
}

const sheetBody = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  product: "sheet",
  sessionId,
  sheetSizeId: HALF_LETTER,
  items,
  quantity: 25,
  ...extra,
});

beforeAll(async () => {
  sessionId = makeSessionId();
  designs = {
    dolphin: (await uploadArtwork("dolphin_enrique_meza_c_01.png", sessionId)).id,
    saturn: (await uploadArtwork("saturn_dan_gerhards_01.png", sessionId)).id,
    jigsaw: (await uploadArtwork("jigsaw_green_12.png", sessionId)).id,
  };
}, 60_000);

describe("the catalogue's sheets", () => {
  it("are seeded as the fixture says: three sizes over 10, 25, 50 and 100 sheets", async () => {
    const { sheets } = await getCatalogue();
    expect(sheets).toEqual(buildSpecCatalogue().sheets);
  });
});

describe("POST /api/cart with a sticker sheet", () => {
  const moved = (index: number, change: Record<string, unknown>) =>
    validItems().map((item, at) => (at === index ? { ...item, ...change } : item));

  it.each([
    [
      'a sticker under 1/2"',
      () => sheetBody(moved(4, { widthInches: 0.375, heightInches: 0.375 })),
      /^Sticker 5 \(saturn_dan_gerhards_01\.png\) is smaller than 0\.5"/,
    ],
    [
      "a sticker off the sheet",
      () => sheetBody(moved(3, { xInches: 5 })),
      /^Sticker 4 \(dolphin.*\) is off the sheet\.$/,
    ],
    [
      "a sticker within 1/8\" of the sheet's edge",
      () => sheetBody(moved(4, { xInches: 0.0625 })),
      /^Sticker 5 \(saturn.*\) is closer than 1\/8" to the sheet's edge\.$/,
    ],
    [
      "two stickers that overlap",
      () => sheetBody(moved(3, { xInches: 0.75, yInches: 0.5 })),
      /^Sticker 4 \(dolphin.*\) overlaps Sticker 1 \(dolphin.*\)\.$/,
    ],
    [
      'two stickers closer than 1/8"',
      // The square 1" wide at x 0.5 ends at 1.5; another square 1/16" after it.
      () =>
        sheetBody([
          ...validItems(),
          {
            designId: designs.jigsaw,
            shape: "square",
            widthInches: 1,
            heightInches: 1,
            xInches: 1.5625,
            yInches: 6,
            rotation: 0,
          },
        ]),
      /^Sticker 6 \(jigsaw_green_12\.png\) is closer than 1\/8" to Sticker 5 \(saturn.*\)\.$/,
    ],
    [
      "a sheet size the shop does not sell",
      () => sheetBody(validItems(), { sheetSizeId: 999 }),
      /^Sheet size not found$/,
    ],
    [
      "a quantity that is not a sheet tier",
      () => sheetBody(validItems(), { quantity: 12 }),
      /^Quantity must be one of 10, 25, 50, 100$/,
    ],
    ["an empty sheet", () => sheetBody([]), /^items: Add at least one sticker to the sheet$/],
    [
      "more stickers than a sheet holds",
      () => sheetBody(Array.from({ length: 101 }, () => validItems()[4])),
      /^items: A sheet holds at most 100 stickers$/,
    ],
    [
      "a turn that is not a quarter",
      () => sheetBody(moved(0, { rotation: 45 })),
      /^items\.0\.rotation: rotation must be 0, 90, 180 or 270$/,
    ],
    ['a size between two 1/8" steps', () => sheetBody(moved(0, { sizeInches: 2.1 })), /steps of 1\/8"/],
    ["a price sent by the browser is not a way in", () => sheetBody(validItems(), { quantity: "25" }), /quantity/],
  ])("refuses %s with its reason, storing nothing", async (_, body, message) => {
    const before = await countTableRows();
    const response = await addToCart(body());
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
    expect(await countTableRows()).toEqual(before);
  });

  it.each(["comb of 400 hair-thin teeth, 1200 px", "dots every 2 px, 1200 px", "dithered noise 50%, 1200 px"] as const)(
    "answers hostile artwork (%s) as die-cuts on a full sheet with a clear refusal or a checked layout, never a hang",
    async (pattern) => {
      const request = makeUploadRequest(
        [{ bytes: await ADVERSARIAL_ARTWORK[pattern](), name: "hostile.png", type: "image/png" }],
        { sessionId },
      );
      const upload = await uploadDesign(request, undefined);
      expect(upload.status).toBe(201);
      const { id } = (await upload.json()) as { id: number };
      const before = await countTableRows();
      // 40 copies at 1/2": each cut once, the sheet's 780 pairs checked in the geometry pool.
      const items = Array.from({ length: 40 }, (_, index) => ({
        designId: id,
        shape: "die-cut",
        sizeInches: 0.5,
        xInches: 0.25 + (index % 5) * 1,
        yInches: 0.25 + Math.floor(index / 5) * 1,
        rotation: 0,
      }));
      const started = Date.now();
      const response = await addToCart(sheetBody(items));
      expect(Date.now() - started).toBeLessThan(30_000);
      if (response.status === 201) {
        expect(await prisma.sheetSticker.count({ where: { cartItemId: (response.body as { id: number }).id } })).toBe(
          40,
        );
        await prisma.cartItem.delete({ where: { id: (response.body as { id: number }).id } });
      } else {
        expect([400, 422]).toContain(response.status);
        expect((response.body as { message: string }).message).toMatch(/\w/);
        expect(await countTableRows()).toEqual(before);
      }
    },
    60_000,
  );

  it("refuses a design of another session as unknown", async () => {
    const stranger = await uploadArtwork("rainbow_linda_kim_01.png", makeSessionId());
    const before = await countTableRows();
    const response = await addToCart(sheetBody(moved(0, { designId: stranger.id })));
    expect(response).toMatchObject({ status: 400, body: { message: "Design not found" } });
    expect(await countTableRows()).toEqual(before);
  });

  it("adds a valid sheet priced by the sheet, then checks it out with its layout frozen on the order", async () => {
    const response = await addToCart(sheetBody(validItems(), { roundedCorners: true, materialId: "clear-vinyl" }));
    expect(response.status).toBe(201);
    // 25 sheets of 5.5" × 8.5": $55.00 on white vinyl; clear vinyl 115 % = $63.25, corners 25 × 5¢ = $64.50.
    expect(response.body).toMatchObject({
      sheetSizeId: HALF_LETTER,
      shape: "square",
      widthInches: 5.5,
      heightInches: 8.5,
      sizeName: 'Sticker sheet 5.5" × 8.5", 5 stickers',
      quantity: 25,
      totalPrice: "64.50",
      materialName: "Clear vinyl",
      designId: designs.dolphin,
    });
    const cartItemId = (response.body as { id: number }).id;
    const cartStickers = await prisma.sheetSticker.findMany({ where: { cartItemId }, orderBy: { position: "asc" } });
    expect(
      cartStickers.map(({ designId, shape, xInches, yInches, rotation }) => ({
        designId,
        shape,
        xInches,
        yInches,
        rotation,
      })),
    ).toEqual(
      validItems().map(({ designId, shape, xInches, yInches, rotation }) => ({
        designId,
        shape,
        xInches,
        yInches,
        rotation,
      })),
    );
    // The server cut each die-cut at its size: the longer side of its line's box is the size asked.
    for (const sticker of cartStickers.filter((row) => row.shape === "die-cut")) {
      expect(sticker.cutLine).toMatch(/^M/);
      expect(Math.max(sticker.widthInches, sticker.heightInches)).toBeCloseTo(
        sticker.designId === designs.jigsaw ? 1.5 : 2,
        1,
      );
    }
    expect(cartStickers.find((row) => row.shape === "circle")).toMatchObject({
      widthInches: 1,
      heightInches: 1,
      cutLine: null,
    });

    const cart = await readCart(sessionId);
    // The cart draws the sheet: every sticker where it lies, each with its own design's picture.
    const drawn = (cart.body as { sheetStickers: { imageUrl: string; xInches: number; shape: string }[] }[])[0]!
      .sheetStickers;
    expect(drawn.map(({ xInches, shape }) => ({ xInches, shape }))).toEqual(
      validItems().map(({ xInches, shape }) => ({ xInches, shape })),
    );
    expect(drawn.every((sticker) => sticker.imageUrl.startsWith("/uploads/"))).toBe(true);
    expect(cart.body).toEqual([
      expect.objectContaining({ id: cartItemId, totalPrice: "64.50", sheetSizeId: HALF_LETTER }),
    ]);

    const { orderIds, quote, paymentId } = await checkoutCart(sessionId);
    expect(quote).toMatchObject({ subtotal: "64.50" });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: orderIds[0] },
      include: { sheetStickers: { orderBy: { position: "asc" } } },
    });
    expect(order).toMatchObject({
      sheetSizeId: HALF_LETTER,
      sizeName: 'Sticker sheet 5.5" × 8.5", 5 stickers',
      quantity: 25,
      totalPriceCents: 6450,
      roundedCorners: true,
      materialId: "clear-vinyl",
      status: "paid",
    });
    const strip = (row: (typeof cartStickers)[number]) => ({ ...row, id: 0, cartItemId: null, orderId: null });
    expect(order.sheetStickers.map(strip)).toEqual(cartStickers.map(strip));
    expect(order.sheetStickers.every((row) => row.orderId === order.id && row.cartItemId === null)).toBe(true);

    // The success page names the sheets and draws the sheet.
    const success = await callRoute(getPlacedCheckout, {
      params: { id: String(order.id) },
      headers: { "x-session-id": sessionId },
    });
    expect(success.body).toMatchObject({
      orders: [{ type: "Sticker sheet", quantityLabel: "25 sheets", sheetStickers: expect.any(Array) as unknown }],
    });
    expect((success.body as { orders: { sheetStickers: unknown[] }[] }).orders[0]!.sheetStickers).toHaveLength(5);

    // Ordered again from the order page, into another browser's cart: the same stickers where they were.
    const { token } = await createOrderPageLink(paymentId);
    const again = makeSessionId();
    const reordered = await callRoute(reorder, {
      method: "POST",
      path: `/api/order-page/${token}/reorder`,
      body: {},
      headers: { "x-session-id": again },
      params: { token },
    });
    expect(reordered.status).toBe(201);
    const line = await prisma.cartItem.findFirstOrThrow({
      where: { sessionId: again },
      include: { sheetStickers: { orderBy: { position: "asc" } } },
    });
    expect(line).toMatchObject({ sheetSizeId: HALF_LETTER, sizeName: order.sizeName, totalPriceCents: 6450 });
    expect(line.sheetStickers.map(strip)).toEqual(cartStickers.map(strip));
  }, 60_000);
});
