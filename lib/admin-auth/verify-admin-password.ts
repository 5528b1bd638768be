import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "@/lib/admin-auth/password-hash.mjs";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";

export const ADMIN_PASSWORD_HASH_KEY = "admin_password_hash";

function digest(value: string) {
  return createHash("sha256").update(value).digest();
}

/**
 * Checks the shared admin password: against ADMIN_PASSWORD_HASH, else the hash stored at start-up,
 * else ADMIN_PASSWORD itself (compared in constant time). No configured password: nobody gets in.
 */
export async function verifyAdminPassword(password: string): Promise<boolean> {
  const env = getServerEnv();
  if (env.ADMIN_PASSWORD_HASH) return verifyPassword(password, env.ADMIN_PASSWORD_HASH);
  const stored = await prisma.appSetting.findUnique({ where: { key: ADMIN_PASSWORD_HASH_KEY } });
  if (stored) return verifyPassword(password, stored.value);
  if (env.ADMIN_PASSWORD) return timingSafeEqual(digest(password), digest(env.ADMIN_PASSWORD));
  return false;
}

/**
 * A short keyed fingerprint of the password in force (the same source verifyAdminPassword checks). Admin
 * tokens carry it, so changing the password (a new ADMIN_PASSWORD stored at start, another
 * ADMIN_PASSWORD_HASH) revokes every token issued before. Null when no password is configured.
 */
export async function adminPasswordFingerprint(secret: string): Promise<string | null> {
  const env = getServerEnv();
  let material: string | null = null;
  if (env.ADMIN_PASSWORD_HASH) material = `hash:${env.ADMIN_PASSWORD_HASH}`;
  else {
    const stored = await prisma.appSetting.findUnique({ where: { key: ADMIN_PASSWORD_HASH_KEY } });
    if (stored) material = `hash:${stored.value}`;
    else if (env.ADMIN_PASSWORD) material = `plain:${digest(env.ADMIN_PASSWORD).toString("base64url")}`;
  }
  if (material === null) return null;
  return createHmac("sha256", secret).update(`admin-password:${material}`).digest("base64url").slice(0, 22);
}
