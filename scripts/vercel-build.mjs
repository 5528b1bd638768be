// The Vercel build (vercel.json's buildCommand runs `npm run build:vercel`: this, then next build).
// 1. The settings, through lib/env.ts's own schema: a fatal gap stops the build before anything is touched.
// 2. A production deployment (VERCEL_ENV=production) applies the committed migrations to its database, so
//    the new code never meets an old schema; preview deployments leave their database as it is.
// 3. The services: the database reachable with every migration, the Blob store taking a private blob.
// next.config.mjs runs step 1 again in next build (lib/deployment/check-vercel-build.mjs).
import { checkDeployment } from "../lib/deployment/check-deployment.mjs";
import { checkLiveServices } from "../lib/deployment/check-live-services.mjs";
import { formatDeploymentReport } from "../lib/deployment/format-deployment-report.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { openSqlDatabase } from "./lib/sql-database.mjs";

const env = process.env;
const stop = (verdict) => {
  console.error(
    `The Vercel build stops: set the missing settings in the project, then redeploy.\n\n${formatDeploymentReport(verdict, env)}`,
  );
  process.exit(1);
};

if (env.VERCEL !== "1") {
  console.log("Not a Vercel build (VERCEL is not 1): nothing to check or migrate here; npm start checks its own.");
  process.exit(0);
}
const settings = checkDeployment(env);
if (settings.fatal.length > 0) stop(settings);

if (env.VERCEL_ENV === "production") {
  try {
    const db = await openSqlDatabase(env.DATABASE_URL);
    try {
      const applied = await applyMigrations(db);
      console.log(
        applied.length
          ? `Production deployment: applied migrations ${applied.join(", ")}.`
          : "Production deployment: the database has every migration.",
      );
    } finally {
      await db.close();
    }
  } catch (error) {
    // Unreachable, or a migration that failed (rolled back) or was edited: the live check below says which.
    console.error(`Production deployment: the migrations could not be applied (${error.message || error.code}).`);
  }
} else {
  console.log(`A ${env.VERCEL_ENV ?? "non-production"} deployment: its database is not migrated by the build.`);
}

const verdict = await checkLiveServices(env);
if (verdict.fatal.length > 0) stop(verdict);
console.log(formatDeploymentReport(verdict, env));
