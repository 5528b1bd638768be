// The serverless rehearsal's world, started once per Playwright worker: the production build under
// `next start` as Vercel would run it (VERCEL=1, NODE_ENV=production, PostgreSQL, every setting the
// deployment check calls fatal, SMTP, Stripe with its webhook secret, CRON_SECRET, the client address
// header Vercel sets, an https:// APP_URL, the disk read-only outside os.tmpdir()), the Blob, Stripe and
// SMTP stand-ins, and the "Vercel edge" proxy in front that the browser and the webhooks go through.
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { startBlobStandIn, type BlobStandIn } from "../../helpers/blob-stand-in";
import { startSmtpTestServer, type SmtpTestServer } from "../../helpers/smtp-test-server";
import { startStripeStandIn, type StripeStandIn } from "../../helpers/stripe-stand-in";
// The admin helpers of the e2e suite type its password: the rehearsal's deployment uses the same one.
import { ADMIN_PASSWORD } from "../../e2e/support/admin";
import { routeBlobApi, startHttpsStandInProxy, type HttpsStandInProxy } from "../../e2e/support/https-stand-in-proxy";
import { findFreePort, startOwnShopServer, waitForShop } from "../../e2e/support/own-shop-server";
import { routeStripeJs } from "../../e2e/support/stripe-js-stand-in";
import { startMemoryCeiling, type MemoryCeiling } from "./memory-ceiling";
import { startVercelEdgeProxy, type VercelEdgeProxy } from "./vercel-edge-proxy";

const ROOT = process.cwd(); // npm run test:serverless runs from the repository
export const CRON_SECRET = "rehearsal-cron-secret-0123456789";
export const APP_URL = "https://stickers.rehearsal.example";
const BLOB_TOKEN = "vercel_blob_rw_rehearsal_secret";
const BACKUP_BLOB_TOKEN = "vercel_blob_rw_rehearsalbackup_secret";
/** A store created as public, which refuses the shop's private blobs as Vercel does: for the check's refusal. */
export const PUBLIC_BLOB_TOKEN = "vercel_blob_rw_rehearsalpublic_secret";
const STRIPE_WEBHOOK_SECRET = "whsec_rehearsal_0123456789abcdef";

/** Where the rehearsal's server may not write: refusals of the read-only disk preload (JSON lines). */
export const readOnlyDiskLog = () => path.join(requiredEnv("REHEARSAL_DIR"), "read-only-disk.jsonl");
/** One line per process the read-only-disk preload was loaded into. */
export const readOnlyDiskLoadedLog = () => path.join(requiredEnv("REHEARSAL_DIR"), "read-only-disk-loaded.jsonl");
/** The memory ceiling's kills and each server's peaks, across workers (JSON lines). */
export const memoryCeilingLog = () => path.join(requiredEnv("REHEARSAL_DIR"), "memory-ceiling.jsonl");
/** What the edge proxy refused, across workers (JSON lines). */
export const edgeRefusalLog = () => path.join(requiredEnv("REHEARSAL_DIR"), "edge-refusals.jsonl");

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the rehearsal through tests/serverless/playwright.config.ts`);
  return value;
}

export type Rehearsal = {
  /** The address the browser uses: the edge proxy in front of the server. */
  origin: string;
  /** The server itself (for the few checks that must bypass the edge). */
  serverOrigin: string;
  /** The server's environment, as a Vercel project would hold it. */
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  /** When the server first answered (after its start-up, timers included). */
  startedAt: number;
  edge: VercelEdgeProxy;
  blob: BlobStandIn;
  blobApiProxy: HttpsStandInProxy;
  /** Delivers its signed webhook events to the shop through the edge, as Stripe would. */
  stripe: StripeStandIn;
  smtp: SmtpTestServer;
  /** Vercel's 2 GB memory ceiling on the server's process tree: its peaks, and whether it killed the server. */
  memory: MemoryCeiling;
  serverLog(): string;
};

/** The environment of a Vercel deployment of the shop, with every setting the deployment check wants. */
export function vercelEnvironment(parts: {
  databaseUrl: string;
  blob: BlobStandIn;
  stripe: StripeStandIn;
  smtp: SmtpTestServer;
}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    ["PATH", "HOME", "LANG", "TZ"].filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
  );
  return {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    VERCEL: "1",
    VERCEL_ENV: "production",
    VERCEL_PROJECT_PRODUCTION_URL: new URL(APP_URL).host,
    DATABASE_URL: parts.databaseUrl,
    APP_URL,
    ADMIN_PASSWORD,
    TRUSTED_IP_HEADER: "x-vercel-forwarded-for",
    CRON_SECRET,
    BLOB_READ_WRITE_TOKEN: BLOB_TOKEN,
    BACKUP_BLOB_READ_WRITE_TOKEN: BACKUP_BLOB_TOKEN,
    VERCEL_BLOB_API_URL: parts.blob.apiUrl,
    VERCEL_BLOB_RETRIES: "0",
    STRIPE_SECRET_KEY: parts.stripe.secretKey,
    STRIPE_WEBHOOK_SECRET,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: parts.stripe.publishableKey,
    STRIPE_API_HOST: parts.stripe.apiHost,
    SMTP_URL: parts.smtp.url,
    EMAIL_FROM: "Sticker Shop <orders@stickers.rehearsal.example>",
  };
}

async function startRehearsal(): Promise<Rehearsal> {
  const databaseUrl = requiredEnv("REHEARSAL_DATABASE_URL");
  const smtp = await startSmtpTestServer();
  // Private stores, as the README tells a deployer to create: a public blob anywhere in the flows is refused.
  const blob = await startBlobStandIn({
    token: BLOB_TOKEN,
    storeId: "rehearsal",
    access: "private",
    otherStores: [
      { token: BACKUP_BLOB_TOKEN, storeId: "rehearsalbackup", access: "private" },
      { token: PUBLIC_BLOB_TOKEN, storeId: "rehearsalpublic", access: "public" },
    ],
  });
  const blobApiProxy = await startHttpsStandInProxy(blob.origin);
  const stripe = await startStripeStandIn();
  const env: NodeJS.ProcessEnv = {
    ...vercelEnvironment({ databaseUrl, blob, stripe, smtp }),
    // The test machinery, not the deployment: the read-only disk, and Blob's content hosts to the stand-in.
    READ_ONLY_DISK_LOG: readOnlyDiskLog(),
    READ_ONLY_DISK_LOADED_LOG: readOnlyDiskLoadedLog(),
    E2E_BLOB_STORE_ORIGIN: blob.origin,
    NODE_OPTIONS: [
      `--import ${path.join(ROOT, "tests/serverless/read-only-disk.mjs")}`,
      `--import ${path.join(ROOT, "tests/e2e/support/redirect-blob-store-hosts.mjs")}`,
      `--import ${path.join(ROOT, "tests/serverless/loopback-https.mjs")}`,
    ].join(" "),
  };
  const port = await findFreePort();
  const logPath = path.join(requiredEnv("REHEARSAL_DIR"), `server-${port}.log`);
  const server = await startOwnShopServer({ env, port, logFile: logPath, waitUntilReady: false });
  const serverOrigin = server.origin;
  const memory = startMemoryCeiling({ rootPid: server.child.pid!, logFile: memoryCeilingLog() });
  const edge = await startVercelEdgeProxy({ target: serverOrigin, logFile: edgeRefusalLog() });
  stripe.webhook = { url: `${edge.origin}/api/webhooks/stripe`, secret: STRIPE_WEBHOOK_SECRET };
  const serverLog = () => (existsSync(logPath) ? readFileSync(logPath, "utf8") : "");
  await waitForShop(server, `${edge.origin}/api/sticker-sizes`, 90_000).catch((error: unknown) => {
    throw new Error(`the rehearsal server did not start:\n${serverLog()}`, { cause: error });
  });
  // Once it answers: instrumentation's register() (where in-process timers would start) has run by now,
  // so "a minute after startedAt" is at least a minute after any timer could have started.
  const startedAt = Date.now();

  const rehearsal: Rehearsal & { stop(): Promise<void> } = {
    origin: edge.origin,
    serverOrigin,
    env,
    databaseUrl,
    startedAt,
    edge,
    blob,
    blobApiProxy,
    stripe,
    smtp,
    memory,
    serverLog,
    async stop() {
      memory.stop();
      await server.stop();
      await edge.close();
      await blobApiProxy.close();
      await blob.close();
      await stripe.close();
      await smtp.stop();
    },
  };
  return rehearsal;
}

export const test = base.extend<object, { rehearsal: Rehearsal }>({
  rehearsal: [
    async ({}, provide) => {
      const rehearsal = (await startRehearsal()) as Rehearsal & { stop(): Promise<void> };
      try {
        await provide(rehearsal);
      } finally {
        appendFileSync(path.join(requiredEnv("REHEARSAL_DIR"), "server.log"), rehearsal.serverLog());
        await rehearsal.stop();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ rehearsal }, provide) => provide(rehearsal.origin),
  page: async ({ page, rehearsal }, provide) => {
    // The browser reaches Blob's API at its real address, re-routed to the stand-in; Stripe.js is the
    // e2e suite's stand-in, confirming at STRIPE_API_HOST (which the shop's CSP then allows).
    await routeBlobApi(page, rehearsal.blobApiProxy);
    await routeStripeJs(page, { apiOrigin: rehearsal.stripe.apiHost });
    await provide(page);
  },
});

export { expect };
export type { Page };
