import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { listReadyOrders } from "@/lib/print-sheets/list-ready-orders";
import { readyOrdersQuerySchema } from "@/lib/validation/print-sheets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /api/admin/print-sheets/ready-orders?shape=&size=3x3&cursor=&limit= (admin): orders ready to print
// (paid, proof approved, on no sheet), oldest first: { orders, nextCursor, sizes }. 400 for a bad filter.
export const GET = withAdmin(async (request: Request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = readyOrdersQuerySchema.parse(params);
  return NextResponse.json(await listReadyOrders(query), { headers: { "Cache-Control": "no-store" } });
});
