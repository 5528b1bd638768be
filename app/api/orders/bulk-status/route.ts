import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { runBulkStatusChange } from "@/lib/orders/bulk-status";
import { bulkOrderStatusSchema } from "@/lib/validation/admin-orders";

// POST /api/orders/bulk-status (admin) body { orderIds, status: "processing" | "shipped" }: marks the active
// orders, e-mails their customers once per order and status; answers
// { message, count, unchangedIds, missingIds, emails }.
export const POST = withAdmin(async (request: Request) => {
  const { orderIds, status } = await parseJsonBody(request, bulkOrderStatusSchema);
  return NextResponse.json(await runBulkStatusChange(orderIds, status), { headers: { "Cache-Control": "no-store" } });
});
