// Names and locations of the throw-away databases the test run uses. The run's own DATABASE_URL
// picks the provider: unset or file: → SQLite, postgres(ql):// → PostgreSQL on that server.
import os from "node:os";
import path from "node:path";

export type TestProvider = "sqlite" | "postgres";

export function getTestProvider(): TestProvider {
  return /^postgres(ql)?:\/\//.test(process.env.TEST_BASE_DATABASE_URL ?? process.env.DATABASE_URL ?? "")
    ? "postgres"
    : "sqlite";
}

// One id per jest run (set by global setup, inherited by the workers), so parallel runs never collide.
const RUN_ID = (process.env.STICKER_TEST_RUN_ID ??= String(process.pid));

export const SQLITE_TEST_DIR = path.join(os.tmpdir(), `sticker-shop-jest-${RUN_ID}`);
/** Design storage and e-mail outbox folders of the run's test files. */
export const SCRATCH_DIR = path.join(os.tmpdir(), `sticker-shop-jest-files-${RUN_ID}`);
export const SQLITE_TEMPLATE_FILE = path.join(SQLITE_TEST_DIR, "template.db");

/** The server to create PostgreSQL test databases on, and the database used for admin commands. */
export function getPostgresAdminUrl(): string {
  const url = new URL(process.env.TEST_BASE_DATABASE_URL ?? process.env.DATABASE_URL ?? "");
  url.pathname = "/postgres";
  return url.toString();
}

export function postgresUrlFor(databaseName: string): string {
  const url = new URL(getPostgresAdminUrl());
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export const POSTGRES_TEMPLATE_DB = `sticker_shop_test_template_r${RUN_ID}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
