import { withErrorHandling } from "@/lib/api/errors";
import { servePrintSheetFile } from "@/lib/designs/links/serve-print-sheet-file";
import { findPrintSheetFileName } from "@/lib/print-sheets/find-print-sheet-file-name";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ key: string }> };

// GET /print-sheets/{key}?exp=…&sig=…: a stored print sheet's PDF, only through the short-lived signed link
// that GET /api/admin/print-sheets/{id} gives out (local folder storage; with Vercel Blob the link is Blob's own).
export const GET = withErrorHandling(async (request: Request, { params }: Context) =>
  servePrintSheetFile((await params).key, new URL(request.url).searchParams, findPrintSheetFileName),
);
