import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { getServerEnv } from "@/lib/env";
import { getOrderDetail } from "@/lib/orders/get-order-detail";
import { orderIdParamSchema } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// GET /api/admin/orders/{id}: one order with everything needed to print and ship it (design, size,
// DPI, shipping, address, payment, the checkout's other orders, history, e-mails). 400 for an id that
// is not a positive whole number, 404 for an unknown one.
export const GET = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  const detail = await getOrderDetail(orderId, {
    storage: getDesignStorage(),
    timeZone: getServerEnv().SHOP_TIME_ZONE,
  });
  return NextResponse.json(detail, { headers: { "Cache-Control": "private, no-store" } });
});
