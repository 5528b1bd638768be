import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { hasAdminToken } from "@/lib/admin-auth/admin-token";
import { getAdminOrder } from "@/lib/orders/get-admin-order";
import { getShopperOrder } from "@/lib/orders/get-shopper-order";
import { parseOrderId } from "@/lib/orders/parse-order-id";

type Context = { params: Promise<{ id: string }> };

// GET /api/orders/{id}: any order to an admin bearer token; otherwise only to the session that placed
// it (X-Session-Id). Anyone else, a bad token included, gets the same 404 as for a missing order.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  const orderId = parseOrderId((await params).id);
  const order = (await hasAdminToken(request))
    ? await getAdminOrder(orderId)
    : await getShopperOrder(orderId, request.headers.get("x-session-id"));
  return NextResponse.json(order, { headers: { "Cache-Control": "private, no-store" } });
});
