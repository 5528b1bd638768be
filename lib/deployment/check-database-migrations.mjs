// The live half of the database check: the database DATABASE_URL names can be reached, and it has every
// committed migration. Without them every API route answers 500 ("The table public.StickerSize does not
// exist"); with them missing at run time the shop answers 503 naming this fix (lib/api/errors.ts).
import { listMigrations } from "../db/list-migrations.mjs";
import { readAppliedMigrations } from "./read-applied-migrations.mjs";

/** @typedef {import("./check-deployment.mjs").Gap} Gap */

/** The address without its password, for messages. */
function describeDatabase(/** @type {string} */ url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "the DATABASE_URL address";
  }
}

const WHO_MIGRATES =
  "npm start applies them itself; a Vercel production build (VERCEL_ENV=production) applies them before next build; a preview deployment uses its database as it is.";

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ root?: string, timeoutMs?: number }} [options] root: the project folder whose migrations count
 * @returns {Promise<Gap[]>}
 */
export async function checkDatabaseMigrations(env = process.env, { root = process.cwd(), timeoutMs = 5000 } = {}) {
  const url = env.DATABASE_URL?.trim();
  if (!url) return [];
  let state;
  try {
    state = await readAppliedMigrations(url, { timeoutMs });
  } catch (error) {
    const reason =
      error instanceof Error ? error.message || /** @type {{ code?: string }} */ (error).code : String(error);
    return [
      {
        setting: "DATABASE_URL",
        problem: `The database at ${describeDatabase(url)} cannot be reached (${reason}): every API route that reads the catalogue, the cart or orders would answer 503.`,
        fix: "Check DATABASE_URL's host, port, user, password and database name, and that the database accepts connections from this machine (on Vercel: from anywhere, or through the provider's integration).",
      },
    ];
  }
  const committed = listMigrations(state.provider, root);
  const missing = committed.filter((migration) => !state.applied.has(migration.name));
  const edited = committed.filter(
    (migration) => state.applied.has(migration.name) && state.applied.get(migration.name) !== migration.checksum,
  );
  /** @type {Gap[]} */
  const gaps = [];
  if (missing.length > 0) {
    const names = missing.map((migration) => migration.name);
    const listed = names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
    gaps.push({
      setting: "DATABASE_URL",
      problem: `The database at ${describeDatabase(url)} lacks ${missing.length} of ${committed.length} migrations (${listed})${state.applied.size === 0 ? ": it was never migrated" : ""}. Every API route that reads it would answer 503 ("The shop is not set up yet: its database lacks the tables this version needs…").`,
      fix: `Apply them: DATABASE_URL=… npm run db:migrate && npm run db:seed, run once from your machine. ${WHO_MIGRATES}`,
    });
  }
  if (edited.length > 0) {
    gaps.push({
      setting: "DATABASE_URL",
      problem: `Migration ${edited.map((migration) => migration.name).join(", ")} was edited after it was applied to ${describeDatabase(url)}: npm run db:migrate refuses to go on.`,
      fix: "Restore the migration as it was applied (git log prisma/) and add the change as a new migration (npm run db:new-migration).",
    });
  }
  return gaps;
}
