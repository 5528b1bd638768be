import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { changeStandardSize } from "@/lib/catalogue/change-standard-size";
import { changeSizeSchema, sizeIdParamSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

// PATCH /api/admin/catalogue/sizes/{id} (admin) body: any of { name, active, sortOrder }: 200 { size };
// 400 for a bad field (shape and inches cannot change), 404 for an unknown id, 409 for retiring the 2" or
// 4" (they anchor the custom-size rule) or a name another size has.
export const PATCH = withAdmin(async (request: Request, { params }: Context) => {
  const id = sizeIdParamSchema.parse((await params).id);
  const change = await parseJsonBody(request, changeSizeSchema);
  const size = await changeStandardSize(id, change);
  return NextResponse.json({ size }, { headers: { "Cache-Control": "private, no-store" } });
});
