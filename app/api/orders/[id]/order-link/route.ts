import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { readSessionId } from "@/lib/cart/read-session-id";
import { issueSessionOrderLink } from "@/lib/order-links/issue-session-order-link";
import { parseOrderId } from "@/lib/orders/parse-order-id";

type Context = { params: Promise<{ id: string }> };

// POST /api/orders/{id}/order-link (no body; X-Session-Id): a link to the customer's order page for the
// success page, only to the session that placed the order, within a day of placing it; 404 otherwise.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  const orderId = parseOrderId((await params).id);
  const sessionId = readSessionId(request);
  await enforceRateLimit("orderLink", request, sessionId);
  const link = await issueSessionOrderLink(orderId, sessionId);
  return NextResponse.json(link, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
