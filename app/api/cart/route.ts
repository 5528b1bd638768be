import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { addCartItem } from "@/lib/cart/cart-items";
import { addSheetToCart } from "@/lib/sticker-sheets/add-sheet-to-cart";
import { addCartItemSchema } from "@/lib/validation/cart";
import { addSheetCartItemSchema, cartProductSchema } from "@/lib/validation/sticker-sheet";

export const POST = withErrorHandling(async (request: Request) => {
  const body = await parseJsonBody(request, cartProductSchema);
  if (body.product === "sheet") {
    const input = addSheetCartItemSchema.parse(body);
    await enforceRateLimit("cartWrite", request, input.sessionId);
    return NextResponse.json(await addSheetToCart(input), { status: 201 });
  }
  const input = addCartItemSchema.parse(body);
  await enforceRateLimit("cartWrite", request, input.sessionId);
  return NextResponse.json(await addCartItem(input), { status: 201 });
});
