import { z } from "./zod";

// Inputs of the operator's order calls (admin dashboard and archive page). Browser-safe: no server
// imports, so the admin pages can share the status list and the limits.

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "expired",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of ${ORDER_STATUSES.join(", ")}`,
});

/** PATCH /api/orders/{id}/status: only the status can change; any other key is dropped. */
export const updateOrderStatusSchema = z.object({ status: orderStatusSchema });

export const MAX_BULK_ORDER_IDS = 500;

const orderIdSchema = z
  .number({ error: "Order ids must be numbers" })
  .int("Order ids must be whole numbers")
  .positive("Order ids must be positive")
  .max(2_147_483_647, "Order id is too large");

/** POST /api/orders/bulk-*: the selected order ids, duplicates collapsed (first occurrence kept). */
export const bulkOrderIdsSchema = z.object({
  orderIds: z
    .array(orderIdSchema, { error: "orderIds must be a list of order ids" })
    .max(MAX_BULK_ORDER_IDS, `At most ${MAX_BULK_ORDER_IDS} orders at once`)
    .transform((ids) => [...new Set(ids)]),
});

export const DEFAULT_ORDER_PAGE_SIZE = 50;
export const MAX_ORDER_PAGE_SIZE = 200;

const positiveIntParam = (label: string, max: number) =>
  z
    .string()
    .max(9, { error: `${label} must be a positive whole number`, abort: true })
    .regex(/^\d{1,9}$/, `${label} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`));

const orderPageSchema = z.object({
  page: positiveIntParam("page", 1_000_000).default(1),
  pageSize: positiveIntParam("pageSize", MAX_ORDER_PAGE_SIZE).default(DEFAULT_ORDER_PAGE_SIZE),
});

export type OrderPageInput = z.output<typeof orderPageSchema>;

/** `?page=1&pageSize=50` of the order lists; absent values take the defaults, anything malformed throws. */
export function parseOrderPageQuery(searchParams: URLSearchParams): OrderPageInput {
  return orderPageSchema.parse({
    page: searchParams.get("page") ?? undefined,
    pageSize: searchParams.get("pageSize") ?? undefined,
  });
}

const exportQuerySchema = z.object({
  archived: z
    .enum(["0", "1"], { error: "archived must be 0 or 1" })
    .default("0")
    .transform((value) => value === "1"),
});

/** `?archived=0|1` of the CSV export (default 0: the active orders). */
export function parseOrderExportQuery(searchParams: URLSearchParams): { archived: boolean } {
  return exportQuerySchema.parse({ archived: searchParams.get("archived") ?? undefined });
}
