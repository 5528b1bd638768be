import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import { formatCents } from "@/lib/money/format-cents";
import { priceStickerLine } from "@/lib/stickers/price-sticker-line";
import { priceQuoteQuerySchema } from "@/lib/validation/sticker-quote";

export const dynamic = "force-dynamic";

// GET /api/price-quote?shape=…&widthInches=…&heightInches=…&quantity=…&roundedCorners=…[&materialId=…&finishId=…]:
// what the cart would charge for a custom size, { unitPrice, totalPrice } as decimal strings. Prices are
// the owner's catalogue (#35): no shared cache keeps an answer, so a change shows on the next quote on
// every instance. 400 { message } for a quantity that is not a tier or an unknown or inactive material or finish.
export const GET = withErrorHandling(async (request: Request) => {
  const query = priceQuoteQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const price = priceStickerLine(
    await getCatalogue(),
    {
      sizeId: null,
      shape: query.shape,
      widthInches: query.widthInches,
      heightInches: query.heightInches,
      sizeName: formatCustomSizeName(query.shape, query.widthInches, query.heightInches),
    },
    {
      quantity: query.quantity,
      roundedCorners: query.roundedCorners,
      materialId: query.materialId,
      finishId: query.finishId,
      requireTier: true,
    },
  );
  return NextResponse.json({
    unitPrice: formatCents(price.unitPriceCents),
    totalPrice: formatCents(price.totalPriceCents),
  });
});
