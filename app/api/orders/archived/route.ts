import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { listOrders } from "@/lib/orders/list-orders";
import { parseOrderPageQuery } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";

// GET /api/orders/archived?page=1&pageSize=50 (admin): the archived orders, newest first.
export const GET = withAdmin(async (request: Request) => {
  const page = parseOrderPageQuery(new URL(request.url).searchParams);
  return NextResponse.json(await listOrders(true, page), { headers: { "Cache-Control": "private, no-store" } });
});
