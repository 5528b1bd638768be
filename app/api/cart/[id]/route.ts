import { NextResponse } from "next/server";
import { badRequest, withErrorHandling } from "@/lib/api/errors";
import { listCartItems, removeCartItem } from "@/lib/cart/cart-items";
import { readSessionId } from "@/lib/cart/read-session-id";
import { cartItemIdSchema, cartSessionIdSchema } from "@/lib/validation/cart";

type Context = { params: Promise<{ id: string }> };

// GET /api/cart/{sessionId}: the session's cart lines.
export const GET = withErrorHandling(async (_request: Request, { params }: Context) => {
  const parsed = cartSessionIdSchema.safeParse((await params).id);
  if (!parsed.success) throw badRequest("Invalid cart session id");
  return NextResponse.json(await listCartItems(parsed.data), { headers: { "Cache-Control": "no-store" } });
});

// DELETE /api/cart/{itemId}: removes one line of the caller's own cart.
export const DELETE = withErrorHandling(async (request: Request, { params }: Context) => {
  const itemId = cartItemIdSchema.safeParse((await params).id);
  if (!itemId.success) throw badRequest("Invalid cart item id");
  await removeCartItem(itemId.data, readSessionId(request));
  return NextResponse.json({ success: true });
});
