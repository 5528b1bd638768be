import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqlitePrismaClient } from "./generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgres/client";
import { resolveDatabaseUrl } from "./database-url.mjs";

// Both generated clients expose the same model API (the schemas are kept identical and tested),
// so the app is typed against one of them; the cast below is the only place they meet.
export type Database = SqlitePrismaClient;

/** A new client on DATABASE_URL; the app uses the one `prisma` below (tests make a second "server"). */
export function createClient(): Database {
  const target = resolveDatabaseUrl(process.env.DATABASE_URL);
  if (target.provider === "sqlite") {
    return new SqlitePrismaClient({ adapter: new PrismaBetterSQLite3({ url: `file:${target.filePath}` }) });
  }
  const client = new PostgresPrismaClient({
    adapter: new PrismaPg({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 }),
  });
  return client as unknown as Database;
}

/** Which database the process uses, for the few statements that differ between them. */
export const databaseProvider: "sqlite" | "postgres" = resolveDatabaseUrl(process.env.DATABASE_URL).provider;

const globalForPrisma = globalThis as unknown as { stickerShopPrisma?: Database };

/** The one Prisma client of the process (kept on globalThis so dev reloads reuse it). */
export const prisma: Database = globalForPrisma.stickerShopPrisma ?? createClient();
globalForPrisma.stickerShopPrisma = prisma;
