import { NextResponse } from "next/server";
import { z } from "zod";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { readClientKey } from "@/lib/api/client-address";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { revokeAdminToken } from "@/lib/admin-auth/admin-token";
import { createAdminSession } from "@/lib/admin-auth/create-admin-session";

const adminLoginSchema = z.object({ password: z.string().min(1, "Password is required").max(512) });

// POST /api/admin/session { password }: a signed admin token; 401 for a wrong password, 429 with
// Retry-After while the client (a trusted address, else everyone) or all clients together are throttled.
export const POST = withErrorHandling(async (request: Request) => {
  const { password } = await parseJsonBody(request, adminLoginSchema);
  return NextResponse.json(await createAdminSession(password, readClientKey(request)), {
    headers: { "Cache-Control": "no-store" },
  });
});

// DELETE /api/admin/session: sign out; the bearer token is refused from now on.
export const DELETE = withAdmin(async (request: Request) => {
  await revokeAdminToken(request);
  return new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
