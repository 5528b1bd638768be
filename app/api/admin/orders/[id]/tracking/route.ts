import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { updateOrderTracking } from "@/lib/orders/update-order-tracking";
import { orderIdParamSchema, updateTrackingSchema } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// PUT /api/admin/orders/{id}/tracking { carrier, trackingNumber } (admin): adds or corrects the
// shipment details of a shipped or delivered order. A number added to an order that had none e-mails
// the customer the tracking link; every change is an order event. 200 { order, change, message };
// 400 for a bad carrier or number; 404 for an unknown order; 409 for an order not shipped or delivered.
export const PUT = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  const shipping = await parseJsonBody(request, updateTrackingSchema);
  return NextResponse.json(await updateOrderTracking(orderId, shipping), {
    headers: { "Cache-Control": "no-store" },
  });
});
