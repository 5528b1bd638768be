import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/admin-auth/admin-token";
import { listOrders } from "@/lib/orders/list-orders";
import { parseOrderPageQuery } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";

// GET /api/orders/archived?page=1&pageSize=50 (admin): the archived orders, newest first.
export const GET = withErrorHandling(async (request: Request) => {
  await requireAdmin(request);
  const page = parseOrderPageQuery(new URL(request.url).searchParams);
  return NextResponse.json(await listOrders(true, page), { headers: { "Cache-Control": "private, no-store" } });
});
