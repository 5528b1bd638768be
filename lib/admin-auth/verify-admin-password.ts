import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
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
