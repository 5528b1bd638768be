// The one definition of "a deployment", shared by `npm start`, `npm run check-deploy`, the Vercel build
// (next.config.mjs), APP_URL's rule and the payment mode: a deployment must be configured, the
// embedded default (`npm start` on SQLite) needs nothing.
import { isServerless } from "./is-serverless.mjs";

/**
 * A postgres:// or postgresql:// address (anything else, or nothing, is SQLite).
 * @param {string | undefined} url
 */
export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//i.test(url?.trim() ?? "");
}

/**
 * On Vercel (VERCEL=1), or the production build on PostgreSQL. `npm start` and `npm run check-deploy`
 * pass NODE_ENV=production: they always serve (or check) the production build.
 * @param {Record<string, string | undefined>} env
 */
export function isDeployment(env = process.env) {
  return isServerless(env) || (env.NODE_ENV === "production" && isPostgresUrl(env.DATABASE_URL));
}
