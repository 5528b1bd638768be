import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { updateOrderStatus } from "@/lib/orders/update-order-status";
import { parseOrderId } from "@/lib/orders/parse-order-id";
import { updateOrderStatusSchema } from "@/lib/validation/admin-orders";

type Context = { params: Promise<{ id: string }> };

// PATCH /api/orders/{id}/status (admin) body { status }, with status "shipped" optionally also
// { carrier: "usps" | "ups" | "fedex" | "other", trackingNumber }: only these change, an OrderEvent records
// it; the customer gets the 'printing has begun' / 'shipped' e-mail once per order and status.
export const PATCH = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = parseOrderId((await params).id);
  const { status, shipping } = await parseJsonBody(request, updateOrderStatusSchema);
  const order = await updateOrderStatus(orderId, status, shipping);
  return NextResponse.json({ order, message: "Order status updated" }, { headers: { "Cache-Control": "no-store" } });
});
