import { NextResponse } from "next/server";
import { exportCustomerData } from "@/lib/accounts/export-customer-data";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";
import { unauthorized, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /api/account/export (the account page's "Download my data"): the signed-in customer's data as a
// JSON file (exportCustomerData). 401 { message } without a session; 429 over the limit.
export const GET = withErrorHandling(async (request: Request) => {
  const customer = await readSignedInCustomer(request.headers);
  if (!customer) throw unauthorized("Please sign in to download your data.");
  await enforceRateLimit("accountExport", request, `customer:${customer.id}`);
  const data = await exportCustomerData(customer);
  return NextResponse.json(data, {
    headers: {
      "Cache-Control": "no-store",
      "Content-Disposition": `attachment; filename="my-sticker-shop-data-${data.exportedAt.slice(0, 10)}.json"`,
    },
  });
});
