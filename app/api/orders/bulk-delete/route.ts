import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { runBulkOrderAction } from "@/lib/orders/bulk-orders";
import { bulkOrderIdsSchema } from "@/lib/validation/admin-orders";

// POST /api/orders/bulk-delete (admin) body { orderIds }: deletes active or archived orders that never took money, for
// good; answers { message, count, missingIds }. A batch containing a paid order (paid or later, or cancelled after
// payment) is refused as a whole: 409 { message } naming those orders (archive them instead).
export const POST = withAdmin(async (request: Request) => {
  const { orderIds } = await parseJsonBody(request, bulkOrderIdsSchema);
  return NextResponse.json(await runBulkOrderAction("delete", orderIds), { headers: { "Cache-Control": "no-store" } });
});
