import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createCatalogueEntry } from "@/lib/catalogue/create-catalogue-entry";
import { createMaterialSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// POST /api/admin/catalogue/materials (admin) body: { id (a slug), name, priceFactorBps, description?, whiteLayer?, swatch?, look? ("opaque" | "clear" | "holographic"),
// active?, sortOrder? }: 201 { material }; 400 { message } for a bad field, 409 for an id already taken.
export const POST = withAdmin(async (request: Request) => {
  const input = await parseJsonBody(request, createMaterialSchema);
  const material = await createCatalogueEntry("material", input);
  return NextResponse.json({ material }, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
