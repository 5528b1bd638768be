import "server-only";
import { badRequest } from "@/lib/api/errors";
import { cartSessionIdSchema } from "@/lib/validation/cart";

/** The shopper's cart session id, sent as the X-Session-Id header (or ?sessionId=). */
export function readSessionId(request: Request): string {
  const value = request.headers.get("x-session-id") ?? new URL(request.url).searchParams.get("sessionId");
  const parsed = cartSessionIdSchema.safeParse(value ?? undefined);
  if (!parsed.success) throw badRequest("A valid cart session id is required (X-Session-Id header)");
  return parsed.data;
}
