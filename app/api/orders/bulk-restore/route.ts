import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { runBulkOrderAction } from "@/lib/orders/bulk-orders";
import { bulkOrderIdsSchema } from "@/lib/validation/admin-orders";

// POST /api/orders/bulk-restore (admin) body { orderIds }: answers { message, count, missingIds }.
export const POST = withAdmin(async (request: Request) => {
  const { orderIds } = await parseJsonBody(request, bulkOrderIdsSchema);
  return NextResponse.json(await runBulkOrderAction("restore", orderIds), { headers: { "Cache-Control": "no-store" } });
});
