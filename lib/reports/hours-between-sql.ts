import "server-only";
import { databaseProvider } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";

/** Hours from timestamp `from` to timestamp `to` as a floating-point SQL expression, on either database. */
export function hoursBetweenSql(from: Prisma.Sql, to: Prisma.Sql): Prisma.Sql {
  return databaseProvider === "postgres"
    ? Prisma.sql`(EXTRACT(EPOCH FROM (${to} - ${from})) / 3600.0)::double precision`
    : Prisma.sql`((julianday(${to}) - julianday(${from})) * 24.0)`;
}
