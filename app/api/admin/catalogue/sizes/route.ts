import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createStandardSize } from "@/lib/catalogue/create-standard-size";
import { createSizeSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// POST /api/admin/catalogue/sizes (admin) body: { name, shape: "square" | "circle", width, height (inches,
// 1–12 in 0.25 steps), totals: ["12.50", …] (one per quantity tier), active?, sortOrder? }: 201 { size:
// { id, name, shape, width, height, active, sortOrder, anchor } }; 400 { message } naming a bad field or
// price cell, 409 for a name another size has.
export const POST = withAdmin(async (request: Request) => {
  const input = await parseJsonBody(request, createSizeSchema);
  const size = await createStandardSize(input);
  return NextResponse.json({ size }, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
