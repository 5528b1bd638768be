// Files served under an order page's key (/orders/{token}/…: proof images, sticker images). The proxy
// (proxy.ts) skips these routes (their path holds the key), so every answer carries these protective
// headers itself, the 404s too.
export const ORDER_LINK_FILE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
} as const;

/** A refusal or a failure: kept nowhere, framed nowhere. */
export const ORDER_LINK_FILE_NO_STORE_HEADERS = {
  ...ORDER_LINK_FILE_HEADERS,
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
} as const;
