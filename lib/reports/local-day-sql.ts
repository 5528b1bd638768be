import "server-only";
import { databaseProvider } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { findZoneOffsetSegments } from "./find-zone-offset-segments";

/**
 * The shop's calendar day ("YYYY-MM-DD") of a timestamp column, for a GROUP BY over rows in [start, end).
 * Prisma keeps DateTime columns in UTC on both databases.
 * - PostgreSQL knows the zones: `(column AT TIME ZONE 'UTC') AT TIME ZONE <zone>` is the wall clock.
 * - SQLite does not: the zone's offsets over the range are worked out here (findZoneOffsetSegments; two
 *   daylight-saving changes a year at most), and each timestamp is shifted by the offset of its segment,
 *   a CASE on the column that the range's rows are already read by, so the index still bounds the scan.
 * Group by the select list's position (GROUP BY 1): PostgreSQL would not match two bound zone parameters.
 */
export function localDaySql(column: Prisma.Sql, timeZone: string, start: Date, end: Date): Prisma.Sql {
  if (databaseProvider === "postgres") {
    return Prisma.sql`to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  }
  const segments = findZoneOffsetSegments(start.getTime(), end.getTime(), timeZone);
  const modifier = (offsetMs: number) => `${offsetMs / 1000} seconds`;
  if (segments.length === 1) return Prisma.sql`date(${column}, ${modifier(segments[0]!.offsetMs)})`;
  const cases = segments
    .slice(0, -1)
    .map(
      (segment, index) =>
        Prisma.sql`WHEN ${column} < ${new Date(segments[index + 1]!.fromMs)} THEN ${modifier(segment.offsetMs)}`,
    );
  const last = segments[segments.length - 1]!;
  return Prisma.sql`date(${column}, CASE ${Prisma.join(cases, " ")} ELSE ${modifier(last.offsetMs)} END)`;
}
