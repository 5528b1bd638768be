import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/admin-auth/admin-token";
import { runBulkOrderAction } from "@/lib/orders/bulk-orders";
import { bulkOrderIdsSchema } from "@/lib/validation/admin-orders";

// POST /api/orders/bulk-archive (admin) body { orderIds }: answers { message, count, missingIds }.
export const POST = withErrorHandling(async (request: Request) => {
  await requireAdmin(request);
  const { orderIds } = await parseJsonBody(request, bulkOrderIdsSchema);
  return NextResponse.json(await runBulkOrderAction("archive", orderIds), { headers: { "Cache-Control": "no-store" } });
});
