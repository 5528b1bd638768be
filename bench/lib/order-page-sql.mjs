// The admin list's default-view statement exactly as lib/orders/read-order-rows.ts (orderRowsSql)
// and lib/orders/order-counts.ts (orderCountSql) build it for GET /api/orders without a search, a
// status or a proof filter, newest first: the same columns and joins (#22: no StickerSize join), the literal WHERE of the
// partial indexes (SQLite names its index with INDEXED BY), the row-value keyset after a cursor's
// row, one row more than the page (to know whether a page follows), and the total read from the
// counts table plus its unfolded change rows in the same statement. Used by the raw-driver baseline
// (bench/lib/baseline-server.mjs) and by the report's EXPLAIN of a missed target. "?" placeholders.

/** The index the shop names on SQLite for the default view, newest first. */
export const PAID_ONWARD_INDEX = "Order_paid_onward_createdAt_id_idx";

/** The default view's condition as literal text (PAID_ONWARD_CONDITION in read-order-rows.ts). */
export const paidOnwardCondition = (statuses, alias = "o.") =>
  `${alias}"archived" = false AND ${alias}"status" IN (${statuses.map((status) => `'${status}'`).join(", ")})`;

// Each order keeps its own sticker (#22: shape, width × height, size name), so no StickerSize join; the
// list leaves the die-cut line out (NULL), as the shop's statement does.
const COLUMNS = `o."id", o."createdAt", o."status", o."proofState", o."archived", o."totalPriceCents", o."unitPriceCents", o."discountCents",
      o."shippingCents", o."refundedCents", o."quantity", o."roundedCorners", o."designId", o."sizeId", o."shape",
      o."widthInches", o."heightInches", o."sizeName", NULL AS "cutLine", o."customerName", o."customerEmail",
      o."customerPhone", o."companyName", o."additionalNotes", o."shippingAddress", o."shippingCity", o."shippingState",
      o."shippingZip", o."shippingCountry", o."shippingMethod", o."couponCode", o."paymentIntentId", o."carrier",
      o."trackingNumber", o."shippedAt",
      d."originalName" AS "designOriginalName", d."filename" AS "designFilename",
      p."totalCents" AS "paymentTotalCents", p."currency" AS "paymentCurrency",
      p."providerAmountCents", p."providerCurrency", p."amountMismatchAt", p."provider" AS "paymentProvider"`;

/** orderCountSql({ archived: false, statuses }): the total and the change rows it summed. */
function countSql(statuses) {
  const marks = statuses.map(() => "?").join(", ");
  return {
    sql: `(SELECT COALESCE(SUM(n), 0) FROM (
      SELECT c."orders" AS n FROM "OrderCount" c WHERE c."archived" = ? AND c."status" IN (${marks})
      UNION ALL
      SELECT d."change" AS n FROM "OrderCountChange" d WHERE d."archived" = ? AND d."status" IN (${marks})) AS counted)`,
    params: [false, ...statuses, false, ...statuses],
  };
}

/**
 * One page of the default view: `after` ({ createdAt: Date, id }) reads the rows after that row
 * (a `nextCursor`), else `offset` rows are skipped (a page asked for by number). `limit` is what the
 * shop asks for: the page size + 1.
 */
export function orderPageStatement({ provider, statuses, limit, offset = 0, after = null }) {
  const count = countSql(statuses);
  const hint = provider === "sqlite" ? `INDEXED BY "${PAID_ONWARD_INDEX}"` : "";
  const keyset = after ? `AND (o."createdAt", o."id") < (?, ?)` : "";
  return {
    sql: `
    SELECT ${COLUMNS} , ${count.sql} AS "total", (SELECT COUNT(*) FROM "OrderCountChange") AS "changes"
    FROM "Order" o ${hint}
    LEFT JOIN "Design" d ON d."id" = o."designId"
    LEFT JOIN "Payment" p ON p."id" = o."paymentId"
    WHERE ${paidOnwardCondition(statuses)} ${keyset}
    ORDER BY o."createdAt" DESC, o."id" DESC
    LIMIT ? OFFSET ?`,
    params: [...count.params, ...(after ? [after.createdAt, after.id] : []), limit, offset],
  };
}

/** countOrders({ archived: false, statuses }): the total of a page without rows. */
export function orderCountStatement({ statuses }) {
  const count = countSql(statuses);
  return {
    sql: `SELECT ${count.sql} AS "total", (SELECT COUNT(*) FROM "OrderCountChange") AS "changes"`,
    params: count.params,
  };
}

/** The position a cursor of GET /api/orders points at (base64url of [version, sort, direction, page, createdAt ms, id, total]). */
export function decodeOrderCursor(cursor) {
  const [version, sort, direction, page, createdAtMs, id] = JSON.parse(
    Buffer.from(cursor.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8"),
  );
  if (version !== 1) throw new Error(`unknown order cursor version ${version}`);
  return { sort, direction, page, createdAtMs, id };
}

/**
 * One batch of the CSV export (lib/orders/export-orders.ts → readOrderRows({ archived: false, limit,
 * from })): every active order, newest first, the row-value keyset after the previous batch's last row.
 */
export function exportBatchStatement({ limit, after }) {
  return {
    sql: `
    SELECT ${COLUMNS}
    FROM "Order" o
    LEFT JOIN "Design" d ON d."id" = o."designId"
    LEFT JOIN "Payment" p ON p."id" = o."paymentId"
    WHERE o."archived" = ? AND (o."createdAt", o."id") < (?, ?)
    ORDER BY o."createdAt" DESC, o."id" DESC
    LIMIT ? OFFSET ?`,
    params: [false, after.createdAt, after.id, limit, 0],
  };
}
