import "server-only";
import { databaseProvider, prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";

// Exact order counts without counting the Order table: "OrderCount" holds the counts per (archived,
// status, proofState) as of the last fold, and triggers on "Order" append a change row (+1/-1) for
// every insert, delete and change of those columns since (migration 20261123000000_order_list_keyset).
// A count is the sum of both, read in one statement, so it is exact at that statement's moment.

/** Which orders a count takes: one `archived` state, and optionally only some statuses and proof states. */
export type OrderCountFilter = {
  archived: boolean;
  /** Absent: any. */
  statuses?: readonly string[];
  /** Absent: any. */
  proofStates?: readonly string[];
};

/** Change rows a read may sum before it folds them into "OrderCount" (a fold costs about as much as summing them). */
export const MAX_UNFOLDED_CHANGES = 500;

function countConditions(alias: string, { archived, statuses, proofStates }: OrderCountFilter): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  const conditions = [Prisma.sql`${column("archived")} = ${archived}`];
  if (statuses) {
    conditions.push(
      statuses.length ? Prisma.sql`${column("status")} IN (${Prisma.join(statuses)})` : Prisma.sql`1 = 0`,
    );
  }
  if (proofStates) {
    conditions.push(
      proofStates.length ? Prisma.sql`${column("proofState")} IN (${Prisma.join(proofStates)})` : Prisma.sql`1 = 0`,
    );
  }
  return Prisma.join(conditions, " AND ");
}

/**
 * A scalar subquery: how many orders the filter takes, and how many change rows it summed (to know
 * when to fold). Usable inside another statement, so a page and its total come from one moment.
 */
export function orderCountSql(filter: OrderCountFilter): { total: Prisma.Sql; changes: Prisma.Sql } {
  return {
    total: Prisma.sql`(SELECT COALESCE(SUM(n), 0) FROM (
      SELECT c."orders" AS n FROM "OrderCount" c WHERE ${countConditions("c", filter)}
      UNION ALL
      SELECT d."change" AS n FROM "OrderCountChange" d WHERE ${countConditions("d", filter)}) AS counted)`,
    changes: Prisma.sql`(SELECT COUNT(*) FROM "OrderCountChange")`,
  };
}

/** How many orders the filter takes; folds the change rows when many have piled up. */
export async function countOrders(filter: OrderCountFilter): Promise<number> {
  const { total, changes } = orderCountSql(filter);
  const [row] = await prisma.$queryRaw<{ total: bigint | number; changes: bigint | number }[]>`
    SELECT ${total} AS "total", ${changes} AS "changes"`;
  await foldOrderCountsWhenMany(Number(row?.changes ?? 0));
  return Number(row?.total ?? 0);
}

/** Folds the change rows into "OrderCount" once more than MAX_UNFOLDED_CHANGES were seen by a read. */
export async function foldOrderCountsWhenMany(changes: number): Promise<void> {
  if (changes > MAX_UNFOLDED_CHANGES) await foldOrderCounts();
}

// Any constant: the transaction-scoped lock that makes one fold at a time ("OCNT").
const FOLD_LOCK_KEY = 0x4f434e54;

/**
 * Moves the change rows into "OrderCount". PostgreSQL: one statement deletes the rows it sums (so a
 * change committed meanwhile is either moved or left, never lost or counted twice), under an advisory
 * lock so two folds never update counter rows in opposite orders; a fold already running makes this
 * one return at once (0). SQLite: one writer at a time, so two statements in a transaction are atomic.
 * Answers how many change rows it moved.
 */
export async function foldOrderCounts(): Promise<number> {
  if (databaseProvider === "postgres") {
    return prisma.$transaction(async (tx) => {
      const [lock] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK_KEY}) AS "locked"`;
      if (!lock?.locked) return 0;
      const [folded] = await tx.$queryRaw<{ changes: number }[]>`
        WITH moved AS (DELETE FROM "OrderCountChange" RETURNING "archived", "status", "proofState", "change"),
        upserted AS (
          INSERT INTO "OrderCount" ("archived", "status", "proofState", "orders")
          SELECT "archived", "status", "proofState", SUM("change") FROM moved
          GROUP BY "archived", "status", "proofState"
          ORDER BY "archived", "status", "proofState"
          ON CONFLICT ("archived", "status", "proofState") DO UPDATE SET "orders" = "OrderCount"."orders" + EXCLUDED."orders")
        SELECT COUNT(*)::int AS "changes" FROM moved`;
      return folded?.changes ?? 0;
    });
  }
  return prisma.$transaction(async (tx) => {
    const [last] = await tx.$queryRaw<
      { id: bigint | number | null }[]
    >`SELECT MAX("id") AS "id" FROM "OrderCountChange"`;
    if (last?.id === null || last?.id === undefined) return 0;
    const lastId = Number(last.id);
    await tx.$executeRaw`
      INSERT INTO "OrderCount" ("archived", "status", "proofState", "orders")
      SELECT "archived", "status", "proofState", SUM("change") FROM "OrderCountChange" WHERE "id" <= ${lastId}
      GROUP BY "archived", "status", "proofState"
      ON CONFLICT ("archived", "status", "proofState") DO UPDATE SET "orders" = "OrderCount"."orders" + EXCLUDED."orders"`;
    return tx.$executeRaw`DELETE FROM "OrderCountChange" WHERE "id" <= ${lastId}`;
  });
}
