// Issue 13, "Reorder": "Order again" on the order page puts a checkout's orders into the caller's cart
// (the stored design reused, today's prices), and an order of a design whose proof was approved at the
// same size and corners carries that approval over at placement, so it may go straight to printing.
import {
  createCheckoutRows,
  createOrderPageLink,
  createProofImageRow,
  createProofRow,
} from "../helpers/order-factories";
import { DECLINED_CARD, payWithCard, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { createDesignRow, findSize, makeSessionId, resetShopData, stickerOf } from "../helpers/fixtures";
import { POST as reorder } from "@/app/api/order-page/[token]/reorder/route";
import { POST as addToCart } from "@/app/api/cart/route";
import { GET as readCart } from "@/app/api/cart/[id]/route";
import { GET as listDesigns } from "@/app/api/designs/route";
import { readRateLimitPoints, toRateLimitKey } from "@/lib/api/rate-limits";
import { CART_FULL_MESSAGE, MAX_CART_LINES } from "@/lib/cart/cart-items";
import { prisma } from "@/lib/db/client";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { explainPrintingBlocked } from "@/lib/domain/proof-state";

setupTestDatabase();

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await resetShopData();
});

/**
 * A paid checkout of an earlier session: a 4" rounded ×100 order whose proof 1 was approved, and a
 * 3" circle ×50 order of the same design whose proof is still unanswered. Both were priced at prices
 * that are not today's (1 cent a sticker), and the first was positioned in the design tool.
 */
async function createEarlierCheckout() {
  const uploaderSession = makeSessionId();
  const design = await createDesignRow({ sessionId: uploaderSession, originalName: "logo.png" });
  const proofImage = await createProofImageRow("proof-1.png");
  const square = await findSize('4"');
  const circle = await findSize('3" circle');
  const { payment, orders } = await createCheckoutRows({
    lines: [
      {
        sizeName: '4"',
        quantity: 100,
        roundedCorners: true,
        unitPriceCents: 1,
        scale: 80,
        xPosition: 12,
        yPosition: -7,
        proofState: "approved",
      },
      { sizeName: '3" circle', quantity: 50, unitPriceCents: 1, proofState: "sent" },
    ],
    paidAt: new Date("2026-03-01T12:05:00.000Z"),
    createdAt: new Date("2026-03-01T12:00:00.000Z"),
    order: { designId: design.id },
    payment: { sessionId: uploaderSession },
  });
  const [approved, waiting] = orders as [(typeof orders)[0], (typeof orders)[0]];
  await createProofRow(approved, {
    status: "approved",
    imageDesignId: proofImage.id,
    respondedAt: new Date("2026-03-02T09:00:00.000Z"),
  });
  await createProofRow(waiting, { imageDesignId: proofImage.id });
  const { token, linkId } = await createOrderPageLink(payment.id);
  return { payment, design, proofImage, square, circle, approved, waiting, token, linkId };
}

function callReorder(token: string, sessionId: string | null, body: unknown = {}) {
  return callRoute(reorder, {
    method: "POST",
    path: `/api/order-page/${token}/reorder`,
    body,
    headers: sessionId ? { "x-session-id": sessionId } : {},
    params: { token },
  });
}

const countLines = (sessionId: string) => prisma.cartItem.count({ where: { sessionId } });

describe("POST /api/order-page/{token}/reorder", () => {
  it("adds every order of the checkout to the caller's cart: same design, size, corners, quantity, scale and position, today's prices", async () => {
    const earlier = await createEarlierCheckout();
    const caller = makeSessionId();
    const response = await callReorder(earlier.token, caller);

    // Today's table: 4" ×100 is $100.00 plus 5 cents a sticker for rounded corners; 3" circle ×50 is $50.00.
    expect(response.status).toBe(201);
    expect(response.body.items).toEqual([
      expect.objectContaining({
        designId: earlier.design.id,
        designName: "logo.png",
        designFilename: earlier.design.filename,
        sizeId: earlier.square.id,
        sizeName: '4"',
        quantity: 100,
        roundedCorners: true,
        unitPrice: "1.05",
        totalPrice: "105.00",
        scale: 80,
        xPosition: 12,
        yPosition: -7,
      }),
      expect.objectContaining({
        designId: earlier.design.id,
        sizeId: earlier.circle.id,
        quantity: 50,
        roundedCorners: false,
        unitPrice: "1.00",
        totalPrice: "50.00",
        scale: 100,
        xPosition: 0,
        yPosition: 0,
      }),
    ]);
    const rows = await prisma.cartItem.findMany({ where: { sessionId: caller }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.designId, row.totalPriceCents, row.unitPriceCents])).toEqual([
      [earlier.design.id, 10_500, 105],
      [earlier.design.id, 5_000, 100],
    ]);

    // The cart the design tool shows lists the same lines; the stored design was reused, not copied.
    const cart = await callRoute(readCart, { path: `/api/cart/${caller}`, params: { id: caller } });
    expect(cart.body.map((item: { id: number }) => item.id)).toEqual(rows.map((row) => row.id));
    expect(await prisma.design.count({ where: { kind: "design" } })).toBe(1);
  });

  it("takes only the chosen orders, each once", async () => {
    const earlier = await createEarlierCheckout();
    const caller = makeSessionId();
    const response = await callReorder(earlier.token, caller, { orderIds: [earlier.waiting.id, earlier.waiting.id] });
    expect(response.status).toBe(201);
    expect(response.body.items).toEqual([expect.objectContaining({ sizeId: earlier.circle.id, quantity: 50 })]);
    expect(await countLines(caller)).toBe(1);
  });

  it("keeps the design its uploader's: the caller's ordinary cart add and design list still refuse it", async () => {
    const earlier = await createEarlierCheckout();
    const caller = makeSessionId();
    expect((await callReorder(earlier.token, caller)).status).toBe(201);

    const add = await callRoute(addToCart, {
      method: "POST",
      body: { sessionId: caller, designId: earlier.design.id, sizeId: earlier.square.id, quantity: 50 },
    });
    expect(add).toMatchObject({ status: 400, body: { message: "Design not found" } });
    const listed = await callRoute(listDesigns, { path: "/api/designs", headers: { "x-session-id": caller } });
    expect(listed.body).toEqual([]);
    expect(await prisma.design.findUniqueOrThrow({ where: { id: earlier.design.id } })).toMatchObject({
      sessionId: earlier.payment.sessionId,
    });
  });

  it("answers 404 and adds nothing for an unknown, malformed or revoked token", async () => {
    const earlier = await createEarlierCheckout();
    const caller = makeSessionId();
    const unknown = Buffer.alloc(32, 7).toString("base64url");
    for (const token of [unknown, "not-a-token", String(earlier.approved.id)]) {
      expect(await callReorder(token, caller)).toMatchObject({ status: 404, body: { message: "Order not found" } });
    }
    await prisma.orderLink.update({ where: { id: earlier.linkId }, data: { revokedAt: new Date() } });
    expect(await callReorder(earlier.token, caller)).toMatchObject({ status: 404 });
    expect(await countLines(caller)).toBe(0);
  });

  it("answers 404 and adds nothing when an order id is not the checkout's", async () => {
    const earlier = await createEarlierCheckout();
    const other = await createEarlierCheckout();
    const caller = makeSessionId();
    for (const orderIds of [[other.approved.id], [earlier.approved.id, other.waiting.id], [999_999]]) {
      expect(await callReorder(earlier.token, caller, { orderIds })).toMatchObject({ status: 404 });
    }
    expect(await countLines(caller)).toBe(0);
  });

  it("answers 400 without a valid session id or with a malformed body", async () => {
    const earlier = await createEarlierCheckout();
    expect(await callReorder(earlier.token, null)).toMatchObject({
      status: 400,
      body: { message: "A valid cart session id is required (X-Session-Id header)" },
    });
    expect(await callReorder(earlier.token, "session_nope")).toMatchObject({ status: 400 });
    const caller = makeSessionId();
    for (const body of [{ orderIds: [] }, { orderIds: ["1"] }, { orderIds: [1.5] }, "not json"]) {
      expect(await callReorder(earlier.token, caller, body)).toMatchObject({ status: 400 });
    }
    expect(await prisma.cartItem.count()).toBe(0);
  });

  it("holds the cart's limit: all lines or none", async () => {
    const earlier = await createEarlierCheckout();
    const caller = makeSessionId();
    const filler = await createDesignRow({ sessionId: caller });
    const fill = (count: number) =>
      prisma.cartItem.createMany({
        data: Array.from({ length: count }, () => ({
          sessionId: caller,
          designId: filler.id,
          ...stickerOf(earlier.circle),
          quantity: 50,
          unitPriceCents: 100,
          totalPriceCents: 5_000,
        })),
      });
    await fill(MAX_CART_LINES - 1);
    // Two lines would make 51.
    expect(await callReorder(earlier.token, caller)).toMatchObject({
      status: 409,
      body: { message: CART_FULL_MESSAGE },
    });
    expect(await countLines(caller)).toBe(MAX_CART_LINES - 1);
    // One fits exactly.
    expect((await callReorder(earlier.token, caller, { orderIds: [earlier.approved.id] })).status).toBe(201);
    expect(await countLines(caller)).toBe(MAX_CART_LINES);
  });

  it("is rate limited like cart adds", async () => {
    const earlier = await createEarlierCheckout();
    const caller = makeSessionId();
    // The caller's cart-write window is used up.
    await prisma.rateLimit.create({
      data: {
        key: toRateLimitKey("cartWrite", "perSession", caller),
        points: readRateLimitPoints("cartWrite", "perSession"),
        expire: new Date(Date.now() + 60_000),
      },
    });
    const response = await callReorder(earlier.token, caller);
    expect(response).toMatchObject({
      status: 429,
      body: { message: "Too many cart changes. Please wait a minute and try again." },
    });
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await countLines(caller)).toBe(0);
  });
});

describe("an approved proof carried over at placement", () => {
  /** The caller's cart after "Order again", plus a line of the same design and size with square corners. */
  async function reorderedCart() {
    const earlier = await createEarlierCheckout();
    const caller = makeSessionId();
    expect((await callReorder(earlier.token, caller)).status).toBe(201);
    await prisma.cartItem.create({
      data: {
        sessionId: caller,
        designId: earlier.design.id,
        ...stickerOf(earlier.square),
        quantity: 100,
        roundedCorners: false,
        unitPriceCents: 100,
        totalPriceCents: 10_000,
      },
    });
    return { earlier, caller };
  }

  it("marks the order of the same design, size and corners approved (proof 1 from the approved one, an event); the others wait for a proof", async () => {
    const { earlier, caller } = await reorderedCart();
    const prepared = await quoteCheckout(caller);
    const placed = await placeCheckout(caller, prepared.body.paymentId);
    expect(placed.status).toBe(201);
    const [sameId, circleId, squareCornersId] = placed.body.orderIds as number[];

    const proofs = await prisma.proof.findMany({ where: { orderId: { in: placed.body.orderIds } } });
    expect(proofs).toEqual([
      expect.objectContaining({
        orderId: sameId,
        version: 1,
        source: "reorder",
        status: "approved",
        imageDesignId: earlier.proofImage.id,
        designId: earlier.design.id,
      }),
    ]);
    const events = await prisma.orderEvent.findMany({
      where: { orderId: { in: placed.body.orderIds }, type: "proof" },
    });
    expect(events).toEqual([
      expect.objectContaining({
        orderId: sameId,
        fromStatus: "none",
        toStatus: "approved",
        actor: "system",
        detail: `Approved proof carried over from order ${formatOrderNumber(earlier.approved.id, earlier.approved.createdAt)}`,
      }),
    ]);

    expect(await payWithCard(placed.body.clientSecret)).toMatchObject({ status: 200 });
    const orders = await prisma.order.findMany({ where: { id: { in: placed.body.orderIds } }, orderBy: { id: "asc" } });
    expect(orders.map((order) => [order.id, order.status, order.proofState])).toEqual([
      [sameId, "paid", "approved"],
      // Same design, another size; and an unanswered proof is no approval.
      [circleId, "paid", "none"],
      // Same design and size, square corners: another cut.
      [squareCornersId, "paid", "none"],
    ]);
    // The printing gate lets only the carried-over order through.
    expect(orders.map((order) => explainPrintingBlocked(order, "processing"))).toEqual([
      null,
      expect.stringContaining("no proof has been sent yet"),
      expect.stringContaining("no proof has been sent yet"),
    ]);
  });

  it("carries nothing over a second time when the same checkout is submitted again after a declined card", async () => {
    const { caller } = await reorderedCart();
    const prepared = await quoteCheckout(caller);
    const placed = await placeCheckout(caller, prepared.body.paymentId);
    expect(await payWithCard(placed.body.clientSecret, DECLINED_CARD)).toMatchObject({ status: 402 });

    const again = await placeCheckout(caller, prepared.body.paymentId);
    expect(again).toMatchObject({ status: 201, body: { orderIds: placed.body.orderIds } });
    expect(await payWithCard(again.body.clientSecret)).toMatchObject({ status: 200 });

    const [sameId] = placed.body.orderIds as number[];
    expect(await prisma.proof.count({ where: { orderId: { in: placed.body.orderIds } } })).toBe(1);
    expect(await prisma.orderEvent.count({ where: { orderId: sameId, type: "proof" } })).toBe(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: sameId } })).toMatchObject({
      status: "paid",
      proofState: "approved",
    });
  });

  it.each([
    ["a newer proof was sent after the approval (withdrawn)", { proofState: "sent" }],
    ["the design sat elsewhere on the sticker (another placement)", { scale: 100, xPosition: 0, yPosition: 0 }],
  ])("carries nothing over when %s", async (_case, change) => {
    const { earlier, caller } = await reorderedCart();
    await prisma.order.update({ where: { id: earlier.approved.id }, data: change });
    const prepared = await quoteCheckout(caller);
    const placed = await placeCheckout(caller, prepared.body.paymentId);
    expect(placed.status).toBe(201);
    expect(await prisma.proof.count({ where: { orderId: { in: placed.body.orderIds } } })).toBe(0);
    const orders = await prisma.order.findMany({ where: { id: { in: placed.body.orderIds } } });
    expect(orders.map((order) => order.proofState)).toEqual(["none", "none", "none"]);
  });

  it("keeps the reordered design's placement on the new order (the cut the approval was for)", async () => {
    const { earlier, caller } = await reorderedCart();
    const prepared = await quoteCheckout(caller);
    const placed = await placeCheckout(caller, prepared.body.paymentId);
    const [sameId] = placed.body.orderIds as number[];
    expect(await prisma.order.findUniqueOrThrow({ where: { id: sameId } })).toMatchObject({
      scale: earlier.approved.scale,
      xPosition: earlier.approved.xPosition,
      yPosition: earlier.approved.yPosition,
    });
  });
});
