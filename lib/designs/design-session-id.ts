import "server-only";
import { cartSessionIdSchema } from "@/lib/validation/cart";

// Designs belong to the anonymous cart session that uploaded them; the same id format as the cart.

/** The value as a session id, or null when it is absent or not a well-formed session id. */
export function parseDesignSessionId(value: unknown): string | null {
  const parsed = cartSessionIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The shopper's session id from the X-Session-Id header, if valid; never from the query string (access logs). */
export function readDesignSessionId(request: Request): string | null {
  return parseDesignSessionId(request.headers.get("x-session-id"));
}
