import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// The CLI tries to download engines when DATABASE_URL is unset; give it a default.
const url = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")
  ? (process.env.DATABASE_URL as string)
  : "postgresql://postgres@127.0.0.1:5432/postgres";
process.env.DATABASE_URL = url;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "postgres", "schema.prisma"),
  migrations: { path: path.join("prisma", "postgres", "migrations") },
  async adapter() {
    return new PrismaPg({ connectionString: url });
  },
});
