// The rehearsal's database, made once per run: a throw-away PostgreSQL database on DATABASE_URL's
// server, migrated and seeded the way the README tells a Vercel deployer (`npm run db:migrate && npm run
// db:seed`), then 30,000 orders inserted with the bench's seeder (multi-row SQL, seconds). Its URL and a
// folder in the temp folder (logs, the read-only disk's refusals) go to the workers through process.env.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { insertRows, openDriver, seedOrders, settle } from "../../bench/lib/database.mjs";

export const SEEDED_ORDERS = 30_000;

export function adminUrlOf(serverUrl: string) {
  return Object.assign(new URL(serverUrl), { pathname: "/postgres" }).toString();
}

export default async function globalSetup() {
  const serverUrl = process.env.DATABASE_URL ?? "";
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new Error(
      "The serverless rehearsal needs a PostgreSQL server: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres",
    );
  }
  // CI names it (REHEARSAL_DATABASE_NAME) so that its own clean-up can drop it whatever happens.
  const name = process.env.REHEARSAL_DATABASE_NAME ?? `sticker_rehearsal_${process.pid}_${Date.now()}`;
  if (!/^sticker_rehearsal_\w+$/.test(name)) throw new Error(`Not a rehearsal database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrlOf(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  process.env.REHEARSAL_DATABASE_URL = databaseUrl;
  process.env.REHEARSAL_DIR = mkdtempSync(path.join(os.tmpdir(), "sticker-rehearsal-"));

  // What earlier `next start` runs on this build wrote at run time (Next's route and image caches) goes,
  // so the rehearsal's server starts from the build alone, as a fresh deployment does.
  for (const cache of [".next/server/route-cache", ".next/cache/images"])
    rmSync(cache, { recursive: true, force: true });

  // As the README's Vercel section, step 1: migrations and the sizes from the deployer's machine.
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  execFileSync("npm", ["run", "--silent", "db:migrate"], { env, stdio: "inherit" });
  execFileSync("npm", ["run", "--silent", "db:seed"], { env, stdio: "inherit" });

  const db = await openDriver(databaseUrl);
  try {
    const sizes = await db.query(
      `SELECT "id", "name", "shape", "width", "height", "priceCents" FROM "StickerSize" ORDER BY "id"`,
    );
    await insertRows(db, "Design", [
      {
        originalName: "seeded-design.png",
        filename: "seeded-design.png",
        sessionId: null,
        mimeType: "image/png",
        sizeBytes: 1000,
        width: 64,
        height: 64,
        checksum: "0".repeat(64),
        createdAt: new Date(),
      },
    ]);
    const designIds = (await db.query(`SELECT "id" FROM "Design"`)).map((row) => Number(row.id));
    await seedOrders(db, { count: SEEDED_ORDERS, designIds, sizes, newest: new Date(Date.now() - 3_600_000) });
    await settle(db);
    // The unpaid orders already past their expiry (ORDER_EXPIRY_HOURS, 24) before any server ran, with
    // an hour's margin: the cron rehearsal checks that nothing but its own call expires them.
    const cutoff = new Date(Date.now() - 25 * 3_600_000);
    const [overdue] = await db.query(
      `SELECT COUNT(*) AS "n" FROM "Order" WHERE "status" = 'pending' AND "createdAt" < ?`,
      [cutoff],
    );
    process.env.REHEARSAL_OVERDUE_CUTOFF = cutoff.toISOString();
    process.env.REHEARSAL_OVERDUE_PENDING = String(Number(overdue?.n));
  } finally {
    await db.close();
  }
}
