import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { addCartItem } from "@/lib/cart/cart-items";
import { addCartItemSchema } from "@/lib/validation/cart";

export const POST = withErrorHandling(async (request: Request) => {
  const input = await parseJsonBody(request, addCartItemSchema);
  await enforceRateLimit("cartWrite", request, input.sessionId);
  return NextResponse.json(await addCartItem(input), { status: 201 });
});
