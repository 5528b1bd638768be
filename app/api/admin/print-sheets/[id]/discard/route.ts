import { NextResponse } from "next/server";
import { requireAdminSession } from "@/lib/admin-auth/admin-token";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { discardPrintSheet } from "@/lib/print-sheets/discard-print-sheet";
import { printSheetIdParamSchema } from "@/lib/validation/print-sheets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/print-sheets/{id}/discard (admin, no body): a queued, making, ready or failed sheet becomes
// discarded (who and when recorded); its orders go back to the print queue; its PDF is deleted after the grace
// period. 200 { id, status: "discarded", message }; 400 for a malformed id; 404 for an unknown sheet; 409 for a
// printing, done or already discarded one.
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const id = printSheetIdParamSchema.parse((await params).id);
  const session = await requireAdminSession(request);
  return NextResponse.json(await discardPrintSheet(id, session), { headers: { "Cache-Control": "no-store" } });
});
