import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { readSessionId } from "@/lib/cart/read-session-id";
import { reorderCheckout } from "@/lib/reorder/reorder-checkout";
import { reorderSchema } from "@/lib/validation/reorder";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ token: string }> };

// POST /api/order-page/{token}/reorder { orderIds? } (public, the order page's "Order again"; the token is
// the key): adds the checkout's orders (or the chosen ones) to the cart of the X-Session-Id session at
// today's prices. 201 { items } (the lines added); 400 without a valid session id or with a malformed
// body; 404 for an unknown or revoked token or an order id outside the checkout; 409 when the cart
// would pass its limit; 429 over the cart-write limit.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  const sessionId = readSessionId(request);
  await enforceRateLimit("cartWrite", request, sessionId);
  const { orderIds } = await parseJsonBody(request, reorderSchema);
  const items = await reorderCheckout({ token: (await params).token, sessionId, orderIds });
  return NextResponse.json({ items }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
