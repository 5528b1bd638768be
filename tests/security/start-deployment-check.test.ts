// The deployment check at `npm start` and in `npm run check-deploy` (the scripts spawned as a user runs
// them): a deployment with a fatal gap is refused before the database or the build is touched, naming
// each gap and its fix; warnings are printed at start; the embedded default (SQLite, nothing set) needs
// nothing.
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const scratch = mkdtempSync(path.join(os.tmpdir(), "start-deployment-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Nothing listens there: a start that got past the check fails on the connection instead.
const UNREACHABLE_POSTGRES = "postgresql://postgres@127.0.0.1:9/nothing_here";
const READY_ON_POSTGRES = {
  DATABASE_URL: UNREACHABLE_POSTGRES,
  APP_URL: "https://stickers.example.com",
  ADMIN_PASSWORD: "a-long-enough-password",
};

// Only what the test gives: the runner's own settings (its DATABASE_URL, ADMIN_PASSWORD…) stay out.
function run(script: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [path.resolve(script)], {
    cwd: scratch, // empty: should a check be missing, there is nothing to build or serve
    // NODE_ENV=development left in the shell changes nothing: both scripts run (or check) the production build.
    env: { PATH: process.env.PATH ?? "", HOME: scratch, PORT: "0", NODE_ENV: "development", ...env },
    encoding: "utf8",
    timeout: 20000,
  });
}

describe("npm start in a deployment", () => {
  it.each<[string, Record<string, string>, string, string]>([
    [
      "PostgreSQL without ADMIN_PASSWORD or ADMIN_PASSWORD_HASH",
      { DATABASE_URL: UNREACHABLE_POSTGRES, APP_URL: "https://stickers.example.com" },
      "Neither ADMIN_PASSWORD_HASH nor ADMIN_PASSWORD is set, so nobody can sign in to /admin.",
      "Set ADMIN_PASSWORD_HASH (make one with node scripts/hash-password.mjs)",
    ],
    [
      "a Stripe key without STRIPE_WEBHOOK_SECRET",
      { ...READY_ON_POSTGRES, STRIPE_SECRET_KEY: "sk_test_x" },
      "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: the Stripe webhook answers 404",
      "In Stripe, add a webhook endpoint for https://stickers.example.com/api/webhooks/stripe",
    ],
    [
      "VERCEL=1 without a Blob token",
      { ...READY_ON_POSTGRES, VERCEL: "1" },
      `BLOB_READ_WRITE_TOKEN is not set: designs would be stored in ${os.tmpdir()}/sticker-shop/designs, on the disk of the one function instance`,
      "Create a Vercel Blob store and connect it to the project",
    ],
    [
      "VERCEL=1 on SQLite",
      { ...READY_ON_POSTGRES, VERCEL: "1", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x", DATABASE_URL: "file:./shop.db" },
      "DATABASE_URL is not a PostgreSQL address",
      "Set DATABASE_URL to your PostgreSQL database",
    ],
  ])("refuses %s, naming the gap and its fix", (_case, env, problem, fix) => {
    const result = run("scripts/start.mjs", env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to start: a deployment cannot go live with these gaps.");
    expect(result.stderr).toContain(`  - ${problem}`);
    expect(result.stderr).toContain(`    Fix: ${fix}`);
    expect(result.stderr).not.toMatch(/ECONNREFUSED|ENOENT/); // stopped before the database
  });

  it("prints the warnings at start, then goes on", () => {
    const result = run("scripts/start.mjs", READY_ON_POSTGRES);
    expect(result.stderr).not.toContain("Refusing to start");
    expect(result.stderr).toContain("Deployment check (on PostgreSQL): 0 fatal gaps, 4 warnings.");
    expect(result.stderr).toContain("  - SMTP_URL is not set");
    expect(result.stderr).toContain("  - CRON_SECRET is not set");
    expect(result.stderr).toContain("  - TRUSTED_IP_HEADER is not set");
    expect(result.stderr).toContain("  - STRIPE_SECRET_KEY is not set");
    expect(result.status).not.toBe(0); // then fails on the unreachable database, as it should
  });

  it("needs nothing on the embedded default (SQLite, nothing set): no check, on to the database", () => {
    const result = run("scripts/start.mjs", {});
    expect(result.stderr).not.toContain("Refusing to start");
    expect(result.stderr).not.toContain("Deployment check");
    expect(result.stderr).toContain(path.join("prisma", "sqlite", "migrations")); // reached the database step
  });
});

describe("npm run check-deploy", () => {
  it("prints the report and every setting (never a value), exit 1 on a deployment's fatal gap", () => {
    const result = run("scripts/check-deploy.mjs", { VERCEL: "1", SMTP_URL: "smtps://user:hunter2@mail.example:465" });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^Deployment check \(on Vercel\): 4 fatal gaps, 3 warnings\./);
    expect(result.stdout).toContain("  - BLOB_READ_WRITE_TOKEN is not set");
    expect(result.stdout).toContain("    Fix: Set TRUSTED_IP_HEADER=x-vercel-forwarded-for.");
    expect(result.stdout).toMatch(/\n {2}SMTP_URL +set {6}sends e-mail over SMTP\n/);
    expect(result.stdout).toMatch(/\n {2}CRON_SECRET +not set {2}Bearer secret/);
    expect(result.stdout).not.toContain("hunter2");
  });

  // check-deploy connects to a deployment's database: a real one, migrated by npm run db:migrate.
  const server = /^postgres(ql)?:\/\//.test(process.env.TEST_BASE_DATABASE_URL ?? "")
    ? (process.env.TEST_BASE_DATABASE_URL as string)
    : "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `sticker_check_deploy_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const onServer = (database: string) => Object.assign(new URL(server), { pathname: `/${database}` }).toString();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: onServer("postgres") });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const COMPLETE = {
    ...READY_ON_POSTGRES,
    SMTP_URL: "smtps://mail.example:465",
    CRON_SECRET: "a-cron-secret-of-enough-length",
    TRUSTED_IP_HEADER: "x-real-ip",
    PAYMENTS_TEST_MODE: "1",
  };

  it("exit 1 for an unreachable database and for one never migrated, 0 once migrated", () => {
    const unreachable = run("scripts/check-deploy.mjs", COMPLETE);
    expect(unreachable.status).toBe(1);
    expect(unreachable.stdout).toContain(
      "  - The database at postgresql://127.0.0.1:9/nothing_here cannot be reached (connect ECONNREFUSED 127.0.0.1:9)",
    );
    const fresh = run("scripts/check-deploy.mjs", { ...COMPLETE, DATABASE_URL: onServer(name) });
    expect(fresh.status).toBe(1);
    expect(fresh.stdout).toMatch(
      / {2}- The database at postgresql:\/\/[^ ]+ lacks (\d+) of \1 migrations .*: it was never migrated\./,
    );

    execFileSync(process.execPath, ["scripts/migrate.mjs"], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATABASE_URL: onServer(name) },
      stdio: "ignore",
    });
    const result = run("scripts/check-deploy.mjs", { ...COMPLETE, DATABASE_URL: onServer(name) });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^Deployment check \(on PostgreSQL\): 0 fatal gaps, 1 warning\.\n\nWarnings:\n {2}- Test-mode payments are on/,
    );
  });

  it("exits 0 outside a deployment and says how to check one", () => {
    const result = run("scripts/check-deploy.mjs", {});
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^Deployment check: not a deployment \(SQLite, no VERCEL=1\): the embedded defaults need nothing\./,
    );
    expect(result.stdout).toContain("VERCEL=1 npm run check-deploy");
  });
});
