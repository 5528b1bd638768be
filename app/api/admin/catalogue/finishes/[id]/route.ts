import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { changeCatalogueEntry } from "@/lib/catalogue/change-catalogue-entry";
import { catalogueEntryIdParamSchema, changeFinishSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

// PATCH /api/admin/catalogue/finishes/{id} (admin) body: any of { name, description, priceFactorBps, swatch, look,
// active, sortOrder, isDefault: true } (not id): 200 { finish }; 400 for a bad field, 404 for an unknown id,
// 409 for deactivating the default (or making an inactive one the default).
export const PATCH = withAdmin(async (request: Request, { params }: Context) => {
  const change = await parseJsonBody(request, changeFinishSchema);
  const finish = await changeCatalogueEntry("finish", catalogueEntryIdParamSchema.parse((await params).id), change);
  return NextResponse.json({ finish }, { headers: { "Cache-Control": "private, no-store" } });
});
