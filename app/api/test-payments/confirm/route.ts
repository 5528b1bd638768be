import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { confirmTestPayment } from "@/lib/payment-lifecycle/confirm-test-payment";
import { testCardPaymentSchema } from "@/lib/validation/checkout";

export const POST = withErrorHandling(async (request: Request) => {
  const input = await parseJsonBody(request, testCardPaymentSchema);
  return NextResponse.json(await confirmTestPayment(input));
});
