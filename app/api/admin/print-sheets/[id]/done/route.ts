import { NextResponse } from "next/server";
import { requireAdminSession } from "@/lib/admin-auth/admin-token";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { markPrintSheetDone } from "@/lib/print-sheets/mark-print-sheet-done";
import { printSheetIdParamSchema } from "@/lib/validation/print-sheets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/print-sheets/{id}/done (admin, no body): "Mark sheet done" on a printing sheet (who and when
// recorded; its orders keep their status). 200 { id, status: "done", message }; 400 for a malformed id; 404 for
// an unknown sheet; 409 unless it is printing.
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const id = printSheetIdParamSchema.parse((await params).id);
  const session = await requireAdminSession(request);
  return NextResponse.json(await markPrintSheetDone(id, session), { headers: { "Cache-Control": "no-store" } });
});
