import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import { formatCents } from "@/lib/money/format-cents";
import { priceStickerLine } from "@/lib/stickers/price-sticker-line";
import { priceQuoteQuerySchema } from "@/lib/validation/sticker-quote";

// GET /api/price-quote?shape=…&widthInches=…&heightInches=…&quantity=…&roundedCorners=…: what the cart
// would charge for a custom size, { unitPrice, totalPrice } as decimal strings. Prices are catalogue
// data, the same for everyone.
export const GET = withErrorHandling(async (request: Request) => {
  const query = priceQuoteQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const sticker = {
    ...query,
    sizeId: null,
    sizeName: formatCustomSizeName(query.shape, query.widthInches, query.heightInches),
  };
  const price = priceStickerLine(sticker, query.quantity, query.roundedCorners);
  return NextResponse.json(
    { unitPrice: formatCents(price.unitPriceCents), totalPrice: formatCents(price.totalPriceCents) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
});
