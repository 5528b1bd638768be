// The cart session id works like a password: it is read from the X-Session-Id header (or a JSON body
// field), never from a ?sessionId= query string, which ends up in access logs and browser history.
import { placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createDesignRow, makeSessionId, resetShopData } from "../helpers/fixtures";
import { GET as listDesigns } from "@/app/api/designs/route";
import { DELETE as removeCartLine } from "@/app/api/cart/[id]/route";
import { POST as paymentSuccess } from "@/app/api/orders/[id]/payment-success/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();
beforeEach(resetShopData);

describe("?sessionId= in the query string is not accepted", () => {
  it("GET /api/designs?sessionId= answers [] (the header answers the session's designs)", async () => {
    const sessionId = makeSessionId();
    await createDesignRow({ sessionId, originalName: "mine.png" });
    const byQuery = await callRoute(listDesigns, { path: `/api/designs?sessionId=${sessionId}` });
    expect(byQuery).toMatchObject({ status: 200, body: [] });
    const byHeader = await callRoute(listDesigns, { path: "/api/designs", headers: { "X-Session-Id": sessionId } });
    expect(byHeader.body.map((design: { originalName: string }) => design.originalName)).toEqual(["mine.png"]);
  });

  it("DELETE /api/cart/{itemId}?sessionId= answers 400 and removes nothing (the header removes the line)", async () => {
    const sessionId = makeSessionId();
    const line = await addCartLine(sessionId, '2"', 50);
    const byQuery = await callRoute(removeCartLine, {
      method: "DELETE",
      path: `/api/cart/${line.id}?sessionId=${sessionId}`,
      params: { id: String(line.id) },
    });
    expect(byQuery.status).toBe(400);
    expect(byQuery.body.message).toMatch(/X-Session-Id/);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(1);

    const byHeader = await callRoute(removeCartLine, {
      method: "DELETE",
      path: `/api/cart/${line.id}`,
      params: { id: String(line.id) },
      headers: { "X-Session-Id": sessionId },
    });
    expect(byHeader.status).toBe(200);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
  });

  it("POST /api/orders/{id}/payment-success?sessionId= answers 400 (the header is answered)", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const quoted = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, quoted.body.paymentId);
    expect(placed.status).toBe(201);
    const orderId = String(placed.body.orderIds[0]);

    const byQuery = await callRoute(paymentSuccess, {
      method: "POST",
      path: `/api/orders/${orderId}/payment-success?sessionId=${sessionId}`,
      params: { id: orderId },
      body: {},
    });
    expect(byQuery.status).toBe(400);

    const byHeader = await callRoute(paymentSuccess, {
      method: "POST",
      path: `/api/orders/${orderId}/payment-success`,
      params: { id: orderId },
      body: {},
      headers: { "X-Session-Id": sessionId },
    });
    expect(byHeader.status).toBe(200);
  });
});
