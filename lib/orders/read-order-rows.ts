import "server-only";
import { databaseProvider, prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { OrderRow } from "@/lib/domain/order-dto";
import { PAID_ONWARD_STATUSES } from "@/lib/domain/order-statuses";
import { type OrderSort } from "@/lib/validation/admin-orders";
import { parseOrderNumber } from "@/lib/domain/format-order-number";
import { readRawStickerLine, type RawStickerLineRow } from "@/lib/stickers/read-raw-sticker-line";
import type { StickerLineRow } from "@/lib/stickers/sticker-line-select";
import { stickerLineSqlColumns } from "@/lib/stickers/sticker-line-sql-columns";
import { countOrders, foldOrderCountsWhenMany, orderCountSql, type OrderCountFilter } from "./order-counts";

// The operator's order table and its CSV export read many orders at once. With the query compiler,
// Prisma spent ~12 ms turning 50 rows of findMany + include into objects where this one JOIN takes
// ~2 ms (profiled on 5,000 orders), so these hot reads are plain SQL. Identifiers are quoted, so
// the same text runs on SQLite and PostgreSQL.

type RawOrderRow = Omit<
  OrderRow,
  "design" | "payment" | "archived" | "createdAt" | "shippedAt" | keyof StickerLineRow
> &
  RawStickerLineRow & {
    archived: boolean | number;
    createdAt: Date | string;
    shippedAt: Date | string | null;
    designOriginalName: string | null;
    designFilename: string | null;
    paymentTotalCents: number | null;
    paymentCurrency: string | null;
    providerAmountCents: number | null;
    providerCurrency: string | null;
    amountMismatchAt: Date | string | null;
    paymentProvider: string | null;
  };

/** A row's place in every sort order of the list: its sort columns and id. */
export type OrderKey = { createdAt: Date; id: number; totalPriceCents: number };

/** Rows strictly after (`next`) or before (`prev`) `key` in the sort's order. */
export type OrderPosition = { direction: "next" | "prev"; key: OrderKey };

/** Which orders of one `archived` state are read. */
export type OrderFilter = OrderCountFilter & {
  /** Order number ("#42-112126", "42"), or a case-insensitive part of the customer's name or e-mail. */
  search?: string;
};

type SortSpec = {
  /** ORDER BY, walking forward (`next`). */
  forward: Prisma.Sql;
  /** ORDER BY, walking backward (`prev`): the exact reverse, read then flipped. */
  backward: Prisma.Sql;
  /** The rows after `key` (walking forward) or, with `before`, before it. */
  keyset: (key: OrderKey, before: boolean) => Prisma.Sql;
  /** The default view's partial index that reads rows in this order (migration 20261123000000_order_list_keyset). */
  paidOnwardIndex: string;
};

// Row-value comparisons, which PostgreSQL and SQLite (>= 3.15) both use as a bound on an index of
// the same columns; `a < $1 OR (a = $1 AND b < $2)` is only a filter to PostgreSQL.
const rowAfter = (columns: Prisma.Sql, values: Prisma.Sql, descending: boolean, before: boolean) =>
  descending !== before ? Prisma.sql`(${columns}) < (${values})` : Prisma.sql`(${columns}) > (${values})`;
const DATE_ID = Prisma.sql`o."createdAt", o."id"`;
const TOTAL_DATE_ID = Prisma.sql`o."totalPriceCents", o."createdAt", o."id"`;

const SORTS: Record<OrderSort, SortSpec> = {
  newest: {
    paidOnwardIndex: "Order_paid_onward_createdAt_id_idx",
    forward: Prisma.sql`o."createdAt" DESC, o."id" DESC`,
    backward: Prisma.sql`o."createdAt" ASC, o."id" ASC`,
    keyset: (key, before) => rowAfter(DATE_ID, Prisma.sql`${key.createdAt}, ${key.id}`, true, before),
  },
  oldest: {
    paidOnwardIndex: "Order_paid_onward_createdAt_id_idx",
    forward: Prisma.sql`o."createdAt" ASC, o."id" ASC`,
    backward: Prisma.sql`o."createdAt" DESC, o."id" DESC`,
    keyset: (key, before) => rowAfter(DATE_ID, Prisma.sql`${key.createdAt}, ${key.id}`, false, before),
  },
  total_desc: {
    paidOnwardIndex: "Order_paid_onward_total_createdAt_id_idx",
    forward: Prisma.sql`o."totalPriceCents" DESC, o."createdAt" DESC, o."id" DESC`,
    backward: Prisma.sql`o."totalPriceCents" ASC, o."createdAt" ASC, o."id" ASC`,
    keyset: (key, before) =>
      rowAfter(TOTAL_DATE_ID, Prisma.sql`${key.totalPriceCents}, ${key.createdAt}, ${key.id}`, true, before),
  },
  // Low to high, newest first within a total: the directions are mixed, so no one row value orders
  // it. The added `total >= $1` (or <=) is the index bound; the OR only filters the rows of that total.
  total_asc: {
    paidOnwardIndex: "Order_paid_onward_total_createdAt_desc_idx",
    forward: Prisma.sql`o."totalPriceCents" ASC, o."createdAt" DESC, o."id" DESC`,
    backward: Prisma.sql`o."totalPriceCents" DESC, o."createdAt" ASC, o."id" ASC`,
    keyset: (key, before) => {
      const total = key.totalPriceCents;
      const sameTotal = rowAfter(DATE_ID, Prisma.sql`${key.createdAt}, ${key.id}`, true, before);
      return before
        ? Prisma.sql`o."totalPriceCents" <= ${total} AND (o."totalPriceCents" < ${total} OR ${sameTotal})`
        : Prisma.sql`o."totalPriceCents" >= ${total} AND (o."totalPriceCents" > ${total} OR ${sameTotal})`;
    },
  },
};

/**
 * The default view's condition as literal text, identical to the WHERE of the partial indexes of
 * migration 20261123000000_order_list_keyset: SQLite uses a partial index only when the query
 * carries the index's terms as written (bound parameters do not count).
 */
export const PAID_ONWARD_CONDITION = `"archived" = false AND "status" IN (${PAID_ONWARD_STATUSES.map((status) => `'${status}'`).join(", ")})`;

/** The active list's default view: not archived, the paid-onward statuses. */
function isPaidOnwardView({ archived, statuses }: OrderCountFilter): boolean {
  return (
    !archived &&
    statuses?.length === PAID_ONWARD_STATUSES.length &&
    statuses.every((status, index) => status === PAID_ONWARD_STATUSES[index])
  );
}

/**
 * SQLite, without statistics, estimates an IN list on the second column of (archived, status,
 * createdAt, id) plus a sort of every match cheaper than walking the partial index; with
 * statistics it still did for some sorts (126 ms instead of 0.7 ms at 100,000 orders). INDEXED BY
 * names the index (and fails loudly if the index stopped matching). PostgreSQL picks it by itself.
 */
function indexHintSql(filter: OrderFilter, spec: SortSpec): Prisma.Sql {
  if (databaseProvider !== "sqlite" || !isPaidOnwardView(filter)) return Prisma.empty;
  return Prisma.raw(`INDEXED BY "${spec.paidOnwardIndex}"`);
}

/** `%text%` for LIKE, with the wildcards and the escape character of the text escaped (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The WHERE condition of a filter over `"Order" o`. The search compares LOWER(column) with a lower-cased
 * pattern, which is case-insensitive on both databases (SQLite's LOWER folds ASCII letters only).
 */
function whereSql({ archived, statuses, proofStates, search }: OrderFilter): Prisma.Sql {
  const paidOnward = isPaidOnwardView({ archived, statuses });
  const conditions = paidOnward
    ? [Prisma.raw(PAID_ONWARD_CONDITION.replace(/"(archived|status)"/g, 'o."$1"'))]
    : [Prisma.sql`o."archived" = ${archived}`];
  if (statuses && !paidOnward) {
    conditions.push(statuses.length ? Prisma.sql`o."status" IN (${Prisma.join(statuses)})` : Prisma.sql`1 = 0`);
  }
  if (proofStates) {
    conditions.push(
      proofStates.length ? Prisma.sql`o."proofState" IN (${Prisma.join(proofStates)})` : Prisma.sql`1 = 0`,
    );
  }
  const text = search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const matches = [
      Prisma.sql`LOWER(o."customerName") LIKE ${pattern} ESCAPE '\\'`,
      Prisma.sql`LOWER(o."customerEmail") LIKE ${pattern} ESCAPE '\\'`,
    ];
    const number = parseOrderNumber(text);
    if (number) matches.unshift(Prisma.sql`o."id" = ${number.id}`);
    conditions.push(Prisma.sql`(${Prisma.join(matches, " OR ")})`);
  }
  return Prisma.join(conditions, " AND ");
}

/** The total of a filter: from the order counts, or, for a search, by counting its matches. */
function totalSql(filter: OrderFilter): { total: Prisma.Sql; changes: Prisma.Sql } {
  if (!filter.search?.trim()) return orderCountSql(filter);
  // The subquery's own alias o hides the outer one, so the same condition counts the filter's orders.
  return { total: Prisma.sql`(SELECT COUNT(*) FROM "Order" o WHERE ${whereSql(filter)})`, changes: Prisma.sql`0` };
}

type ReadOrderRowsOptions = OrderFilter & {
  limit: number;
  offset?: number;
  from?: OrderPosition | null;
  withTotal?: boolean;
  sort?: OrderSort;
};

/** The line's sticker, but not its cut line (kilobytes for a die-cut, which the list does not show). */
const STICKER_COLUMNS = Prisma.raw(stickerLineSqlColumns("o", { cutLine: "NULL" }));

/** The statement readOrderRows runs (exported so tests can EXPLAIN it). */
export function orderRowsSql(options: ReadOrderRowsOptions): Prisma.Sql {
  const { limit, offset = 0, from = null, withTotal = false, sort = "newest" } = options;
  const spec = SORTS[sort];
  const backward = from?.direction === "prev";
  const where = whereSql(options);
  const counts = withTotal ? totalSql(options) : null;
  const total = counts ? Prisma.sql`, ${counts.total} AS "total", ${counts.changes} AS "changes"` : Prisma.empty;
  const keyset = from ? Prisma.sql`AND ${spec.keyset(from.key, backward)}` : Prisma.empty;
  return Prisma.sql`
    SELECT o."id", o."createdAt", o."status", o."proofState", o."archived", o."totalPriceCents", o."unitPriceCents", o."discountCents",
      o."shippingCents", o."refundedCents", o."quantity", ${STICKER_COLUMNS}, o."customerName", o."customerEmail",
      o."customerPhone", o."companyName", o."additionalNotes", o."shippingAddress", o."shippingCity", o."shippingState",
      o."shippingZip", o."shippingCountry", o."shippingMethod", o."couponCode", o."paymentIntentId", o."paymentId", o."carrier",
      o."trackingNumber", o."shippedAt",
      d."originalName" AS "designOriginalName", d."filename" AS "designFilename",
      p."totalCents" AS "paymentTotalCents", p."currency" AS "paymentCurrency",
      p."providerAmountCents", p."providerCurrency", p."amountMismatchAt", p."provider" AS "paymentProvider" ${total}
    FROM "Order" o ${indexHintSql(options, spec)}
    LEFT JOIN "Design" d ON d."id" = o."designId"
    LEFT JOIN "Payment" p ON p."id" = o."paymentId"
    WHERE ${where} ${keyset}
    ORDER BY ${backward ? spec.backward : spec.forward}
    LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Orders with their design and size names, newest first unless `sort` says otherwise, in the
 * sort's order. `from` reads the rows after or before a row (keyset paging, bounded by an index);
 * `offset` skips rows (a page asked for by number). `withTotal` adds how many orders the filter
 * takes, from the same statement, hence the same moment.
 */
export async function readOrderRows(
  options: ReadOrderRowsOptions,
): Promise<{ rows: OrderRow[]; total: number | null }> {
  const rows = await prisma.$queryRaw<(RawOrderRow & { total?: bigint | number; changes?: bigint | number })[]>(
    orderRowsSql(options),
  );
  const first = rows[0];
  const withTotal = options.withTotal ?? false;
  if (withTotal && first) await foldOrderCountsWhenMany(Number(first.changes ?? 0));
  const mapped = rows.map(toOrderRow);
  if (options.from?.direction === "prev") mapped.reverse();
  return { rows: mapped, total: withTotal && first ? Number(first.total) : null };
}

/** How many orders the filter takes (for a page without rows, which cannot carry the total). */
export async function countOrderRows(filter: OrderFilter): Promise<number> {
  if (!filter.search?.trim()) return countOrders(filter);
  const [row] = await prisma.$queryRaw<{ total: bigint | number }[]>`
    SELECT COUNT(*) AS "total" FROM "Order" o WHERE ${whereSql(filter)}`;
  return Number(row?.total ?? 0);
}

function toOrderRow({
  designOriginalName,
  designFilename,
  paymentTotalCents,
  paymentCurrency,
  providerAmountCents,
  providerCurrency,
  amountMismatchAt,
  paymentProvider,
  ...row
}: RawOrderRow & { total?: unknown; changes?: unknown }): OrderRow {
  delete row.total;
  delete row.changes;
  return {
    ...row,
    ...readRawStickerLine(row),
    id: Number(row.id),
    // Raw reads come back as the driver gives them; SQLite drivers may hand booleans over as 0/1.
    archived: row.archived === true || row.archived === 1,
    createdAt: new Date(row.createdAt),
    shippedAt: row.shippedAt === null ? null : new Date(row.shippedAt),
    design: designFilename === null ? null : { originalName: designOriginalName ?? "", filename: designFilename },
    payment:
      paymentTotalCents === null || paymentCurrency === null
        ? null
        : {
            totalCents: Number(paymentTotalCents),
            currency: paymentCurrency,
            providerAmountCents: providerAmountCents === null ? null : Number(providerAmountCents),
            providerCurrency,
            amountMismatchAt: amountMismatchAt === null ? null : new Date(amountMismatchAt),
            provider: paymentProvider ?? "",
          },
  };
}
