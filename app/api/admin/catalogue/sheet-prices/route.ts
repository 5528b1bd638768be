import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { saveSheetGrid } from "@/lib/catalogue/save-sheet-grid";
import { sheetGridSaveSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// PUT /api/admin/catalogue/sheet-prices (admin, #39) body: { quantities: [10, …] (sheets), tables: [{
// sheetSizeId, totals: ["22.00", …] }] (every sheet size, retired ones too), revision: GET's
// sheetPricesRevision }, saved whole: 200 { prices (the same shape), warnings: [...], revision }; 400
// { message } naming the first bad cell; 409 { message } when the sheet grid changed since that revision.
// Nothing is saved on a refusal.
export const PUT = withAdmin(async (request: Request) => {
  const body = await parseJsonBody(request, sheetGridSaveSchema);
  return NextResponse.json(await saveSheetGrid(body), { headers: { "Cache-Control": "private, no-store" } });
});
