import { NextResponse } from "next/server";
import { badRequest, MAX_JSON_BODY_BYTES, readBoundedText } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { parseOrderId } from "@/lib/orders/parse-order-id";
import { cancelAndRefundOrder } from "@/lib/refunds/refund-order";
import { refundOrderSchema } from "@/lib/validation/admin-orders";

type Context = { params: Promise<{ id: string }> };

function parseBody(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
}

// POST /api/orders/{id}/refund (admin), no body, {} or { reason }: "Cancel and refund". 200 { order,
// refund, message }; 409 when the order cannot be refunded (not paid, refunded or being refunded);
// 502 when the payment provider refused or failed (the order is unchanged).
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = parseOrderId((await params).id);
  const { reason } = refundOrderSchema.parse(parseBody(await readBoundedText(request, MAX_JSON_BODY_BYTES)));
  const result = await cancelAndRefundOrder(orderId, { reason });
  return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
});
