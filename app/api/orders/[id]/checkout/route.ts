import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { getPlacedCheckout } from "@/lib/checkout/get-placed-checkout";
import { parseOrderId } from "@/lib/orders/parse-order-id";

type Context = { params: Promise<{ id: string }> };

// GET /api/orders/{id}/checkout: every order of the checkout that placed this one, with its amounts, for
// the success page; only to the session that placed it (X-Session-Id), anyone else gets 404.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  const orderId = parseOrderId((await params).id);
  const checkout = await getPlacedCheckout(orderId, request.headers.get("x-session-id"));
  return NextResponse.json(checkout, { headers: { "Cache-Control": "private, no-store" } });
});
