import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy } from "@/lib/security/content-security-policy";

const AFFILIATE_LINK = /^\/affiliate-([A-Za-z0-9_-]{1,64})\/?$/;

function setCommonHeaders(response: NextResponse, request: NextRequest) {
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  response.headers.set("X-Frame-Options", "DENY");
  if (process.env.NODE_ENV === "production" && request.nextUrl.protocol === "https:") {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return response;
}

export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Affiliate links {origin}/affiliate-{code} record the referral like ?ref={code} does.
  const affiliateLink = AFFILIATE_LINK.exec(pathname);
  if (affiliateLink) {
    return setCommonHeaders(
      NextResponse.redirect(new URL(`/?ref=${encodeURIComponent(affiliateLink[1] ?? "")}`, request.url)),
      request,
    );
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = buildContentSecurityPolicy({
    nonce,
    stripe: Boolean(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
    development: process.env.NODE_ENV === "development",
  });
  // Next reads the policy from the request to put the nonce on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return setCommonHeaders(response, request);
}

// API answers (headers from next.config.mjs) and design files (their own, stricter headers) skip the
// middleware: it would cost every API request a hop and replace the routes' own policies.
export const config = {
  matcher: [
    {
      source: "/((?!api/|uploads/|_next/static|_next/image|favicon.ico|icon.svg|logo.svg).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
