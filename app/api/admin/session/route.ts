import { NextResponse } from "next/server";
import { z } from "zod";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { createAdminSession } from "@/lib/admin-auth/create-admin-session";
import { readClientKey } from "@/lib/admin-auth/login-throttle";

const adminLoginSchema = z.object({ password: z.string().min(1, "Password is required").max(512) });

// POST /api/admin/session { password }: a signed admin token; 401 for a wrong password, 429 with
// Retry-After while the address is blocked.
export const POST = withErrorHandling(async (request: Request) => {
  const { password } = await parseJsonBody(request, adminLoginSchema);
  return NextResponse.json(await createAdminSession(password, readClientKey(request)), {
    headers: { "Cache-Control": "no-store" },
  });
});
