import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy } from "@/lib/security/content-security-policy";

const AFFILIATE_LINK = /^\/affiliate-([A-Za-z0-9_-]{1,64})\/?$/;
const ADMIN_PAGE = /^\/admin(?:\/|$)/;
// Routes that set their own headers and reach the proxy only for the malformed-escape check.
const OWN_HEADERS_ROUTE =
  /^\/(?:api|uploads|print-sheets)(?:\/|$)|^\/orders\/[^/]+\/(?:proofs|stickers)\/[^/]+\/image$/;

function setCommonHeaders(response: NextResponse, request: NextRequest) {
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  response.headers.set("X-Frame-Options", "DENY");
  if (process.env.NODE_ENV === "production" && request.nextUrl.protocol === "https:") {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return response;
}

/** Whether every percent-escape of the path decodes (Next's own decoding of route params throws otherwise). */
function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The origin of STRIPE_API_HOST (a local stand-in in tests), else undefined for api.stripe.com. */
function readStripeApiOrigin(apiHost: string | undefined): string | undefined {
  if (!apiHost?.trim()) return undefined;
  try {
    const url = new URL(apiHost);
    // "localhost:12111" parses with "localhost:" as its scheme (origin "null"): only http(s) is an origin.
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined; // lib/payments/stripe-client.ts refuses it with a clear message
  }
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // A malformed percent-escape (`/orders/%ZZ`) made Next answer an unlogged 500 while decoding a dynamic
  // route's params. It is refused here, before routing: 400 `{ message }` under /api, else the 404 page.
  const malformed = !isDecodablePath(pathname);
  if (malformed && (pathname === "/api" || pathname.startsWith("/api/"))) {
    return setCommonHeaders(
      NextResponse.json({ message: "Malformed URL: a percent-escape in the path is invalid." }, { status: 400 }),
      request,
    );
  }
  if (!malformed && OWN_HEADERS_ROUTE.test(pathname)) return NextResponse.next();
  // Affiliate links {origin}/affiliate-{code} record the referral like ?ref={code} does.
  const affiliateLink = AFFILIATE_LINK.exec(pathname);
  if (affiliateLink) {
    return setCommonHeaders(
      NextResponse.redirect(new URL(`/?ref=${encodeURIComponent(affiliateLink[1] ?? "")}`, request.url)),
      request,
    );
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  // Read when the request comes, not as `process.env.NEXT_PUBLIC_…`, which `next build` inlines: one
  // build serves every environment's keys (as on Vercel). Stripe's domains only when the checkout
  // shows the Payment Element (both keys, as app/(shop)/checkout/page.tsx decides).
  const env = process.env;
  const stripe = Boolean(env.STRIPE_SECRET_KEY && env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
  const policy = buildContentSecurityPolicy({
    nonce,
    stripe,
    stripeApiOrigin: readStripeApiOrigin(env.STRIPE_API_HOST),
    development: process.env.NODE_ENV === "development",
    blobUploads: Boolean(process.env.BLOB_READ_WRITE_TOKEN),
  });
  // Next reads the policy from the request to put the nonce on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = malformed
    ? NextResponse.rewrite(new URL("/_not-found", request.url), { request: { headers: requestHeaders }, status: 404 })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  // An admin page's HTML may carry a page token valid for the rest of a kept session (up to 10 h): no
  // browser or shared cache may keep it. Said here rather than left to Next's default for dynamic
  // pages, which would change silently if a page were ever rendered statically. Next keeps a
  // Cache-Control the proxy set.
  if (ADMIN_PAGE.test(pathname)) response.headers.set("Cache-Control", "private, no-store");
  return setCommonHeaders(response, request);
}

// API answers (headers from next.config.mjs), design files and proof images (their own, stricter
// headers: a sandbox policy and no referrer) skip the proxy: it would cost every API request a hop
// and replace the routes' own policies. Their paths with a percent-escape still pass through, for the
// malformed-escape check only.
export const config = {
  matcher: [
    {
      source:
        "/((?!api/|uploads/|orders/[^/]+/proofs/[^/]+/image$|orders/[^/]+/stickers/[^/]+/image$|_next/static|_next/image|favicon.ico|icon.svg|logo.svg).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
    "/((?:api|uploads|orders)/.*%.*)",
  ],
};
