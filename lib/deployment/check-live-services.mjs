// The deployment check with the services it names: checkDeployment's verdict on the settings (pure), plus
// what only a connection tells: the database can be reached and has every migration, the Blob store takes a
// private blob. `npm run check-deploy`, `npm start`, the Vercel build (scripts/vercel-build.mjs) and the
// admin dashboard's deployment card all run this one.
import { checkBlobStore } from "./check-blob-store.mjs";
import { checkDatabaseMigrations } from "./check-database-migrations.mjs";
import { checkDeployment } from "./check-deployment.mjs";

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ root?: string, timeoutMs?: number }} [options]
 * @returns {Promise<import("./check-deployment.mjs").DeploymentVerdict>}
 */
export async function checkLiveServices(env = process.env, options = {}) {
  const verdict = checkDeployment(env);
  if (!verdict.deployment) return verdict;
  // A DATABASE_URL the settings check already refuses (none, or SQLite on Vercel) is not connected to.
  const databaseRefused = verdict.fatal.some((gap) => gap.setting === "DATABASE_URL");
  const [database, blob] = await Promise.all([
    databaseRefused ? [] : checkDatabaseMigrations(env, options),
    checkBlobStore(env),
  ]);
  return { ...verdict, fatal: [...verdict.fatal, ...database, ...blob] };
}
