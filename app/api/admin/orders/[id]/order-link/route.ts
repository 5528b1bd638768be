import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { reissueOrderLink } from "@/lib/order-page/send-order-link";
import { orderIdParamSchema } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/orders/{id}/order-link (admin, no body): revokes every link to the order's checkout
// page, issues a new one and e-mails it to the customer ("Your order link has changed"). 200 { message };
// 400 for a malformed id, 404 for an unknown order, 409 for an order without a checkout.
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  return NextResponse.json(await reissueOrderLink(orderId), { headers: { "Cache-Control": "no-store" } });
});
