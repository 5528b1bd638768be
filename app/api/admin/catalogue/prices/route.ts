import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { savePriceGrid } from "@/lib/catalogue/save-price-grid";
import { priceGridSaveSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// PUT /api/admin/catalogue/prices (admin) body: { quantities: [50, …], tables: [{ sizeId, totals: ["12.50",
// …] }] (every size, retired ones too), roundedCornersFee: "0.05", revision: GET's pricesRevision }, saved
// whole: 200 { prices (the same shape), warnings: [...], revision }; 400 { message } naming the first bad
// cell; 409 { message } when the grid changed since that revision. Nothing is saved on a refusal.
export const PUT = withAdmin(async (request: Request) => {
  const body = await parseJsonBody(request, priceGridSaveSchema);
  return NextResponse.json(await savePriceGrid(body), { headers: { "Cache-Control": "private, no-store" } });
});
