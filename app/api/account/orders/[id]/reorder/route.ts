import { NextResponse } from "next/server";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";
import { reorderCustomerOrder } from "@/lib/accounts/reorder-customer-order";
import { checkSameOrigin } from "@/lib/api/check-same-origin";
import { notFound, unauthorized, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { readSessionId } from "@/lib/cart/read-session-id";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/account/orders/{id}/reorder (the account's "Order again"; the cart session in X-Session-Id):
// adds the signed-in customer's order to that cart at today's prices. 201 { items }; 400 without a valid
// session id; 401 { message } when not signed in; 404 for an order that is not theirs or does not exist;
// 409 when the cart would pass its limit or a stock was retired; 403 from another site; 429 over the limit.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  checkSameOrigin(request);
  const sessionId = readSessionId(request);
  const { id } = await params;
  const customer = await readSignedInCustomer(request.headers);
  if (!customer) throw unauthorized("Please sign in to order again from your account.");
  await enforceRateLimit("cartWrite", request, sessionId);
  if (!/^[1-9][0-9]{0,9}$/.test(id)) throw notFound("Order not found");
  const items = await reorderCustomerOrder(Number(id), customer.email, sessionId);
  return NextResponse.json({ items }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
