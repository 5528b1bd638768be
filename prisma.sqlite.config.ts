import { mkdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

// The CLI tries to download engines when DATABASE_URL is unset; give it a default.
const url = process.env.DATABASE_URL?.startsWith("file:") ? process.env.DATABASE_URL : "file:./data/shop.db";
process.env.DATABASE_URL = url;
mkdirSync(path.dirname(path.resolve(url.slice("file:".length))), { recursive: true });

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "sqlite", "schema.prisma"),
  migrations: { path: path.join("prisma", "sqlite", "migrations") },
  async adapter() {
    return new PrismaBetterSQLite3({ url });
  },
});
