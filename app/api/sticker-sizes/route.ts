import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { listStickerSizes } from "@/lib/pricing/list-sticker-sizes";

export const dynamic = "force-dynamic";

// Catalogue data, the same for everyone: browsers and CDNs may reuse it for a minute. Prices shown
// here are never trusted at checkout (the server re-prices every cart).
export const GET = withErrorHandling(async () => {
  return NextResponse.json(await listStickerSizes(), {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
});
