import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { markSheetOrdersPrinting } from "@/lib/print-sheets/mark-sheet-orders-printing";
import { printSheetIdParamSchema } from "@/lib/validation/print-sheets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/print-sheets/{id}/mark-printing (admin, no body): the sheet's orders still paid move to
// processing with their "Printing has begun" e-mails; others are skipped and named. 200 { message, movedIds,
// skipped, emails }; 404 for an unknown sheet; 409 while it is not ready.
export const POST = withAdmin(async (_request: Request, { params }: Context) => {
  const id = printSheetIdParamSchema.parse((await params).id);
  return NextResponse.json(await markSheetOrdersPrinting(id), { headers: { "Cache-Control": "no-store" } });
});
