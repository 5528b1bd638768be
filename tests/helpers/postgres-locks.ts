// PostgreSQL race tests hold a lock on one connection and must know that the code under test is
// really waiting for it (not merely slow) before they let go.
import { Client } from "pg";

/** Polls pg_stat_activity until `sql` (a count `n` of waiting statements) reaches `count`; throws `failure` after about five seconds. */
async function pollWaiting(url: string, sql: string, params: unknown[], count: number, failure: string) {
  const observer = new Client({ connectionString: url });
  await observer.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await observer.query<{ n: number }>(sql, params);
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(failure);
  } finally {
    await observer.end();
  }
}

/**
 * Resolves once a statement matching `queryPattern` (an ILIKE pattern) in this database is blocked by
 * the backend `blockerPid`; throws `failure` after about five seconds.
 */
export function waitUntilBlockedBy(
  url: string,
  blockerPid: number | undefined,
  queryPattern: string,
  failure: string,
): Promise<void> {
  return pollWaiting(
    url,
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
       AND $1::int = ANY(pg_blocking_pids(pid)) AND query ILIKE $2`,
    [blockerPid, queryPattern],
    1,
    failure,
  );
}

/**
 * Resolves once at least `count` statements matching `queryPattern` (ILIKE) in this database wait for
 * any lock; throws `failure` after about five seconds.
 */
export function waitUntilWaiting(url: string, count: number, queryPattern: string, failure: string): Promise<void> {
  return pollWaiting(
    url,
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
       AND cardinality(pg_blocking_pids(pid)) > 0 AND query ILIKE $1`,
    [queryPattern],
    count,
    failure,
  );
}

/** Holds a row lock (SELECT … FOR UPDATE) on its own connection until the returned release is called. */
export async function holdRowLock(url: string, table: string, id: number | string): Promise<() => Promise<void>> {
  const holder = new Client({ connectionString: url });
  await holder.connect();
  await holder.query("BEGIN");
  await holder.query(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR UPDATE`, [id]);
  return async () => {
    await holder.query("COMMIT");
    await holder.end();
  };
}
