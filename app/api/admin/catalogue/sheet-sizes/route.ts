import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createSheetSize } from "@/lib/catalogue/create-sheet-size";
import { createSheetSizeSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// POST /api/admin/catalogue/sheet-sizes (admin, #39) body: { name, widthInches, heightInches (1–24 in 0.25
// steps), totals: ["22.00", …] (one per sheet tier), active?, sortOrder? }: 201 { sheetSize: { id, name,
// widthInches, heightInches, active, sortOrder } }; 400 { message } naming a bad field or price cell, 409 for
// a name another sheet size has.
export const POST = withAdmin(async (request: Request) => {
  const input = await parseJsonBody(request, createSheetSizeSchema);
  const sheetSize = await createSheetSize(input);
  return NextResponse.json({ sheetSize }, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
