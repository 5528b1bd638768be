// Writes a new migration for both providers from the difference between the committed schemas
// (git HEAD) and the working copies: npm run db:new-migration add_something. The SQLite schema is
// generated from the PostgreSQL one first, so only prisma/postgres/schema.prisma is edited by hand.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration <snake_case_name>");
  process.exit(1);
}
const generated = spawnSync(process.execPath, ["scripts/generate-sqlite-schema.mjs"], { stdio: "inherit" });
if (generated.status !== 0) process.exit(generated.status ?? 1);
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const scratch = mkdtempSync(path.join(os.tmpdir(), "migration-"));

for (const provider of ["sqlite", "postgres"]) {
  const schema = `prisma/${provider}/schema.prisma`;
  const previous = path.join(scratch, `${provider}.prisma`);
  writeFileSync(previous, execFileSync("git", ["show", `HEAD:${schema}`], { encoding: "utf8" }));
  const result = spawnSync(
    "node_modules/.bin/prisma",
    [
      "migrate",
      "diff",
      "--config",
      `prisma.${provider}.config.ts`,
      "--from-schema-datamodel",
      previous,
      "--to-schema-datamodel",
      schema,
      "--script",
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  const dir = `prisma/${provider}/migrations/${stamp}_${name}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), result.stdout);
  console.log(`wrote ${dir}/migration.sql`);
}
