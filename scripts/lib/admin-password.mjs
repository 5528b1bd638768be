// The admin password is kept only as a scrypt hash in AppSetting (or given as ADMIN_PASSWORD_HASH).
import { generatePassword, hashPassword, verifyPassword } from "../../lib/admin-auth/password-hash.mjs";
import { adminPasswordProblem } from "../../lib/deployment/admin-password-problem.mjs";

// The rule is shared with the deployment check (lib/deployment/admin-password-problem.mjs).
export { adminPasswordProblem, MIN_ADMIN_PASSWORD_LENGTH } from "../../lib/deployment/admin-password-problem.mjs";

export const ADMIN_PASSWORD_HASH_KEY = "admin_password_hash";

async function storeHash(db, hash) {
  const now = new Date().toISOString();
  await db.query(
    `INSERT INTO "AppSetting" ("key", "value", "updatedAt") VALUES (?, ?, ?)
     ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updatedAt" = excluded."updatedAt"`,
    [ADMIN_PASSWORD_HASH_KEY, hash, now],
  );
}

/**
 * ADMIN_PASSWORD_HASH wins (nothing to store); ADMIN_PASSWORD is hashed and stored when it changed;
 * otherwise the first start generates a password and returns it so the caller can print it once.
 * @returns {Promise<{ source: "env-hash" | "env" | "stored" | "generated", generatedPassword?: string }>}
 */
export async function ensureAdminPassword(db, env = process.env) {
  if (env.ADMIN_PASSWORD_HASH) return { source: "env-hash" };
  const problem = adminPasswordProblem(env);
  if (problem) throw new Error(problem);
  const [row] = await db.query(`SELECT "value" FROM "AppSetting" WHERE "key" = ?`, [ADMIN_PASSWORD_HASH_KEY]);
  if (env.ADMIN_PASSWORD) {
    if (!row || !(await verifyPassword(env.ADMIN_PASSWORD, row.value))) {
      await storeHash(db, await hashPassword(env.ADMIN_PASSWORD));
    }
    return { source: "env" };
  }
  if (row) return { source: "stored" };
  const generatedPassword = generatePassword();
  await storeHash(db, await hashPassword(generatedPassword));
  return { source: "generated", generatedPassword };
}
