import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { listOrders } from "@/lib/orders/list-orders";
import { readReferralCode } from "@/lib/affiliates/referral-cookie";
import { formatCents } from "@/lib/money/format-cents";
import { placeOrders } from "@/lib/checkout/place-orders";
import { placeOrdersSchema } from "@/lib/validation/checkout";
import { parseOrderListQuery } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";

// GET /api/orders?q=&status=&proof=&sort=&page=1&pageSize=50 (admin): the active orders, one page at a time.
// q: order number ("#42-112126" or 42), or part of the customer's name or e-mail (any case); status: one
// status (absent: paid, processing, shipped, delivered and cancelled); proof: one proof state (none, sent,
// approved, changes_requested; absent: any); sort: newest (default), oldest, total_desc, total_asc.
export const GET = withAdmin(async (request: Request) => {
  const query = parseOrderListQuery(new URL(request.url).searchParams);
  return NextResponse.json(await listOrders(false, query), { headers: { "Cache-Control": "private, no-store" } });
});

// POST /api/orders places the orders of the session's cart (one per line) for the prepared payment; while
// that payment is unpaid, a later submission updates the same orders (new details, shipping, code).
export const POST = withErrorHandling(async (request: Request) => {
  const input = await parseJsonBody(request, placeOrdersSchema);
  // A repeated submission re-syncs the payment with the provider: limited like the intents it touches.
  await enforceRateLimit("placeOrder", request, input.sessionId);
  const placed = await placeOrders(input, readReferralCode(request));
  return NextResponse.json(
    {
      orderIds: placed.orderIds,
      paymentId: placed.paymentId,
      isPaidInFull: placed.isPaidInFull,
      clientSecret: placed.clientSecret,
      total: formatCents(placed.totalCents),
    },
    { status: 201 },
  );
});
