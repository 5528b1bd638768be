import "server-only";
import { badRequest } from "@/lib/api/errors";
import { cartSessionIdSchema } from "@/lib/validation/cart";

/**
 * The shopper's cart session id, sent as the X-Session-Id header. It works like a password, so a
 * `?sessionId=` query parameter (which ends up in access logs and browser history) is never read.
 */
export function readSessionId(request: Request): string {
  const value = request.headers.get("x-session-id");
  const parsed = cartSessionIdSchema.safeParse(value ?? undefined);
  if (!parsed.success) throw badRequest("A valid cart session id is required (X-Session-Id header)");
  return parsed.data;
}
