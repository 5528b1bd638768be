import { NextResponse } from "next/server";
import { z } from "zod";
import { jsonError, parseJsonBody, toErrorResponse } from "@/lib/api/errors";
import { createAdminSession, TooManyAttemptsError } from "@/lib/admin-auth/create-admin-session";
import { readClientKey } from "@/lib/admin-auth/login-throttle";

const adminLoginSchema = z.object({ password: z.string().min(1, "Password is required").max(512) });

export async function POST(request: Request) {
  try {
    const { password } = await parseJsonBody(request, adminLoginSchema);
    return NextResponse.json(await createAdminSession(password, readClientKey(request)), {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (error instanceof TooManyAttemptsError)
      return jsonError(429, error.message, { "Retry-After": String(error.retryAfterSeconds) });
    return toErrorResponse(error);
  }
}
