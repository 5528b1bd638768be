// GET /api/orders/{id} answers an order to an admin bearer token (decisions.md) or to the session that
// placed it (X-Session-Id); anyone else, a forged or signed-out token included, gets 404.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { createOrderRow, makeSessionId, resetShopData } from "../helpers/fixtures";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { DELETE as signOut } from "@/app/api/admin/session/route";

setupTestDatabase();
beforeEach(resetShopData);

async function read(id: number, headers: Record<string, string> = {}) {
  return callRoute(getOrder, { path: `/api/orders/${id}`, params: { id: String(id) }, headers });
}

describe("GET /api/orders/{id}", () => {
  it("answers any order to an admin bearer token, with the admin fields", async () => {
    const order = await createOrderRow({ sessionId: makeSessionId(), customerEmail: "shopper@example.com" });
    const response = await read(order.id, await adminHeaders());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: order.id,
      customerEmail: "shopper@example.com",
      status: "paid",
      amountMismatch: null,
      testPayment: false,
    });
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("answers 404 to an admin token for a missing order", async () => {
    const response = await read(999_999, await adminHeaders());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it("keeps the shopper path and the 404 for everyone else (no token, forged or signed-out token, other session)", async () => {
    const sessionId = makeSessionId();
    const order = await createOrderRow({ sessionId });
    expect((await read(order.id, { "X-Session-Id": sessionId })).status).toBe(200);
    expect((await read(order.id)).status).toBe(404);
    expect((await read(order.id, { "X-Session-Id": makeSessionId() })).status).toBe(404);
    expect((await read(order.id, { authorization: `Bearer ${"x".repeat(40)}.${"y".repeat(40)}` })).status).toBe(404);

    const headers = await adminHeaders();
    expect((await callRoute(signOut, { method: "DELETE", headers })).status).toBe(204);
    expect((await read(order.id, headers)).status).toBe(404);
  });
});
