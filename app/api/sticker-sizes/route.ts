import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { getDisplayedCatalogue } from "@/lib/catalogue/get-displayed-catalogue";
import { listStickerSizes } from "@/lib/pricing/list-sticker-sizes";

export const dynamic = "force-dynamic";

// The owner's catalogue (#35): no shared cache keeps the answer, so a change to a size or a price shows on
// the next request on every instance. Prices shown here are never trusted at checkout (the server re-prices
// every cart). While the database is down, the last catalogue this instance read still answers.
export const GET = withErrorHandling(async () => {
  return NextResponse.json(listStickerSizes(await getDisplayedCatalogue()), {
    headers: { "cache-control": "no-store" },
  });
});
