import "server-only";
import { databaseProvider, prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { readNumber } from "./read-number";

// To the hundredth of an hour (36 s): SQLite's julianday arithmetic leaves float noise (23.9999999 h) that
// PostgreSQL's exact epoch difference does not, and nobody reads a median closer than that.
const toHundredths = (hours: number) => Math.round(hours * 100) / 100;

/**
 * The median of `hours` over the rows of `fromWhere` ("FROM … WHERE …") to the hundredth, or null when there
 * are none, computed in the database. PostgreSQL: percentile_cont(0.5). SQLite has no percentile: it counts the rows,
 * then reads only the middle one (odd count) or two (even count, averaged) with ORDER BY … LIMIT … OFFSET.
 */
export async function findMedianHours(hours: Prisma.Sql, fromWhere: Prisma.Sql): Promise<number | null> {
  if (databaseProvider === "postgres") {
    const [row] = await prisma.$queryRaw<{ median: number | null }[]>`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours}) AS "median" ${fromWhere}`;
    return row?.median === null || row?.median === undefined ? null : toHundredths(Number(row.median));
  }
  const [counted] = await prisma.$queryRaw<{ n: unknown }[]>`SELECT COUNT(*) AS "n" ${fromWhere}`;
  const count = readNumber(counted?.n);
  if (count === 0) return null;
  const [middle] = await prisma.$queryRaw<{ median: number | null }[]>`
    SELECT AVG("h") AS "median" FROM (SELECT ${hours} AS "h" ${fromWhere} ORDER BY 1 LIMIT ${count % 2 === 1 ? 1 : 2} OFFSET ${Math.floor((count - 1) / 2)}) AS "middle"`;
  return toHundredths(Number(middle?.median));
}
