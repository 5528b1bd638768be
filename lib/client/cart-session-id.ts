// The anonymous shopper session (spec section 3): 'session_' + timestamp + random text, kept in
// localStorage under 'cartSessionId' indefinitely. Browser-only.
export const CART_SESSION_STORAGE_KEY = "cartSessionId";

export function createCartSessionId(now = Date.now()): string {
  return `session_${now}_${crypto.randomUUID()}`;
}

export function getCartSessionId(storage: Storage = window.localStorage): string {
  const existing = storage.getItem(CART_SESSION_STORAGE_KEY);
  if (existing && /^session_\d{10,16}_[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const created = createCartSessionId();
  storage.setItem(CART_SESSION_STORAGE_KEY, created);
  return created;
}
