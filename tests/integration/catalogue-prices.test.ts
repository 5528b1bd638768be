/** @jest-environment node */
// Issue 35, "Prices" and "API": the owner's catalogue prices the quote, the cart, the checkout and the
// reorder at once (every instance checks the catalogue's version stamp); material and finish are
// optional, default to the default ones and are refused when unknown or inactive; an order keeps the
// price and the names it was sold with. The catalogue is changed here as the admin's writes change it
// (rows, then the version stamp, in one transaction: tests/helpers/catalogue-changes.ts).
import { callRoute } from "../helpers/call-route";
import {
  addQuantityTier,
  changeCatalogue,
  restoreSpecCatalogue,
  setFinishActive,
  setMaterialActive,
  setSizeTotal,
} from "../helpers/catalogue-changes";
import { checkoutCart, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { addToCart, quotePrice, readCart } from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { createDesignRow, makeSessionId, resetShopData } from "../helpers/fixtures";
import { createOrderPageLink } from "../helpers/order-factories";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as reorder } from "@/app/api/order-page/[token]/reorder/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

const SPEC_STOCK = {
  materialId: "white-vinyl",
  materialName: "White vinyl",
  finishId: "gloss",
  finishName: "Gloss laminate",
};
const HOLO_MATTE = {
  materialId: "holographic",
  materialName: "Holographic",
  finishId: "matte",
  finishName: "Matte laminate",
};
const SPEC_TIERS_MESSAGE = "Quantity must be one of 50, 100, 150, 200, 300, 400, 500";

let sizeIds: Record<string, number>;
const sizeId = (name: string) => sizeIds[name] as number;

beforeAll(async () => {
  const sizes = await prisma.stickerSize.findMany({ select: { id: true, name: true } });
  sizeIds = Object.fromEntries(sizes.map((size) => [size.name, size.id]));
});

beforeEach(async () => {
  await resetShopData();
  await prisma.rateLimit.deleteMany();
  await restoreSpecCatalogue(sizeIds);
});

/** A new session with a design of its own. */
async function newCart() {
  const sessionId = makeSessionId();
  const design = await createDesignRow({ sessionId });
  return { sessionId, designId: design.id };
}

/** The 3" square as a custom size (equal to the standard one, so priced by its row). */
const SQUARE_3_QUOTE = { shape: "square", widthInches: 3, heightInches: 3 };

function readOrder(id: number, sessionId: string) {
  return callRoute(getOrder, {
    path: `/api/orders/${id}`,
    params: { id: String(id) },
    headers: { "x-session-id": sessionId },
  });
}

describe("an unconfigured shop", () => {
  it("prices as the spec and names the default material and finish on the line, the order and the cart", async () => {
    const { sessionId, designId } = await newCart();
    const added = await addToCart({ sessionId, designId, sizeId: sizeId('3" circle'), quantity: 100 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ unitPrice: "0.92", totalPrice: "92.00", ...SPEC_STOCK });
    expect((await readCart(sessionId)).body).toEqual([expect.objectContaining(SPEC_STOCK)]);
    expect((await quotePrice({ ...SQUARE_3_QUOTE, quantity: 100 })).body).toEqual({
      unitPrice: "0.90",
      totalPrice: "90.00",
    });
    const { quote, orderIds } = await checkoutCart(sessionId);
    expect(quote).toMatchObject({ subtotal: "92.00", shipping: "5.00", total: "97.00" });
    const order = await readOrder(orderIds[0] as number, sessionId);
    expect(order.body).toMatchObject({ totalPrice: "92.00", ...SPEC_STOCK });
  });

  it("refuses a quantity that is not one of the tiers, with the tiers named, storing nothing", async () => {
    const { sessionId, designId } = await newCart();
    for (const quantity of [75, 49, 1000, 100.5]) {
      const added = await addToCart({ sessionId, designId, sizeId: sizeId('2"'), quantity });
      expect(added).toMatchObject({ status: 400, body: { message: SPEC_TIERS_MESSAGE } });
      const quoted = await quotePrice({ ...SQUARE_3_QUOTE, quantity });
      expect(quoted).toMatchObject({ status: 400, body: { message: SPEC_TIERS_MESSAGE } });
    }
    expect(await prisma.cartItem.count()).toBe(0);
  });
});

describe("a change to the catalogue", () => {
  it("reaches the quote and the cart at once", async () => {
    expect((await quotePrice({ ...SQUARE_3_QUOTE, quantity: 100 })).body.totalPrice).toBe("90.00");
    await setSizeTotal(sizeId('3" square'), 100, 9_550);
    expect((await quotePrice({ ...SQUARE_3_QUOTE, quantity: 100 })).body).toEqual({
      unitPrice: "0.96",
      totalPrice: "95.50",
    });
    const { sessionId, designId } = await newCart();
    const added = await addToCart({ sessionId, designId, sizeId: sizeId('3" square'), quantity: 100 });
    expect(added.body).toMatchObject({ totalPrice: "95.50" });
    // A tier the owner adds is sold at once, and the message names it.
    await addQuantityTier(1000, Object.fromEntries(Object.values(sizeIds).map((id) => [id, 70_000])));
    const thousand = await addToCart({ sessionId, designId, sizeId: sizeId('3" square'), quantity: 1000 });
    expect(thousand.body).toMatchObject({ quantity: 1000, unitPrice: "0.70", totalPrice: "700.00" });
    expect((await addToCart({ sessionId, designId, sizeId: sizeId('2"'), quantity: 75 })).body.message).toBe(
      `${SPEC_TIERS_MESSAGE}, 1000`,
    );
  });

  it("shows a line already in the cart at today's price and names, as the checkout charges it", async () => {
    const { sessionId, designId } = await newCart();
    await addToCart({ sessionId, designId, sizeId: sizeId('3" square'), quantity: 100, materialId: "holographic" });
    expect((await readCart(sessionId)).body[0]).toMatchObject({ totalPrice: "117.00", materialName: "Holographic" });
    await setSizeTotal(sizeId('3" square'), 100, 10_000);
    await changeCatalogue((tx) =>
      tx.material.update({ where: { id: "holographic" }, data: { name: "Rainbow holographic" } }),
    );
    const [line] = (await readCart(sessionId)).body;
    expect(line).toMatchObject({ unitPrice: "1.30", totalPrice: "130.00", materialName: "Rainbow holographic" });
    const quote = await quoteCheckout(sessionId);
    expect(quote.status).toBe(200);
    expect(quote.body.subtotal).toBe(line.totalPrice);
    // A line whose material was deactivated keeps what it was added with; the checkout refuses it.
    await setMaterialActive("holographic", false);
    expect((await readCart(sessionId)).body[0]).toMatchObject({ totalPrice: "117.00", materialName: "Holographic" });
    expect((await quoteCheckout(sessionId)).status).toBe(409);
  });

  it("a renamed size keeps its prices (looked up by id, not by name)", async () => {
    await changeCatalogue((tx) =>
      tx.stickerSize.update({ where: { id: sizeId('3" circle') }, data: { name: "Round 3 inch" } }),
    );
    const { sessionId, designId } = await newCart();
    const added = await addToCart({ sessionId, designId, sizeId: sizeId('3" circle'), quantity: 100 });
    // The spec's 3" circle total at 100, not the 2" table's 85.00 an unknown name used to fall back to.
    expect(added.body).toMatchObject({ sizeName: "Round 3 inch", totalPrice: "92.00" });
    const { quote } = await checkoutCart(sessionId, { pay: false });
    expect(quote.subtotal).toBe("92.00");
  });

  it("a size renamed after the line was added: the cart and the order name it as today", async () => {
    const { sessionId, designId } = await newCart();
    await addToCart({ sessionId, designId, sizeId: sizeId('3" circle'), quantity: 100 });
    await changeCatalogue((tx) =>
      tx.stickerSize.update({ where: { id: sizeId('3" circle') }, data: { name: "Round 3 inch" } }),
    );
    expect((await readCart(sessionId)).body[0]).toMatchObject({ sizeName: "Round 3 inch", totalPrice: "92.00" });
    const { orderIds } = await checkoutCart(sessionId, { pay: false });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderIds[0] }, select: { sizeName: true } });
    expect(order.sizeName).toBe("Round 3 inch");
  });

  it("a retired size is gone from the cart", async () => {
    await changeCatalogue((tx) => tx.stickerSize.update({ where: { id: sizeId("2x4") }, data: { active: false } }));
    const { sessionId, designId } = await newCart();
    const added = await addToCart({ sessionId, designId, sizeId: sizeId("2x4"), quantity: 50 });
    expect(added).toMatchObject({ status: 400, body: { message: "Sticker size not found" } });
  });
});

describe("materials and finishes", () => {
  it("price a line by their factors, once rounded, and the line carries their ids and names", async () => {
    const { sessionId, designId } = await newCart();
    // 3" square at 100: 90.00 × 130 % × 100 % = 117.00; with corners + 100 × 0.05.
    const line = { sizeId: sizeId('3" square'), quantity: 100, materialId: "holographic", finishId: "matte" };
    const added = await addToCart({ sessionId, designId, ...line });
    expect(added.body).toMatchObject({ totalPrice: "117.00", unitPrice: "1.17", ...HOLO_MATTE });
    const cornered = await addToCart({ sessionId, designId, ...line, roundedCorners: true });
    expect(cornered.body).toMatchObject({ totalPrice: "122.00" });
    // Clear vinyl at 115 %: a custom 2.5" × 3" at 100 is 89.375 × 1.15 = 102.78125 → 102.78 (rounded once).
    const quoted = await quotePrice({
      shape: "square",
      widthInches: 2.5,
      heightInches: 3,
      quantity: 100,
      materialId: "clear-vinyl",
    });
    expect(quoted.body).toEqual({ unitPrice: "1.03", totalPrice: "102.78" });
    expect((await readCart(sessionId)).body).toEqual([
      expect.objectContaining(HOLO_MATTE),
      expect.objectContaining(HOLO_MATTE),
    ]);
  });

  it.each([
    ["an unknown material", { materialId: "gold-leaf" }, "That material is not available."],
    ["an unknown finish", { finishId: "satin" }, "That finish is not available."],
    ["an inactive material", { materialId: "holographic" }, "That material is not available."],
    ["an inactive finish", { finishId: "matte" }, "That finish is not available."],
  ])("%s is refused by the cart and the quote (400), nothing stored", async (_label, choice, message) => {
    await setMaterialActive("holographic", false);
    await setFinishActive("matte", false);
    const { sessionId, designId } = await newCart();
    const added = await addToCart({ sessionId, designId, sizeId: sizeId('2"'), quantity: 50, ...choice });
    expect(added).toMatchObject({ status: 400, body: { message } });
    const quoted = await quotePrice({ ...SQUARE_3_QUOTE, quantity: 50, ...choice });
    expect(quoted).toMatchObject({ status: 400, body: { message } });
    expect(await prisma.cartItem.count()).toBe(0);
  });

  it("a material deactivated after the line was added is refused at checkout (409 naming it), nothing stored", async () => {
    const { sessionId, designId } = await newCart();
    await addToCart({ sessionId, designId, sizeId: sizeId('2"'), quantity: 50, materialId: "holographic" });
    const quoted = await quoteCheckout(sessionId);
    expect(quoted.status).toBe(200);
    await setMaterialActive("holographic", false);
    const placed = await placeCheckout(sessionId, quoted.body.paymentId);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(
      'Holographic is no longer available for your 2" stickers. Please remove them from your cart and add them again with another material.',
    );
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: quoted.body.paymentId } })).toMatchObject({
      status: "open",
    });
    const again = await quoteCheckout(sessionId);
    expect(again).toMatchObject({ status: 409, body: { message: placed.body.message } });
  });

  it("a finish deactivated after the line was added is refused at checkout", async () => {
    const { sessionId, designId } = await newCart();
    await addToCart({ sessionId, designId, sizeId: sizeId('2"'), quantity: 50, finishId: "matte" });
    await setFinishActive("matte", false);
    const quoted = await quoteCheckout(sessionId);
    expect(quoted.status).toBe(409);
    expect(quoted.body.message).toMatch(/^Matte laminate is no longer available for your 2" stickers\./);
    expect(await prisma.payment.count()).toBe(0);
  });
});

describe("a placed order", () => {
  it("keeps the price and the names it was sold with after the catalogue changes; a reorder takes today's", async () => {
    const { sessionId, designId } = await newCart();
    await addToCart({ sessionId, designId, sizeId: sizeId('3" square'), quantity: 100, ...HOLO_MATTE });
    const { orderIds, paymentId } = await checkoutCart(sessionId);
    const id = orderIds[0] as number;
    expect((await readOrder(id, sessionId)).body).toMatchObject({ totalPrice: "117.00", ...HOLO_MATTE });

    await changeCatalogue(async (tx) => {
      await tx.material.update({
        where: { id: "holographic" },
        data: { name: "Holo rainbow", priceFactorBps: 15_000 },
      });
      await tx.finish.update({ where: { id: "matte" }, data: { name: "Soft matte" } });
      await tx.sizePrice.update({
        where: { sizeId_quantity: { sizeId: sizeId('3" square'), quantity: 100 } },
        data: { totalCents: 10_000 },
      });
    });
    expect((await readOrder(id, sessionId)).body).toMatchObject({
      totalPrice: "117.00",
      unitPrice: "1.17",
      ...HOLO_MATTE,
    });

    // Order again: the same material and finish, at today's price (100.00 × 150 %) and names.
    const { token } = await createOrderPageLink(paymentId);
    const callReorder = (session: string) =>
      callRoute(reorder, {
        method: "POST",
        path: `/api/order-page/${token}/reorder`,
        body: {},
        headers: { "x-session-id": session },
        params: { token },
      });
    const other = makeSessionId();
    const reordered = await callReorder(other);
    expect(reordered.status).toBe(201);
    expect(reordered.body.items).toEqual([
      expect.objectContaining({
        totalPrice: "150.00",
        materialId: "holographic",
        materialName: "Holo rainbow",
        finishId: "matte",
        finishName: "Soft matte",
      }),
    ]);

    // Once the material is deactivated, ordering it again is refused, and nothing is added.
    await setMaterialActive("holographic", false);
    const refused = await callReorder(makeSessionId());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Holographic is no longer available for your 3" square stickers\./);
    expect(await prisma.cartItem.count({ where: { sessionId: { not: other } } })).toBe(0);
  });
});
