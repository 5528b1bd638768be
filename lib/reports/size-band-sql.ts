import "server-only";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { SIZE_BAND_TOLERANCE_INCHES, SIZE_BANDS } from "./size-bands";

/**
 * The SQL twin of findSizeBandIndex over an "Order" or "CartItem" row: the index of its band in SIZE_BANDS.
 * Written out (no bound parameters: the edges are this module's constants) so that PostgreSQL matches it in
 * a GROUP BY, and with CASE rather than MAX/GREATEST, which the two databases spell differently.
 */
export function sizeBandIndexSql(): Prisma.Sql {
  const longer = `(CASE WHEN "widthInches" >= "heightInches" THEN "widthInches" ELSE "heightInches" END)`;
  const cases = SIZE_BANDS.flatMap((band, index) =>
    band.upToInches === null ? [] : [`WHEN ${longer} < ${band.upToInches + SIZE_BAND_TOLERANCE_INCHES} THEN ${index}`],
  );
  return Prisma.raw(`(CASE ${cases.join(" ")} ELSE ${SIZE_BANDS.length - 1} END)`);
}
