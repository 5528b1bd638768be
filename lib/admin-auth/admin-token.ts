import "server-only";
import { randomUUID } from "node:crypto";
import { unauthorized } from "@/lib/api/errors";
import { getAuthSecret } from "./auth-secret";
import { signPayload, verifySignedPayload } from "./signed-tokens";

export const ADMIN_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

type AdminTokenPayload = { sub: "admin"; iat: number; exp: number; jti: string };

export async function issueAdminToken(now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const payload: AdminTokenPayload = { sub: "admin", iat: now, exp: now + ADMIN_TOKEN_LIFETIME_MS, jti: randomUUID() };
  return { token: signPayload(payload, await getAuthSecret()), expiresAt: new Date(payload.exp).toISOString() };
}

export async function isValidAdminToken(token: string, now = Date.now()): Promise<boolean> {
  const payload = verifySignedPayload<AdminTokenPayload>(token, await getAuthSecret());
  return payload !== null && payload.sub === "admin" && typeof payload.exp === "number" && payload.exp > now;
}

/** Every admin endpoint starts here: no valid `Authorization: Bearer` token, no data. */
export async function requireAdmin(request: Request): Promise<void> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer ([A-Za-z0-9_\-.]{20,2000})$/.exec(header.trim());
  if (!match || !(await isValidAdminToken(match[1] as string))) throw unauthorized("Admin access required");
}
