import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { readReferralCode } from "@/lib/affiliates/referral-cookie";
import { formatCents } from "@/lib/money/format-cents";
import { placeOrders } from "@/lib/checkout/place-orders";
import { placeOrdersSchema } from "@/lib/validation/checkout";

// POST /api/orders places the orders of the session's cart (one per line) for the prepared payment.
export const POST = withErrorHandling(async (request: Request) => {
  const input = await parseJsonBody(request, placeOrdersSchema);
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
