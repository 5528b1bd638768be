// Builds one migrated and seeded template database; each test file copies it.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { Client } from "pg";
import {
  getPostgresAdminUrl,
  getTestProvider,
  POSTGRES_TEMPLATE_DB,
  postgresUrlFor,
  SQLITE_TEMPLATE_FILE,
  SQLITE_TEST_DIR,
} from "../helpers/test-databases";

function runScript(script: string, databaseUrl: string) {
  const result = spawnSync(process.execPath, [script], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The jest projects (jest.config.mjs) that need no database: run alone, they skip the template. */
const PROJECTS_WITHOUT_DATABASE = ["unit", "geometry"];

export default async function globalSetup(globalConfig: { selectProjects?: string[] }) {
  process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL ?? "";
  const selected = globalConfig.selectProjects ?? [];
  if (selected.length > 0 && selected.every((name) => PROJECTS_WITHOUT_DATABASE.includes(name))) return;
  if (getTestProvider() === "sqlite") {
    rmSync(SQLITE_TEST_DIR, { recursive: true, force: true });
    mkdirSync(SQLITE_TEST_DIR, { recursive: true });
    runScript("scripts/migrate.mjs", `file:${SQLITE_TEMPLATE_FILE}`);
    runScript("scripts/seed.mjs", `file:${SQLITE_TEMPLATE_FILE}`);
    return;
  }
  const admin = new Client({ connectionString: getPostgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${POSTGRES_TEMPLATE_DB}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${POSTGRES_TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  runScript("scripts/migrate.mjs", postgresUrlFor(POSTGRES_TEMPLATE_DB));
  runScript("scripts/seed.mjs", postgresUrlFor(POSTGRES_TEMPLATE_DB));
}
