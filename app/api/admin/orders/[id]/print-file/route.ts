import { Readable } from "node:stream";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { getServerEnv } from "@/lib/env";
import { makeOrderPrintFile } from "@/lib/print/make-order-print-file";
import { orderIdParamSchema } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// GET /api/admin/orders/{id}/print-file (admin): one sticker of the order as a print-ready PDF (artwork
// at the ordered size with a 1/8" bleed, the cut line stroked in the spot colour CutContour), streamed
// (Vercel caps a response body it must buffer at 4.5 MB; a 12" sticker's file can be larger).
// 400 for a malformed id, 404 for an unknown order, 409 { message } with the reason for an order that is
// not paid (paid, processing, shipped or delivered) or whose proof is not approved.
export const GET = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  const file = await makeOrderPrintFile(orderId, {
    storage: getDesignStorage(),
    timeZone: getServerEnv().SHOP_TIME_ZONE,
  });
  const body = Readable.toWeb(Readable.from(file.pdf)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
