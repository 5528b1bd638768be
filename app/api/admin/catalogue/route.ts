import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { readAdminCatalogue } from "@/lib/catalogue/read-admin-catalogue";

export const dynamic = "force-dynamic";

// GET /api/admin/catalogue (admin): { version, materials, finishes, sizes (inactive included, owner's order),
// prices: { quantities, tables: [{ sizeId, totals }], roundedCornersFee }, shipping: { methods: [{ id, name,
// amount, businessDays }], freeShippingCities, freeShippingMinQuantity }, warnings, sheetSizes (#39: { id,
// name, widthInches, heightInches, active, sortOrder }, retired ones included), sheetPrices: { quantities,
// tables: [{ sheetSizeId, totals }] }, sheetPricesRevision, sheetWarnings, history (newest first, at most 100) }.
export const GET = withAdmin(async () => {
  return NextResponse.json(await readAdminCatalogue(), { headers: { "Cache-Control": "private, no-store" } });
});
