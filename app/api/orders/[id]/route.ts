import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { getShopperOrder } from "@/lib/orders/get-shopper-order";
import { parseOrderId } from "@/lib/orders/parse-order-id";

type Context = { params: Promise<{ id: string }> };

// GET /api/orders/{id}: only for the session that placed the order (X-Session-Id); otherwise 404.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  const orderId = parseOrderId((await params).id);
  const order = await getShopperOrder(orderId, request.headers.get("x-session-id"));
  return NextResponse.json(order, { headers: { "Cache-Control": "private, no-store" } });
});
