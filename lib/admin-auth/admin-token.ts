import "server-only";
import { randomUUID } from "node:crypto";
import { unauthorized } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getAuthSecret } from "./auth-secret";
import { KEPT_SESSION_LIFETIME_MS } from "./kept-session-cookie";
import { readAdminSessionsNotBefore } from "./revoke-all-admin-sessions";
import { signPayload, verifySignedPayload } from "./signed-tokens";
import { adminPasswordFingerprint } from "./verify-admin-password";

export const ADMIN_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

// `pwd` fingerprints the password in force when the token was issued: a changed password revokes it.
// `kid` names the kept session (the device's cookie token) a page token was issued under: signing that
// session out revokes the page tokens too. `kept` marks a kept session's own token: it is only ever
// exchanged for page tokens by an admin page's server render, never accepted as a bearer token.
type AdminTokenPayload = {
  sub: "admin";
  iat: number;
  exp: number;
  jti: string;
  pwd: string;
  kid?: string;
  kept?: true;
};

export type IssuedAdminToken = { token: string; expiresAt: string; jti: string; exp: number };

/** A signed admin token; `expiresAt` caps its lifetime (a page token never outlives its kept session). */
export async function signAdminToken(
  now = Date.now(),
  options: { lifetimeMs?: number; expiresAt?: number; keptSessionId?: string; kept?: boolean } = {},
): Promise<IssuedAdminToken> {
  const secret = await getAuthSecret();
  const pwd = await adminPasswordFingerprint(secret);
  if (!pwd) throw unauthorized("Invalid password"); // no password configured: nobody gets a token
  const payload: AdminTokenPayload = {
    sub: "admin",
    iat: now,
    exp: Math.min(now + (options.lifetimeMs ?? ADMIN_TOKEN_LIFETIME_MS), options.expiresAt ?? Infinity),
    jti: randomUUID(),
    pwd,
    ...(options.keptSessionId ? { kid: options.keptSessionId } : {}),
    ...(options.kept ? { kept: true as const } : {}),
  };
  const token = signPayload(payload, secret);
  return { token, expiresAt: new Date(payload.exp).toISOString(), jti: payload.jti, exp: payload.exp };
}

export async function issueAdminToken(now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const { token, expiresAt } = await signAdminToken(now);
  return { token, expiresAt };
}

/**
 * The payload of a token that is signed, unexpired, issued under the current password, after the last
 * "sign out all devices", and neither it nor the kept session it came from signed out.
 */
export async function readValidAdminToken(
  token: string,
  now = Date.now(),
  kind: "page" | "kept" = "page",
): Promise<AdminTokenPayload | null> {
  const secret = await getAuthSecret();
  const payload = verifySignedPayload<AdminTokenPayload>(token, secret);
  if (
    payload === null ||
    payload.sub !== "admin" ||
    typeof payload.exp !== "number" ||
    payload.exp <= now ||
    typeof payload.iat !== "number" ||
    typeof payload.jti !== "string" ||
    typeof payload.pwd !== "string" ||
    (payload.kid !== undefined && typeof payload.kid !== "string") ||
    (payload.kept === true) !== (kind === "kept")
  ) {
    return null;
  }
  if (payload.pwd !== (await adminPasswordFingerprint(secret))) return null;
  if (payload.iat <= (await readAdminSessionsNotBefore())) return null;
  const ids = payload.kid ? [payload.jti, payload.kid] : [payload.jti];
  if (await prisma.revokedAdminToken.findFirst({ where: { jti: { in: ids } } })) return null;
  return payload;
}

export async function isValidAdminToken(token: string, now = Date.now()): Promise<boolean> {
  return (await readValidAdminToken(token, now)) !== null;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  return /^Bearer ([A-Za-z0-9_\-.]{20,2000})$/.exec(header.trim())?.[1] ?? null;
}

/** True when the request carries a valid admin bearer token (for a route that also answers others). */
export async function hasAdminToken(request: Request): Promise<boolean> {
  const token = bearerToken(request);
  return token !== null && (await readValidAdminToken(token)) !== null;
}

async function requireAdminToken(request: Request): Promise<AdminTokenPayload> {
  const token = bearerToken(request);
  const payload = token ? await readValidAdminToken(token) : null;
  if (!payload) throw unauthorized("Admin access required");
  return payload;
}

/** Every admin endpoint starts here: no valid `Authorization: Bearer` token, no data. */
export async function requireAdmin(request: Request): Promise<void> {
  await requireAdminToken(request);
}

/**
 * Who is acting, for records that keep it (a print sheet's createdBy): the shop has one admin password and
 * no user accounts, so every operator is "admin"; the token's id tells one signed-in session from another.
 */
export async function requireAdminSession(request: Request): Promise<{ actor: "admin"; sessionId: string }> {
  const { jti } = await requireAdminToken(request);
  return { actor: "admin", sessionId: jti };
}

/**
 * Sign out: the request's token is refused from now on (kept until it would have expired anyway), and so
 * is the kept session it came from (this device's cookie and every page token issued under it).
 */
export async function revokeAdminToken(request: Request, now = new Date()): Promise<void> {
  const { jti, exp, kid } = await requireAdminToken(request);
  // A kept session lives at most KEPT_SESSION_LIFETIME_MS from now: its row is kept that long.
  const revoked = [{ jti, expiresAt: exp }];
  if (kid) revoked.push({ jti: kid, expiresAt: Math.max(exp, now.getTime() + KEPT_SESSION_LIFETIME_MS) });
  for (const row of revoked) {
    await prisma.revokedAdminToken.upsert({
      where: { jti: row.jti },
      create: { jti: row.jti, expiresAt: new Date(row.expiresAt) },
      update: {},
    });
  }
  await prisma.revokedAdminToken.deleteMany({ where: { expiresAt: { lt: now } } });
}
