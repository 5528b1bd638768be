import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { readSessionId } from "@/lib/cart/read-session-id";
import { confirmPaymentSuccess } from "@/lib/payment-lifecycle/confirm-payment-success";
import { parseOrderId } from "@/lib/orders/parse-order-id";

type Context = { params: Promise<{ id: string }> };

// The body's paymentIntentId is not trusted: the order's own payment is checked with the provider.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  const orderId = parseOrderId((await params).id);
  const result = await confirmPaymentSuccess(orderId, readSessionId(request));
  return NextResponse.json(result);
});
