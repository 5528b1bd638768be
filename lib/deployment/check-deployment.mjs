// The deployment check: what a deployment (VERCEL=1, or the production build on PostgreSQL) cannot go
// live without (fatal: the Vercel build fails, `npm start` refuses) and what it should fix soon
// (warnings: printed at start and shown on the admin dashboard). Each mistake would otherwise surface at
// the first customer, not at deploy time. Pure: the environment comes in, the verdict goes out.
import { adminPasswordProblem, MIN_ADMIN_PASSWORD_LENGTH } from "./admin-password-problem.mjs";
import { passwordHashProblem } from "./password-hash-problem.mjs";
import { appUrlGap, resolveAppUrl } from "./app-url.mjs";
import { serverEnvWithDefaultsSchema } from "./env-schema.mjs";
import { DEPLOYMENT_SETTINGS } from "./deployment-settings.mjs";
import { resolveDefaultFolders } from "./default-folders.mjs";
import { isDeployment, isPostgresUrl } from "./is-deployment.mjs";
import { isInsideTempFolder } from "./is-inside-temp-folder.mjs";
import { isServerless } from "./is-serverless.mjs";

/** @typedef {{ setting: string, problem: string, fix: string }} Gap */

/**
 * The settings lib/env.ts's own schema refuses: the server throws "Invalid environment" while it loads,
 * so every page and API route answers 500. One gap per refused setting.
 * @param {Record<string, string | undefined>} env
 * @returns {Gap[]}
 */
function environmentGaps(env) {
  const parsed = serverEnvWithDefaultsSchema.safeParse(env);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const setting = issue.path.length > 0 ? issue.path.map(String).join(".") : "environment";
    const known = DEPLOYMENT_SETTINGS.find((candidate) => candidate.name === setting);
    const message = issue.message.startsWith(setting) ? issue.message : `${setting}: ${issue.message}`;
    return {
      setting,
      problem: `${message}. The shop refuses this environment when it loads ("Invalid environment"), so every page and API route would answer 500.`,
      fix: known
        ? `Correct ${setting} (it is: ${known.purpose}), or remove it; without it: ${known.whenMissing}.`
        : `Correct ${setting}, or remove it.`,
    };
  });
}

const STRIPE_KEYS = "STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET";

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ deployment: boolean, fatal: Gap[], warnings: Gap[] }}
 */
export function checkDeployment(env = process.env) {
  if (!isDeployment(env)) return { deployment: false, fatal: [], warnings: [] };
  const onVercel = isServerless(env);
  const defaults = resolveDefaultFolders(env);
  const isSet = (/** @type {string} */ name) => Boolean(env[name]?.trim());
  /** @type {Gap[]} */
  const fatal = environmentGaps(env);
  /** @type {Gap[]} */
  const warnings = [];

  // Off Vercel a deployment is PostgreSQL by definition; on Vercel, SQLite cannot live on its read-only disk.
  if (!isPostgresUrl(env.DATABASE_URL)) {
    fatal.push({
      setting: "DATABASE_URL",
      problem: `${isSet("DATABASE_URL") ? "DATABASE_URL is not a PostgreSQL address" : "DATABASE_URL is not set"}: the shop would use a SQLite file, which Vercel's read-only file system cannot hold, so every page would answer 500.`,
      fix: "Set DATABASE_URL to your PostgreSQL database (postgresql://user:password@host:5432/shop) and apply the migrations once: DATABASE_URL=postgresql://… npm run db:migrate && npm run db:seed.",
    });
  }
  if (onVercel && !isSet("BLOB_READ_WRITE_TOKEN")) {
    fatal.push({
      setting: "BLOB_READ_WRITE_TOKEN",
      problem: `BLOB_READ_WRITE_TOKEN is not set: designs would be stored in ${env.DESIGN_STORAGE_DIR?.trim() || defaults.designStorageDir}, on the disk of the one function instance that took them (on Vercel only its temp folder can be written, and it is lost with the instance), so uploads fail or vanish before they are printed.`,
      fix: "Create a Vercel Blob store and connect it to the project (it sets BLOB_READ_WRITE_TOKEN).",
    });
  }
  if (!isSet("ADMIN_PASSWORD") && !isSet("ADMIN_PASSWORD_HASH")) {
    fatal.push({
      setting: "ADMIN_PASSWORD_HASH",
      problem: "Neither ADMIN_PASSWORD_HASH nor ADMIN_PASSWORD is set, so nobody can sign in to /admin.",
      fix: `Set ADMIN_PASSWORD_HASH (make one with node scripts/hash-password.mjs), or ADMIN_PASSWORD (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters).`,
    });
  }
  const hash = env.ADMIN_PASSWORD_HASH?.trim();
  const hashProblem = hash ? passwordHashProblem(hash) : null;
  if (hashProblem) {
    fatal.push({
      setting: "ADMIN_PASSWORD_HASH",
      problem: `ADMIN_PASSWORD_HASH cannot verify any password: ${hashProblem}. Every sign-in would answer "Invalid password", so nobody gets into /admin.`,
      fix: "Set ADMIN_PASSWORD_HASH to the line node scripts/hash-password.mjs '<your password>' prints (scrypt$16384$8$1$…), or remove it and set ADMIN_PASSWORD.",
    });
  }
  const passwordProblem = adminPasswordProblem(env);
  if (passwordProblem) {
    fatal.push({
      setting: "ADMIN_PASSWORD",
      problem: `${passwordProblem.split(". ")[0]}: npm start refuses it, and a deployment would let it guard /admin.`,
      fix: `Set ADMIN_PASSWORD to at least ${MIN_ADMIN_PASSWORD_LENGTH} characters (e.g. openssl rand -base64 18), or set ADMIN_PASSWORD_HASH instead.`,
    });
  }
  if (isSet("STRIPE_SECRET_KEY") && !isSet("STRIPE_WEBHOOK_SECRET")) {
    fatal.push({
      setting: "STRIPE_WEBHOOK_SECRET",
      problem:
        "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: the Stripe webhook answers 404, so an order whose tab closed before the success page expires unpaid although the money was taken, and refunds made in Stripe are never recorded.",
      fix: `In Stripe, add a webhook endpoint for ${resolveAppUrl(env)}/api/webhooks/stripe (events payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, refund.updated) and set its signing secret (whsec_…) as STRIPE_WEBHOOK_SECRET.`,
    });
  }
  const appUrl = appUrlGap(env);
  // An APP_URL the schema already refused (no URL at all) is one gap, not two.
  if (appUrl && !fatal.some((gap) => gap.setting === "APP_URL")) fatal.push({ setting: "APP_URL", ...appUrl });
  // Serverless, only the temp folder can be written. An outbox named elsewhere (and used: no SMTP) would
  // make every e-mail fail on a read-only disk, retried for hours and then marked failed: a setting that
  // cannot work there, fixed by removing it, so it stops the deployment rather than warn.
  const outboxDir = env.EMAIL_OUTBOX_DIR?.trim();
  if (onVercel && !isSet("SMTP_URL") && outboxDir && !isInsideTempFolder(outboxDir)) {
    fatal.push({
      setting: "EMAIL_OUTBOX_DIR",
      problem: `EMAIL_OUTBOX_DIR is ${outboxDir}, outside the temp folder, which is read-only on Vercel: without SMTP_URL every e-mail would fail to be written and end failed.`,
      fix: `Remove EMAIL_OUTBOX_DIR (without SMTP the outbox is then ${defaults.emailOutboxDir}), or set SMTP_URL so e-mails are sent.`,
    });
  }

  if (!isSet("SMTP_URL")) {
    warnings.push({
      setting: "SMTP_URL",
      problem: onVercel
        ? `SMTP_URL is not set: e-mails (order confirmations, order links, proofs) are only written to the outbox folder ${env.EMAIL_OUTBOX_DIR?.trim() || defaults.emailOutboxDir} in the function's temp folder, which nobody reads and Vercel discards with the instance, so customers get nothing.`
        : "SMTP_URL is not set: e-mails (order confirmations, order links, proofs) are written to the outbox folder instead of being sent.",
      fix: "Set SMTP_URL to your mail server (smtps://user:password@host:465) and EMAIL_FROM to the shop's sender address.",
    });
  }
  if (!isSet("CRON_SECRET")) {
    warnings.push({
      setting: "CRON_SECRET",
      problem: onVercel
        ? "CRON_SECRET is not set: every Vercel Cron call answers 401, so failed e-mails are never retried, unpaid orders never expire and unused designs are never removed."
        : "CRON_SECRET is not set: GET /api/cron/{job} answers 401 (npm start's own timers still run the jobs).",
      fix: "Set CRON_SECRET to a random secret of at least 16 characters (e.g. openssl rand -hex 32).",
    });
  }
  if (!isSet("TRUSTED_IP_HEADER")) {
    warnings.push({
      setting: "TRUSTED_IP_HEADER",
      problem:
        "TRUSTED_IP_HEADER is not set: every visitor shares one rate-limit bucket, so eight wrong admin passwords lock the owner out for everyone.",
      fix: onVercel
        ? "Set TRUSTED_IP_HEADER=x-vercel-forwarded-for."
        : "Set TRUSTED_IP_HEADER to the header your proxy always overwrites with the client's address (x-real-ip behind nginx).",
    });
  }
  if (!isSet("STRIPE_SECRET_KEY")) {
    warnings.push(
      env.PAYMENTS_TEST_MODE?.trim() === "1"
        ? {
            setting: "PAYMENTS_TEST_MODE",
            problem:
              "Test-mode payments are on (PAYMENTS_TEST_MODE=1, no STRIPE_SECRET_KEY): checkout takes Stripe's test cards and no money is collected.",
            fix: `Set ${STRIPE_KEYS} for real payments, and remove PAYMENTS_TEST_MODE.`,
          }
        : {
            setting: "STRIPE_SECRET_KEY",
            problem:
              "STRIPE_SECRET_KEY is not set: card payments are not configured, so checkout answers 503 and nobody can pay.",
            fix: `Set ${STRIPE_KEYS} (or PAYMENTS_TEST_MODE=1 for a trial with Stripe's test cards).`,
          },
    );
  }
  if (isSet("STRIPE_API_HOST")) {
    warnings.push({
      setting: "STRIPE_API_HOST",
      problem: `STRIPE_API_HOST is set (${env.STRIPE_API_HOST?.trim()}): the shop sends its Stripe calls, with the secret key, there instead of api.stripe.com. It is meant for a test stand-in.`,
      fix: "Remove STRIPE_API_HOST.",
    });
  }
  return { deployment: true, fatal, warnings };
}
