import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { addCartItem } from "@/lib/cart/cart-items";
import { addCartItemSchema } from "@/lib/validation/cart";

export const POST = withErrorHandling(async (request: Request) => {
  const input = await parseJsonBody(request, addCartItemSchema);
  return NextResponse.json(await addCartItem(input), { status: 201 });
});
