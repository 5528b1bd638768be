import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqlitePrismaClient } from "./generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgres/client";
import { resolveDatabaseUrl } from "./database-url.mjs";
import { countStatementsOf } from "./count-statements";

// Both generated clients expose the same model API (the schemas are kept identical and tested),
// so the app is typed against one of them; the cast below is the only place they meet.
export type Database = SqlitePrismaClient;

type SqliteConnection = { prepare(sql: string): unknown };

// Several processes may share one SQLite file (two servers on one machine). The adapter opens a
// transaction with a deferred "BEGIN": one that reads and then writes fails at once with SQLITE_BUSY
// (no busy wait) when another process committed a write since its read, so a webhook or checkout
// racing another server answered 503. "BEGIN IMMEDIATE" takes the write lock first, and a concurrent
// transaction waits for it (busy timeout) instead. Within one process the adapter already runs one
// transaction at a time. tests/reliability/two-servers.test.ts shows it.
function withImmediateTransactions(factory: PrismaBetterSQLite3): PrismaBetterSQLite3 {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const connection = (adapter as unknown as { client?: SqliteConnection }).client;
    if (typeof connection?.prepare !== "function") throw new Error("Unexpected SQLite driver adapter: no client");
    const prepare = connection.prepare.bind(connection);
    // The adapter only runs its "BEGIN". It does not release its transaction lock when BEGIN throws,
    // so a BEGIN IMMEDIATE still refused after the busy timeout falls back to the deferred BEGIN of
    // old: the transaction then fails on its first write (503), as it did before, and never hangs.
    const begin = {
      run() {
        try {
          return (prepare("BEGIN IMMEDIATE") as { run(): unknown }).run();
        } catch (error) {
          if ((error as { code?: unknown }).code !== "SQLITE_BUSY") throw error;
          return (prepare("BEGIN") as { run(): unknown }).run();
        }
      },
    };
    connection.prepare = (sql: string) => (sql === "BEGIN" ? begin : prepare(sql));
    return adapter;
  };
  return factory;
}

/** A new client on DATABASE_URL; the app uses the one `prisma` below (tests make a second "server"). */
export function createClient(): Database {
  const target = resolveDatabaseUrl(process.env.DATABASE_URL);
  if (target.provider === "sqlite") {
    const adapter = countStatementsOf(
      withImmediateTransactions(new PrismaBetterSQLite3({ url: `file:${target.filePath}` })),
    );
    return new SqlitePrismaClient({ adapter });
  }
  const client = new PostgresPrismaClient({
    adapter: countStatementsOf(new PrismaPg({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 })),
  });
  return client as unknown as Database;
}

/** Which database the process uses, for the few statements that differ between them. */
export const databaseProvider: "sqlite" | "postgres" = resolveDatabaseUrl(process.env.DATABASE_URL).provider;

const globalForPrisma = globalThis as unknown as { stickerShopPrisma?: Database };

/** The one Prisma client of the process (kept on globalThis so dev reloads reuse it). */
export const prisma: Database = globalForPrisma.stickerShopPrisma ?? createClient();
globalForPrisma.stickerShopPrisma = prisma;
