import "server-only";
import { getServerEnv } from "@/lib/env";
import { toOrderDto, type OrderDto, type OrderRow } from "@/lib/domain/order-dto";
import { PAID_ONWARD_STATUSES } from "@/lib/domain/order-statuses";
import { encodeOrderCursor, type OrderListInput, type OrderSort } from "@/lib/validation/admin-orders";
import { countOrderRows, readOrderRows, type OrderFilter, type OrderPosition } from "./read-order-rows";

export type OrderPage = {
  orders: OrderDto[];
  total: number;
  page: number;
  pageSize: number;
  /** The following page (GET …&cursor=nextCursor); null on the last page. */
  nextCursor: string | null;
  /** The page before; null on the first page. */
  prevCursor: string | null;
};

type PageRows = { rows: OrderRow[]; total: number | null; page: number; hasNext: boolean; hasPrev: boolean };

/**
 * The rows of one page. One row more than the page is read in the walking direction, to know
 * whether a page follows there without counting. With a cursor the rows come from an index bound;
 * page 1 is always read from the start (so going back reaches the orders placed since), and so is a
 * backward walk that runs out of rows before the page is full (rows before it were removed).
 */
async function readPageRows(filter: OrderFilter, sort: OrderSort, input: OrderListInput): Promise<PageRows> {
  const { pageSize, cursor } = input;
  const read = (from: OrderPosition | null, offset: number) =>
    readOrderRows({ ...filter, sort, limit: pageSize + 1, offset, from, withTotal: true });

  if (cursor && cursor.page > 1) {
    const { direction, key, page } = cursor;
    const { rows, total } = await read({ direction, key }, 0);
    if (direction === "next") {
      return { rows: rows.slice(0, pageSize), total, page, hasNext: rows.length > pageSize, hasPrev: true };
    }
    if (rows.length > pageSize) return { rows: rows.slice(1), total, page, hasNext: true, hasPrev: true };
  }
  const page = cursor ? 1 : input.page;
  const { rows, total } = await read(null, (page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), total, page, hasNext: rows.length > pageSize, hasPrev: page > 1 };
}

function toCursor(sort: OrderSort, direction: "next" | "prev", page: number, row: OrderRow | undefined) {
  if (!row) return null;
  const key = { createdAt: row.createdAt, id: row.id, totalPriceCents: row.totalPriceCents };
  return encodeOrderCursor({ sort, direction, page, key });
}

/**
 * One page of the active (archived=false) or archived orders with the total for the pager and the
 * cursors of the pages beside it: newest first unless `sort` says otherwise, searched by order number,
 * customer name or e-mail, of one status and of one proof state. Without a status the active list
 * shows the orders paid or further along (not pending, not expired) and the archive shows every status.
 */
export async function listOrders(archived: boolean, input: OrderListInput): Promise<OrderPage> {
  const { pageSize, q, status, proof, sort = "newest" } = input;
  const filter: OrderFilter = {
    archived,
    statuses: status ? [status] : archived ? undefined : PAID_ONWARD_STATUSES,
    proofStates: proof ? [proof] : undefined,
    search: q,
  };
  const { rows, total, page, hasNext, hasPrev } = await readPageRows(filter, sort, input);
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  return {
    orders: rows.map((row) => toOrderDto(row, timeZone)),
    // A page without rows has none to carry the total.
    total: total ?? (await countOrderRows(filter)),
    page,
    pageSize,
    nextCursor: hasNext ? toCursor(sort, "next", page + 1, rows.at(-1)) : null,
    prevCursor: hasPrev ? toCursor(sort, "prev", page - 1, rows[0]) : null,
  };
}
