import { NextResponse } from "next/server";
import { badRequest, withErrorHandling } from "@/lib/api/errors";
import { clearCart } from "@/lib/cart/cart-items";
import { cartSessionIdSchema } from "@/lib/validation/cart";

type Context = { params: Promise<{ sessionId: string }> };

export const DELETE = withErrorHandling(async (_request: Request, { params }: Context) => {
  const parsed = cartSessionIdSchema.safeParse((await params).sessionId);
  if (!parsed.success) throw badRequest("Invalid cart session id");
  const removed = await clearCart(parsed.data);
  return NextResponse.json({ success: true, removed });
});
