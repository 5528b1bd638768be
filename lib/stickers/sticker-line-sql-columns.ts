import { STICKER_LINE_SELECT, type StickerLineColumn } from "./sticker-line-select";

/**
 * The line's sticker columns of the table aliased `alias`, for a raw SELECT (as text: the caller wraps
 * it in Prisma.raw inside its own Prisma.sql, so statement and fragment come from one Prisma module).
 * Both databases quote the camelCase names the same way. `instead` reads an SQL expression in place of
 * a column, under the column's name (say `NULL` for a cut line a list does not need).
 */
export function stickerLineSqlColumns(alias: string, instead: Partial<Record<StickerLineColumn, string>> = {}): string {
  return (Object.keys(STICKER_LINE_SELECT) as StickerLineColumn[])
    .map((column) => {
      const expression = instead[column];
      return expression === undefined ? `${alias}."${column}"` : `${expression} AS "${column}"`;
    })
    .join(", ");
}
