import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { changeSheetSize } from "@/lib/catalogue/change-sheet-size";
import { changeSheetSizeSchema, sheetSizeIdParamSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

// PATCH /api/admin/catalogue/sheet-sizes/{id} (admin, #39) body: any of { name, widthInches, heightInches,
// active, sortOrder }: 200 { sheetSize }; 400 for a bad field, 404 for an unknown id, 409 for a name another
// sheet size has or new inches for a sheet already in a cart or an order.
export const PATCH = withAdmin(async (request: Request, { params }: Context) => {
  const id = sheetSizeIdParamSchema.parse((await params).id);
  const change = await parseJsonBody(request, changeSheetSizeSchema);
  const sheetSize = await changeSheetSize(id, change);
  return NextResponse.json({ sheetSize }, { headers: { "Cache-Control": "private, no-store" } });
});
