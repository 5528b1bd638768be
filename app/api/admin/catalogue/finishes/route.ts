import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createCatalogueEntry } from "@/lib/catalogue/create-catalogue-entry";
import { createFinishSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// POST /api/admin/catalogue/finishes (admin) body: { id (a slug), name, priceFactorBps, description?, swatch?, look? ("gloss" | "matte"),
// active?, sortOrder? }: 201 { finish }; 400 { message } for a bad field, 409 for an id already taken.
export const POST = withAdmin(async (request: Request) => {
  const input = await parseJsonBody(request, createFinishSchema);
  const finish = await createCatalogueEntry("finish", input);
  return NextResponse.json({ finish }, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
