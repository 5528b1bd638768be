// The session's cart lines, as GET /api/cart/{sessionId} answers them. The header's cart link and the
// cart panel both ask on mount, on focus and after an add: callers that ask while a request is on its
// way share it, so a page with both sends one request, not two.
import { requestJson } from "@/lib/client/request-json";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";

const pending = new Map<string, Promise<CartItemDto[]>>();

export function loadCartItems(sessionId: string): Promise<CartItemDto[]> {
  let request = pending.get(sessionId);
  if (!request) {
    request = requestJson<CartItemDto[]>("GET", `/api/cart/${encodeURIComponent(sessionId)}`).finally(() =>
      pending.delete(sessionId),
    );
    pending.set(sessionId, request);
  }
  return request;
}
