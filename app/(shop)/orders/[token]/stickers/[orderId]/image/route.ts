import { withErrorHandling } from "@/lib/api/errors";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { serveStickerImage } from "@/lib/order-page/serve-sticker-image";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ token: string; orderId: string }> };

// GET /orders/{token}/stickers/{orderId}/image (public, authorised by the order page's token): a PNG of
// the sticker in its cut shape, shown in the customer e-mails; 404 for anything the token does not cover.
export const GET = withErrorHandling(async (_request: Request, { params }: Context) => {
  const { token, orderId } = await params;
  return serveStickerImage(getDesignStorage(), token, orderId);
});
