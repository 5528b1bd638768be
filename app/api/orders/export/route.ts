import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createOrdersCsvStream } from "@/lib/orders/export-orders";
import { orderCsvFileName } from "@/lib/orders/order-csv";
import { getServerEnv } from "@/lib/env";
import { parseOrderExportQuery } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";

// GET /api/orders/export?archived=0|1 (admin): the active or archived orders as a streamed CSV download.
export const GET = withAdmin(async (request: Request) => {
  const { archived } = parseOrderExportQuery(new URL(request.url).searchParams);
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  const body = await createOrdersCsvStream({ archived, timeZone });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${orderCsvFileName(archived, new Date(), timeZone)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
