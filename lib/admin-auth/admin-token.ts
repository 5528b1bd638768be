import "server-only";
import { randomUUID } from "node:crypto";
import { unauthorized } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getAuthSecret } from "./auth-secret";
import { signPayload, verifySignedPayload } from "./signed-tokens";
import { adminPasswordFingerprint } from "./verify-admin-password";

export const ADMIN_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

// `pwd` fingerprints the password in force when the token was issued: a changed password revokes it.
type AdminTokenPayload = { sub: "admin"; iat: number; exp: number; jti: string; pwd: string };

export async function issueAdminToken(now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const secret = await getAuthSecret();
  const pwd = await adminPasswordFingerprint(secret);
  if (!pwd) throw unauthorized("Invalid password"); // no password configured: nobody gets a token
  const payload: AdminTokenPayload = {
    sub: "admin",
    iat: now,
    exp: now + ADMIN_TOKEN_LIFETIME_MS,
    jti: randomUUID(),
    pwd,
  };
  return { token: signPayload(payload, secret), expiresAt: new Date(payload.exp).toISOString() };
}

/** The payload of a token that is signed, unexpired, issued under the current password and not signed out. */
async function readValidAdminToken(token: string, now = Date.now()): Promise<AdminTokenPayload | null> {
  const secret = await getAuthSecret();
  const payload = verifySignedPayload<AdminTokenPayload>(token, secret);
  if (
    payload === null ||
    payload.sub !== "admin" ||
    typeof payload.exp !== "number" ||
    payload.exp <= now ||
    typeof payload.jti !== "string" ||
    typeof payload.pwd !== "string"
  ) {
    return null;
  }
  if (payload.pwd !== (await adminPasswordFingerprint(secret))) return null;
  if (await prisma.revokedAdminToken.findUnique({ where: { jti: payload.jti } })) return null;
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

/** Sign out: the request's token is refused from now on (kept until it would have expired anyway). */
export async function revokeAdminToken(request: Request, now = new Date()): Promise<void> {
  const { jti, exp } = await requireAdminToken(request);
  await prisma.revokedAdminToken.upsert({
    where: { jti },
    create: { jti, expiresAt: new Date(exp) },
    update: {},
  });
  await prisma.revokedAdminToken.deleteMany({ where: { expiresAt: { lt: now } } });
}
