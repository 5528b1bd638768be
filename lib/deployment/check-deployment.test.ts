// The deployment check's verdict, setting by setting: what a deployment cannot go live without (fatal)
// and what it should fix (warnings); the embedded default (SQLite, nothing set) needs nothing.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkDeployment } from "./check-deployment.mjs";
import { checkVercelBuild } from "./check-vercel-build.mjs";
import { DEPLOYMENT_SETTINGS } from "./deployment-settings.mjs";
import { formatDeploymentReport } from "./format-deployment-report.mjs";
import { isDeployment } from "./is-deployment.mjs";

type Env = Record<string, string | undefined>;

// A deployment on PostgreSQL with every setting the check asks for: no gap at all.
const COMPLETE: Env = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://shop:secret@db.example.com:5432/shop",
  APP_URL: "https://stickers.example.com",
  // A real hash (node scripts/hash-password.mjs 'correct horse battery'): the check verifies its shape.
  ADMIN_PASSWORD_HASH: "scrypt$16384$8$1$xCtgs9pEljhf9vcOO3NWWA$UWprqedD4g4MBDMoslujU1Fxl8S1KsI3HykykGgCqRw",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  SMTP_URL: "smtps://user:pass@mail.example.com:465",
  CRON_SECRET: "a-cron-secret-of-32-characters!!",
  TRUSTED_IP_HEADER: "x-real-ip",
};
// The same on Vercel: Blob instead of a disk, the production domain instead of APP_URL.
const COMPLETE_ON_VERCEL: Env = {
  ...COMPLETE,
  NODE_ENV: undefined,
  VERCEL: "1",
  APP_URL: undefined,
  VERCEL_PROJECT_PRODUCTION_URL: "stickers.example.com",
  BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x",
  TRUSTED_IP_HEADER: "x-vercel-forwarded-for",
};

const settingsOf = (gaps: Array<{ setting: string }>) => gaps.map((gap) => gap.setting);

describe("what is a deployment (one definition)", () => {
  it.each<[string, Env, boolean]>([
    ["nothing set (the embedded default)", {}, false],
    ["SQLite in production", { NODE_ENV: "production", DATABASE_URL: "file:./data/shop.db" }, false],
    ["PostgreSQL in development", { NODE_ENV: "development", DATABASE_URL: "postgresql://x/y" }, false],
    ["PostgreSQL in tests", { NODE_ENV: "test", DATABASE_URL: "postgres://x/y" }, false],
    ["PostgreSQL in production", { NODE_ENV: "production", DATABASE_URL: "postgres://x/y" }, true],
    ["VERCEL=1, even before a database is set", { VERCEL: "1" }, true],
  ])("%s: %s", (_case, env, expected) => {
    expect(isDeployment(env)).toBe(expected);
    expect(checkDeployment(env).deployment).toBe(expected);
  });

  it("asks nothing of a non-deployment", () => {
    expect(checkDeployment({})).toEqual({ deployment: false, fatal: [], warnings: [] });
    expect(checkDeployment({ NODE_ENV: "production", DATABASE_URL: "file:./data/shop.db" })).toEqual({
      deployment: false,
      fatal: [],
      warnings: [],
    });
  });

  it("finds nothing missing in a complete deployment, on PostgreSQL or on Vercel", () => {
    expect(checkDeployment(COMPLETE)).toEqual({ deployment: true, fatal: [], warnings: [] });
    expect(checkDeployment(COMPLETE_ON_VERCEL)).toEqual({ deployment: true, fatal: [], warnings: [] });
  });
});

describe("fatal gaps", () => {
  it.each<[string, Env, string, RegExp, RegExp]>([
    [
      "no DATABASE_URL on Vercel",
      { ...COMPLETE_ON_VERCEL, DATABASE_URL: undefined },
      "DATABASE_URL",
      /^DATABASE_URL is not set: .*every page would answer 500/,
      /^Set DATABASE_URL to your PostgreSQL database .*npm run db:migrate/,
    ],
    [
      "a SQLite DATABASE_URL on Vercel",
      { ...COMPLETE_ON_VERCEL, DATABASE_URL: "file:./data/shop.db" },
      "DATABASE_URL",
      /^DATABASE_URL is not a PostgreSQL address: /,
      /postgresql:\/\/user:password@host:5432\/shop/,
    ],
    [
      "no Blob token on Vercel",
      { ...COMPLETE_ON_VERCEL, BLOB_READ_WRITE_TOKEN: "" },
      "BLOB_READ_WRITE_TOKEN",
      /designs would be stored in .*sticker-shop\/designs, on the disk of the one function instance that took them/,
      /Vercel Blob store/,
    ],
    [
      "an outbox outside the temp folder on Vercel without SMTP",
      { ...COMPLETE_ON_VERCEL, SMTP_URL: undefined, EMAIL_OUTBOX_DIR: "./data/outbox" },
      "EMAIL_OUTBOX_DIR",
      /^EMAIL_OUTBOX_DIR is \.\/data\/outbox, outside the temp folder, which is read-only on Vercel: without SMTP_URL every e-mail would fail/,
      /^Remove EMAIL_OUTBOX_DIR \(without SMTP the outbox is then .*sticker-shop\/outbox\), or set SMTP_URL/,
    ],
    [
      "neither admin password nor hash",
      { ...COMPLETE, ADMIN_PASSWORD_HASH: undefined },
      "ADMIN_PASSWORD_HASH",
      /^Neither ADMIN_PASSWORD_HASH nor ADMIN_PASSWORD is set, so nobody can sign in to \/admin\.$/,
      /node scripts\/hash-password\.mjs/,
    ],
    [
      "a Stripe key without its webhook secret",
      { ...COMPLETE, STRIPE_WEBHOOK_SECRET: "  " },
      "STRIPE_WEBHOOK_SECRET",
      /the Stripe webhook answers 404, so an order whose tab closed .* expires unpaid although the money was taken/,
      /webhook endpoint for https:\/\/stickers\.example\.com\/api\/webhooks\/stripe .* as STRIPE_WEBHOOK_SECRET\.$/,
    ],
    [
      "no APP_URL on PostgreSQL",
      { ...COMPLETE, APP_URL: undefined },
      "APP_URL",
      /^APP_URL is not set \(the links would point to http:\/\/localhost:3000\)/,
      /^Set APP_URL to the shop's public https:\/\/ address/,
    ],
    [
      "an http:// APP_URL",
      { ...COMPLETE, APP_URL: "http://stickers.example.com" },
      "APP_URL",
      /^APP_URL is http:\/\/stickers\.example\.com, and a deployment \(on PostgreSQL\)/,
      /ALLOW_HTTP_APP_URL=1/,
    ],
    [
      "no APP_URL and no production domain on Vercel",
      { ...COMPLETE_ON_VERCEL, VERCEL_PROJECT_PRODUCTION_URL: undefined },
      "APP_URL",
      /a deployment \(on Vercel\)/,
      /APP_URL=https:\/\/stickers\.example\.com/,
    ],
  ])("%s", (_case, env, setting, problem, fix) => {
    const verdict = checkDeployment(env);
    expect(settingsOf(verdict.fatal)).toEqual([setting]);
    expect(verdict.fatal[0]?.problem).toMatch(problem);
    expect(verdict.fatal[0]?.fix).toMatch(fix);
    // Only the outbox case lacks SMTP_URL, and keeps that warning beside its fatal gap.
    expect(settingsOf(verdict.warnings)).toEqual(env.SMTP_URL ? [] : ["SMTP_URL"]);
  });

  // Settings a deployment would accept before this check ran lib/env.ts's own schema: each answered 500 on
  // every route ("Invalid environment", thrown while the instrumentation hook loads), or locked /admin.
  it.each<[string, Env, string, RegExp, RegExp]>([
    [
      "a CRON_SECRET of 15 characters",
      { ...COMPLETE_ON_VERCEL, CRON_SECRET: "x".repeat(15) },
      "CRON_SECRET",
      /^CRON_SECRET must be at least 16 characters\. .*every page and API route would answer 500/,
      /^Correct CRON_SECRET \(it is: .*\), or remove it; without it: the cron routes answer 401\.$/,
    ],
    [
      "an AUTH_SECRET under 32 characters",
      { ...COMPLETE_ON_VERCEL, AUTH_SECRET: "y".repeat(31) },
      "AUTH_SECRET",
      /^AUTH_SECRET must be at least 32 characters\. /,
      /^Correct AUTH_SECRET/,
    ],
    [
      "ORDER_EXPIRY_HOURS=abc",
      { ...COMPLETE, ORDER_EXPIRY_HOURS: "abc" },
      "ORDER_EXPIRY_HOURS",
      /^ORDER_EXPIRY_HOURS must be a number of hours\. The shop refuses this environment when it loads/,
      /without it: 24/,
    ],
    [
      "a TRUSTED_IP_HEADER that is no header name",
      { ...COMPLETE, TRUSTED_IP_HEADER: "x real ip" },
      "TRUSTED_IP_HEADER",
      /^TRUSTED_IP_HEADER must be a header name such as x-real-ip\. /,
      /^Correct TRUSTED_IP_HEADER/,
    ],
    [
      "an APP_URL that is no URL",
      { ...COMPLETE, APP_URL: "stickers example" },
      "APP_URL",
      /^APP_URL: .*every page and API route would answer 500/,
      /^Correct APP_URL/,
    ],
    [
      "ADMIN_PASSWORD_HASH=not-a-hash",
      { ...COMPLETE_ON_VERCEL, ADMIN_PASSWORD_HASH: "not-a-hash" },
      "ADMIN_PASSWORD_HASH",
      /^ADMIN_PASSWORD_HASH cannot verify any password: it is not a scrypt hash .*"Invalid password", so nobody gets into \/admin\.$/,
      /node scripts\/hash-password\.mjs/,
    ],
    [
      "a hash whose cost is no power of two",
      {
        ...COMPLETE,
        ADMIN_PASSWORD_HASH: "scrypt$1000$8$1$xCtgs9pEljhf9vcOO3NWWA$UWprqedD4g4MBDMoslujU1Fxl8S1KsI3HykykGgCqRw",
      },
      "ADMIN_PASSWORD_HASH",
      /its cost N \(1000\) is not a power of two/,
      /hash-password/,
    ],
    [
      "a hash needing more memory than Node's scrypt allows",
      {
        ...COMPLETE,
        ADMIN_PASSWORD_HASH: "scrypt$1048576$8$1$xCtgs9pEljhf9vcOO3NWWA$UWprqedD4g4MBDMoslujU1Fxl8S1KsI3HykykGgCqRw",
      },
      "ADMIN_PASSWORD_HASH",
      /need 1024 MiB, more than Node's scrypt allows/,
      /hash-password/,
    ],
    [
      "a hash with its key cut short",
      { ...COMPLETE, ADMIN_PASSWORD_HASH: "scrypt$16384$8$1$xCtgs9pEljhf9vcOO3NWWA$UWpr" },
      "ADMIN_PASSWORD_HASH",
      /its key is shorter than 16 bytes/,
      /hash-password/,
    ],
    [
      "ADMIN_PASSWORD=short on Vercel (npm start's rule)",
      { ...COMPLETE_ON_VERCEL, ADMIN_PASSWORD_HASH: undefined, ADMIN_PASSWORD: "short" },
      "ADMIN_PASSWORD",
      /^ADMIN_PASSWORD is 5 characters long; it must have at least 12: npm start refuses it/,
      /at least 12 characters/,
    ],
  ])("refuses %s, as the shop itself would", (_case, env, setting, problem, fix) => {
    const verdict = checkDeployment(env);
    expect(settingsOf(verdict.fatal)).toEqual([setting]);
    expect(verdict.fatal[0]?.problem).toMatch(problem);
    expect(verdict.fatal[0]?.fix).toMatch(fix);
  });

  it("names every setting the schema refuses, at once", () => {
    const verdict = checkDeployment({
      ...COMPLETE,
      CRON_SECRET: "short",
      EMAIL_MAX_ATTEMPTS: "0",
      RATE_LIMIT_MULTIPLIER: "x",
    });
    expect(settingsOf(verdict.fatal).sort()).toEqual(["CRON_SECRET", "EMAIL_MAX_ATTEMPTS", "RATE_LIMIT_MULTIPLIER"]);
  });

  it.each<[string, Env]>([
    [
      "ADMIN_PASSWORD instead of the hash",
      { ...COMPLETE, ADMIN_PASSWORD_HASH: undefined, ADMIN_PASSWORD: "x".repeat(12) },
    ],
    [
      "ALLOW_HTTP_APP_URL=1 with an http:// APP_URL",
      { ...COMPLETE, APP_URL: "http://localhost:3000", ALLOW_HTTP_APP_URL: "1" },
    ],
    ["Vercel's production domain for APP_URL", COMPLETE_ON_VERCEL],
  ])("accepts %s", (_case, env) => {
    expect(checkDeployment(env).fatal).toEqual([]);
  });

  it.each<[string, Env]>([
    ["an outbox under the temp folder", { EMAIL_OUTBOX_DIR: path.join(os.tmpdir(), "shop-outbox") }],
    ["the default outbox (under the temp folder)", {}],
    ["an outbox outside it with SMTP_URL (never written)", { EMAIL_OUTBOX_DIR: "./data/outbox", SMTP_URL: "smtp://m" }],
  ])("accepts %s on Vercel", (_case, extra) => {
    expect(checkDeployment({ ...COMPLETE_ON_VERCEL, SMTP_URL: undefined, ...extra }).fatal).toEqual([]);
  });

  it("asks for an outbox in the temp folder only on Vercel (a server's own disk can hold it)", () => {
    expect(checkDeployment({ ...COMPLETE, SMTP_URL: undefined, EMAIL_OUTBOX_DIR: "./data/outbox" }).fatal).toEqual([]);
  });

  it("asks for Blob only on Vercel (a server's own disk holds the designs)", () => {
    expect(checkDeployment({ ...COMPLETE, BLOB_READ_WRITE_TOKEN: undefined }).fatal).toEqual([]);
  });

  it("names every gap at once, fatal ones first in the report", () => {
    const verdict = checkDeployment({ VERCEL: "1" });
    expect(settingsOf(verdict.fatal)).toEqual([
      "DATABASE_URL",
      "BLOB_READ_WRITE_TOKEN",
      "ADMIN_PASSWORD_HASH",
      "APP_URL",
    ]);
    expect(settingsOf(verdict.warnings)).toEqual(["SMTP_URL", "CRON_SECRET", "TRUSTED_IP_HEADER", "STRIPE_SECRET_KEY"]);
    const report = formatDeploymentReport(verdict, { VERCEL: "1" });
    expect(report).toMatch(/^Deployment check \(on Vercel\): 4 fatal gaps, 4 warnings\./);
    expect(report.indexOf("Fatal (the deployment cannot go live):")).toBeLessThan(report.indexOf("Warnings:"));
    for (const gap of [...verdict.fatal, ...verdict.warnings]) {
      expect(report).toContain(`  - ${gap.problem}\n    Fix: ${gap.fix}`);
    }
  });
});

describe("warnings", () => {
  it.each<[string, Env, string, RegExp, RegExp]>([
    [
      "no SMTP_URL on Vercel",
      { ...COMPLETE_ON_VERCEL, SMTP_URL: undefined },
      "SMTP_URL",
      /only written to the outbox folder .*sticker-shop\/outbox in the function's temp folder, which nobody reads/,
      /^Set SMTP_URL to your mail server/,
    ],
    [
      "no SMTP_URL on PostgreSQL",
      { ...COMPLETE, SMTP_URL: undefined },
      "SMTP_URL",
      /are written to the outbox folder instead of being sent/,
      /EMAIL_FROM/,
    ],
    [
      "no CRON_SECRET on Vercel",
      { ...COMPLETE_ON_VERCEL, CRON_SECRET: undefined },
      "CRON_SECRET",
      /every Vercel Cron call answers 401/,
      /at least 16 characters/,
    ],
    [
      "no TRUSTED_IP_HEADER on Vercel",
      { ...COMPLETE_ON_VERCEL, TRUSTED_IP_HEADER: undefined },
      "TRUSTED_IP_HEADER",
      /eight wrong admin passwords lock the owner out for everyone/,
      /^Set TRUSTED_IP_HEADER=x-vercel-forwarded-for\.$/,
    ],
    [
      "no TRUSTED_IP_HEADER behind another proxy",
      { ...COMPLETE, TRUSTED_IP_HEADER: undefined },
      "TRUSTED_IP_HEADER",
      /one rate-limit bucket/,
      /x-real-ip behind nginx/,
    ],
    [
      "test-mode payments on (PAYMENTS_TEST_MODE=1, no Stripe)",
      { ...COMPLETE, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PAYMENTS_TEST_MODE: "1" },
      "PAYMENTS_TEST_MODE",
      /^Test-mode payments are on .* no money is collected\.$/,
      /remove PAYMENTS_TEST_MODE/,
    ],
    [
      "no Stripe and no test mode (checkout answers 503)",
      { ...COMPLETE, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      "STRIPE_SECRET_KEY",
      /checkout answers 503/,
      /PAYMENTS_TEST_MODE=1 for a trial/,
    ],
    [
      "STRIPE_API_HOST set (Stripe calls would leave for a stand-in)",
      { ...COMPLETE, STRIPE_API_HOST: "http://127.0.0.1:12111" },
      "STRIPE_API_HOST",
      /sends its Stripe calls, with the secret key, there instead of api\.stripe\.com/,
      /^Remove STRIPE_API_HOST\.$/,
    ],
  ])("%s", (_case, env, setting, problem, fix) => {
    const verdict = checkDeployment(env);
    expect(verdict.fatal).toEqual([]);
    expect(settingsOf(verdict.warnings)).toEqual([setting]);
    expect(verdict.warnings[0]?.problem).toMatch(problem);
    expect(verdict.warnings[0]?.fix).toMatch(fix);
  });

  it("ignores PAYMENTS_TEST_MODE=1 when Stripe is configured (Stripe wins)", () => {
    expect(checkDeployment({ ...COMPLETE, PAYMENTS_TEST_MODE: "1" }).warnings).toEqual([]);
  });
});

describe("the Vercel build (next.config.mjs)", () => {
  it("throws on a fatal gap, naming each gap and its fix", () => {
    const env = { ...COMPLETE_ON_VERCEL, BLOB_READ_WRITE_TOKEN: undefined, STRIPE_WEBHOOK_SECRET: undefined };
    expect(() => checkVercelBuild("phase-production-build", env)).toThrow(
      /^The Vercel build stops: set the missing settings in the project, then redeploy\.\n\nDeployment check \(on Vercel\): 2 fatal gaps, 0 warnings\./,
    );
    expect(() => checkVercelBuild("phase-production-build", env)).toThrow(/BLOB_READ_WRITE_TOKEN is not set/);
    expect(() => checkVercelBuild("phase-production-build", env)).toThrow(/Fix: In Stripe, add a webhook endpoint/);
  });

  it("returns the warnings to print when nothing is fatal", () => {
    const report = checkVercelBuild("phase-production-build", { ...COMPLETE_ON_VERCEL, SMTP_URL: undefined });
    expect(report).toMatch(/^Deployment check \(on Vercel\): 0 fatal gaps, 1 warning\./);
  });

  it.each<[string, string, Env]>([
    ["a local next build (no VERCEL), however incomplete", "phase-production-build", {}],
    [
      "a local build on PostgreSQL in production",
      "phase-production-build",
      { NODE_ENV: "production", DATABASE_URL: "postgresql://x/y" },
    ],
    ["next start on Vercel's settings (not the build)", "phase-production-server", { VERCEL: "1" }],
    ["next dev", "phase-development-server", { VERCEL: "1" }],
  ])("never stops %s", (_case, phase, env) => {
    expect(checkVercelBuild(phase, env)).toBeNull();
  });

  it("is what next.config.mjs runs in the build phase", async () => {
    // A variable specifier: the config is plain JavaScript without type declarations.
    const configFile = "../../next.config.mjs";
    const { default: config } = (await import(configFile)) as { default: (phase: string) => object };
    const saved = process.env.VERCEL;
    process.env.VERCEL = "1";
    try {
      expect(() => config("phase-production-build")).toThrow(/^The Vercel build stops/);
      expect(config("phase-production-server")).toHaveProperty("poweredByHeader", false);
    } finally {
      if (saved === undefined) delete process.env.VERCEL;
      else process.env.VERCEL = saved;
    }
    expect(config("phase-production-build")).toHaveProperty("poweredByHeader", false);
  });
});

describe("the settings the check knows", () => {
  it("lists every variable of the README's configuration table, once", () => {
    const readme = readFileSync(path.join(__dirname, "../../README.md"), "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Deploying on Vercel"));
    const documented = [...table.matchAll(/^\| (.+?) \|/gm)]
      .flatMap((row) => [...(row[1] ?? "").matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1]))
      .sort();
    const known = DEPLOYMENT_SETTINGS.map((setting) => setting.name);
    expect(documented.length).toBeGreaterThan(25);
    expect([...known].sort()).toEqual(documented);
    expect(new Set(known).size).toBe(known.length);
  });
});
