import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getPrintSheet } from "@/lib/print-sheets/get-print-sheet";
import { printSheetIdParamSchema } from "@/lib/validation/print-sheets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// GET /api/admin/print-sheets/{id} (admin): { sheet } with its status (queued, making, ready, failed and its
// error, printing, done, discarded with who and when and its PDF's deletion), orders, and while ready, printing
// or done its layout (pages, placements, utilisation) and a 5-minute download link.
export const GET = withAdmin(async (_request: Request, { params }: Context) => {
  const id = printSheetIdParamSchema.parse((await params).id);
  return NextResponse.json({ sheet: await getPrintSheet(id) }, { headers: { "Cache-Control": "no-store" } });
});
