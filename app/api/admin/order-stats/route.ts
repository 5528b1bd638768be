import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getServerEnv } from "@/lib/env";
import { getOrderStats } from "@/lib/orders/order-stats";

export const dynamic = "force-dynamic";

// GET /api/admin/order-stats (admin): the dashboard's KPI row
// { toPrint, proofsToSend, toShip, revenueToday, revenueLast30Days, timeZone }.
export const GET = withAdmin(async () => {
  return NextResponse.json(await getOrderStats(getServerEnv().SHOP_TIME_ZONE), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
