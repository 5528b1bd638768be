import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { revokeAllAdminSessions } from "@/lib/admin-auth/revoke-all-admin-sessions";
import { KEPT_SESSION_COOKIE, keptSessionCookieOptions } from "@/lib/admin-auth/kept-session-cookie";

// DELETE /api/admin/sessions: "Sign out all devices": every admin token issued until now (kept sessions
// and page tokens, this one included) is refused from now on; this device's cookie is cleared.
export const DELETE = withAdmin(async () => {
  await revokeAllAdminSessions();
  const response = new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  response.cookies.set(KEPT_SESSION_COOKIE, "", keptSessionCookieOptions(0));
  return response;
});
