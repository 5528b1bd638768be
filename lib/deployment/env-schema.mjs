// The schema of every setting the app reads: the one source of its rules, for lib/env.ts (the app's one
// reader of process.env) and the deployment check (lib/deployment/check-deployment.mjs, `npm run
// check-deploy`, `npm start`, the Vercel build), so a value the app would refuse is refused before deploying.
import { z } from "zod";
import { resolveDefaultFolders } from "./default-folders.mjs";
import { isServerless } from "./is-serverless.mjs";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalText,
  APP_URL: optionalText.pipe(z.url().optional()),
  // Set by Vercel: without APP_URL, links use https://$VERCEL_PROJECT_PRODUCTION_URL (lib/deployment/app-url.mjs).
  VERCEL: optionalText,
  VERCEL_PROJECT_PRODUCTION_URL: optionalText,
  PORT: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_PASSWORD_HASH: optionalText,
  // The request header that carries the client's address, set by the deployment's own proxy
  // (x-vercel-forwarded-for on Vercel, x-real-ip behind nginx). Unset: every request shares one bucket.
  TRUSTED_IP_HEADER: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "TRUSTED_IP_HEADER must be a header name such as x-real-ip")
      .transform((name) => name.toLowerCase())
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_API_HOST: optionalText, // local stand-in for tests: "http://127.0.0.1:12111"
  // "1" allows the built-in test-mode payments in a deployment (NODE_ENV=production on PostgreSQL).
  PAYMENTS_TEST_MODE: optionalText.pipe(z.enum(["0", "1"], "PAYMENTS_TEST_MODE must be 1 or 0").optional()),
  BLOB_READ_WRITE_TOKEN: optionalText,
  // The backup copies' own place, apart from the primary files: a second Blob store's token (with
  // BLOB_READ_WRITE_TOKEN) or another folder, ideally on another disk (with local storage).
  BACKUP_BLOB_READ_WRITE_TOKEN: optionalText,
  // Unset: ./data/designs, or under os.tmpdir() when serverless (resolveDefaultFolders, below).
  DESIGN_STORAGE_DIR: optionalText,
  DESIGN_BACKUP_DIR: optionalText,
  SMTP_URL: optionalText,
  EMAIL_FROM: z.string().default("Sticker Shop <orders@localhost>"),
  // Unset: ./data/outbox, or under os.tmpdir() when serverless (resolveDefaultFolders, below).
  EMAIL_OUTBOX_DIR: optionalText,
  // How often each server instance sends e-mails left queued (a crash, an unreachable SMTP server).
  EMAIL_SWEEP_INTERVAL_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, "EMAIL_SWEEP_INTERVAL_MS must be a whole number of milliseconds")
      .transform(Number)
      .pipe(z.number().min(100, "EMAIL_SWEEP_INTERVAL_MS must be at least 100"))
      .default(60_000),
  ),
  // The Bearer secret of GET /api/cron/{job} (Vercel Cron sends it); unset: the cron routes answer 401.
  CRON_SECRET: optionalText.pipe(z.string().min(16, "CRON_SECRET must be at least 16 characters").optional()),
  // An order still unpaid this many hours after it was placed becomes "expired" (the expire-orders job).
  ORDER_EXPIRY_HOURS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, "ORDER_EXPIRY_HOURS must be a number of hours")
      .transform(Number)
      .pipe(z.number().positive("ORDER_EXPIRY_HOURS must be positive").max(8760, "ORDER_EXPIRY_HOURS is at most 8760"))
      .default(24),
  ),
  // Sends tried per e-mail before it is marked failed (with back-off between them).
  EMAIL_MAX_ATTEMPTS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, "EMAIL_MAX_ATTEMPTS must be a whole number")
      .transform(Number)
      .pipe(
        z.number().int().min(1, "EMAIL_MAX_ATTEMPTS must be at least 1").max(20, "EMAIL_MAX_ATTEMPTS is at most 20"),
      )
      .default(5),
  ),
  SHOP_TIME_ZONE: z.string().default("America/Los_Angeles"),
  // "1": every API answer carries X-Sql-Statements, the SQL statements its request sent (the bench reads it).
  SQL_STATEMENT_HEADER: optionalText
    .pipe(z.enum(["0", "1"], "SQL_STATEMENT_HEADER must be 1 or 0").optional())
    .transform((value) => value === "1"),
  // Scales every public rate limit (lib/api/rate-limits.ts): 10 allows ten times as many requests.
  RATE_LIMIT_MULTIPLIER: optionalText
    .transform((value) => (value === undefined ? 1 : Number(value)))
    .pipe(
      z
        .number({ error: "RATE_LIMIT_MULTIPLIER must be a number" })
        .positive("RATE_LIMIT_MULTIPLIER must be positive")
        .max(100000, "RATE_LIMIT_MULTIPLIER must be at most 100000"),
    ),
});

// The run-time folders' defaults depend on where the server runs: a serverless function may write only
// under the temp folder. `serverless` is the one answer the app asks for (lib/deployment/is-serverless.mjs).
export const serverEnvWithDefaultsSchema = serverEnvSchema.transform((env) => {
  const defaults = resolveDefaultFolders(env);
  return {
    ...env,
    serverless: isServerless(env),
    DESIGN_STORAGE_DIR: env.DESIGN_STORAGE_DIR ?? defaults.designStorageDir,
    EMAIL_OUTBOX_DIR: env.EMAIL_OUTBOX_DIR ?? defaults.emailOutboxDir,
  };
});
