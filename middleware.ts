import { NextResponse, type NextRequest } from "next/server";

const AFFILIATE_LINK = /^\/affiliate-([A-Za-z0-9_-]{1,64})\/?$/;

export function middleware(request: NextRequest) {
  // Affiliate links {origin}/affiliate-{code} record the referral like ?ref={code} does.
  const affiliateLink = AFFILIATE_LINK.exec(request.nextUrl.pathname);
  const response = affiliateLink
    ? NextResponse.redirect(new URL(`/?ref=${encodeURIComponent(affiliateLink[1] ?? "")}`, request.url))
    : NextResponse.next();
  // Headers every response carries; the full per-request CSP arrives with the security work.
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  response.headers.set("X-Frame-Options", "DENY");
  response.headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  if (process.env.NODE_ENV === "production" && request.nextUrl.protocol === "https:") {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
