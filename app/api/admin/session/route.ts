import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { readClientKey } from "@/lib/api/client-address";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { revokeAdminToken } from "@/lib/admin-auth/admin-token";
import { createAdminSession } from "@/lib/admin-auth/create-admin-session";
import { KEPT_SESSION_COOKIE, keptSessionCookieOptions } from "@/lib/admin-auth/kept-session-cookie";
import { adminLoginSchema } from "@/lib/validation/admin-login";

// POST /api/admin/session { password, keepSignedIn? }: a signed admin token; 401 for a wrong password,
// 429 with Retry-After while the client (a trusted address, else everyone) or all clients together are
// throttled. With keepSignedIn the answer also names keptUntil and sets the device's kept-session cookie.
export const POST = withErrorHandling(async (request: Request) => {
  const { password, keepSignedIn } = await parseJsonBody(request, adminLoginSchema);
  const session = await createAdminSession(password, readClientKey(request), keepSignedIn);
  const headers = { "Cache-Control": "no-store" };
  if (!("cookieToken" in session)) return NextResponse.json(session, { headers });
  const { cookieToken, cookieMaxAgeSeconds, ...body } = session;
  const response = NextResponse.json(body, { headers });
  response.cookies.set(KEPT_SESSION_COOKIE, cookieToken, keptSessionCookieOptions(cookieMaxAgeSeconds));
  return response;
});

// DELETE /api/admin/session: sign out; the bearer token (and the kept session it came from) is refused
// from now on, and this device's kept-session cookie is cleared.
export const DELETE = withAdmin(async (request: Request) => {
  await revokeAdminToken(request);
  const response = new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  response.cookies.set(KEPT_SESSION_COOKIE, "", keptSessionCookieOptions(0));
  return response;
});
