// Every setting the shop reads (the README's configuration table), what it is for and what a deployment
// loses without it. `npm run check-deploy` lists them; checkDeployment (check-deployment.mjs) decides
// which absences stop a deployment and which are warnings.
import { resolveDefaultFolders } from "./default-folders.mjs";

const ON_A_SERVER = resolveDefaultFolders({});
const SERVERLESS = resolveDefaultFolders({ VERCEL: "1" });

/** @type {ReadonlyArray<{ name: string, purpose: string, whenMissing: string }>} */
export const DEPLOYMENT_SETTINGS = [
  { name: "PORT", purpose: "port of npm start", whenMissing: "3000" },
  {
    name: "DATABASE_URL",
    purpose: "the database: file:… is SQLite, postgresql://… is PostgreSQL",
    whenMissing: "SQLite in ./data/shop.db, which a read-only (serverless) file system cannot hold",
  },
  {
    name: "APP_URL",
    purpose: "the shop's public address in e-mails and affiliate links",
    whenMissing: "https://$VERCEL_PROJECT_PRODUCTION_URL on Vercel, else http://localhost:$PORT",
  },
  {
    name: "ALLOW_HTTP_APP_URL",
    purpose: "1: a local trial on PostgreSQL may use an http:// APP_URL",
    whenMissing: "a deployment needs an https:// APP_URL",
  },
  { name: "NEXT_PUBLIC_COMPANY_NAME", purpose: "the shop's name", whenMissing: "Sticker Shop" },
  { name: "NEXT_PUBLIC_COMPANY_SITE_URL", purpose: "logo and Back to Home link", whenMissing: "https://example.com" },
  { name: "NEXT_PUBLIC_COMPANY_CONTACT_URL", purpose: "Support button", whenMissing: "https://example.com/contact" },
  {
    name: "ADMIN_PASSWORD",
    purpose: "the admin password (at least 12 characters)",
    whenMissing: "generated and printed once by npm start; on Vercel nobody can sign in",
  },
  {
    name: "ADMIN_PASSWORD_HASH",
    purpose: "a ready scrypt hash instead of the password",
    whenMissing: "ADMIN_PASSWORD is used",
  },
  {
    name: "TRUSTED_IP_HEADER",
    purpose: "the proxy's header carrying the client's address",
    whenMissing: "one shared bucket: eight wrong admin passwords lock the owner out for everyone",
  },
  { name: "RATE_LIMIT_MULTIPLIER", purpose: "scales the public rate limits", whenMissing: "1" },
  {
    name: "AUTH_SECRET",
    purpose: "signs admin tokens, design-file URLs and customers' sign-in sessions",
    whenMissing: "generated, kept in the database",
  },
  {
    name: "STRIPE_SECRET_KEY",
    purpose: "real card payments through Stripe",
    whenMissing: "test-mode payments, or in a deployment checkout answers 503",
  },
  {
    name: "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
    purpose: "Stripe's card form in the browser",
    whenMissing: "the card form cannot load Stripe",
  },
  {
    name: "STRIPE_WEBHOOK_SECRET",
    purpose: "checks Stripe's webhook calls",
    whenMissing: "the webhook answers 404: payments and refunds Stripe reports are never recorded",
  },
  {
    name: "PAYMENTS_TEST_MODE",
    purpose: "1: Stripe's test cards are taken in a deployment without Stripe keys; 0: never",
    whenMissing: "on unless deployed",
  },
  {
    name: "BLOB_READ_WRITE_TOKEN",
    purpose: "designs in Vercel Blob",
    whenMissing: "designs in DESIGN_STORAGE_DIR, on Vercel in one instance's temp folder (lost with it)",
  },
  {
    name: "BACKUP_BLOB_READ_WRITE_TOKEN",
    purpose: "a second Blob store for the backup copies",
    whenMissing: "same store",
  },
  {
    name: "DESIGN_STORAGE_DIR",
    purpose: "local design storage",
    whenMissing: `${ON_A_SERVER.designStorageDir}; on Vercel ${SERVERLESS.designStorageDir}`,
  },
  {
    name: "DESIGN_BACKUP_DIR",
    purpose: "another folder for the backup copies",
    whenMissing: "inside DESIGN_STORAGE_DIR",
  },
  {
    name: "SMTP_URL",
    purpose: "sends e-mail over SMTP",
    whenMissing: "e-mails go to the outbox folder, on Vercel in one instance's temp folder (nobody reads it)",
  },
  { name: "EMAIL_FROM", purpose: "sender of customer e-mails", whenMissing: "Sticker Shop <orders@localhost>" },
  {
    name: "EMAIL_OUTBOX_DIR",
    purpose: "where e-mails go without SMTP (on Vercel it must be under the temp folder)",
    whenMissing: `${ON_A_SERVER.emailOutboxDir}; on Vercel ${SERVERLESS.emailOutboxDir}`,
  },
  { name: "EMAIL_SWEEP_INTERVAL_MS", purpose: "how often npm start sends queued e-mails", whenMissing: "60000" },
  { name: "EMAIL_MAX_ATTEMPTS", purpose: "sends tried per e-mail", whenMissing: "5" },
  { name: "ORDER_EXPIRY_HOURS", purpose: "when an unpaid order expires", whenMissing: "24" },
  {
    name: "CRON_SECRET",
    purpose: "Bearer secret of GET /api/cron/{job} (Vercel Cron)",
    whenMissing: "the cron routes answer 401",
  },
  { name: "SHOP_TIME_ZONE", purpose: "time zone of order numbers and dates", whenMissing: "America/Los_Angeles" },
  { name: "SQL_STATEMENT_HEADER", purpose: "1: X-Sql-Statements on every API answer", whenMissing: "0" },
  { name: "CHROMIUM_PATH", purpose: "browser of the Playwright tests", whenMissing: "/usr/bin/chromium" },
];
