import { CARRIERS, type Carrier } from "@/lib/domain/carriers";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/domain/order-statuses";
import { PROOF_STATES, type ProofState } from "@/lib/domain/proof-state";
import { z } from "./zod";

// Inputs of the operator's order calls (admin dashboard and archive page). Browser-safe: no server
// imports, so the admin pages can share the status list and the limits.

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of ${ORDER_STATUSES.join(", ")}`,
});

export const MAX_TRACKING_NUMBER_LENGTH = 64;

const carrierSchema = z
  .string({ error: `carrier must be one of ${CARRIERS.join(", ")}` })
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(CARRIERS, { error: `carrier must be one of ${CARRIERS.join(", ")}` }));

/** Trimmed; letters, digits, spaces and dashes, at most 64 characters; empty means none (null). */
export const trackingNumberSchema = z
  .string({ error: "trackingNumber must be text" })
  .max(1000, { error: `Tracking number must be at most ${MAX_TRACKING_NUMBER_LENGTH} characters`, abort: true })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .max(MAX_TRACKING_NUMBER_LENGTH, `Tracking number must be at most ${MAX_TRACKING_NUMBER_LENGTH} characters`)
      .regex(/^[A-Za-z0-9 -]*$/, "Tracking number may contain only letters, digits, spaces and dashes"),
  )
  .transform((value) => (value === "" ? null : value));

/**
 * PATCH /api/orders/{id}/status: `{ status }`, and with status "shipped" optionally the carrier and the
 * tracking number. Only these change; any other key is dropped.
 */
export const updateOrderStatusSchema = z
  .object({
    status: orderStatusSchema,
    carrier: carrierSchema.nullish(),
    trackingNumber: trackingNumberSchema.nullish(),
  })
  .refine((body) => body.status === "shipped" || (body.carrier == null && body.trackingNumber == null), {
    error: "carrier and trackingNumber go only with status shipped",
  })
  .transform(({ status, carrier, trackingNumber }) =>
    status === "shipped" && (carrier !== undefined || trackingNumber !== undefined)
      ? { status, shipping: { carrier: carrier ?? null, trackingNumber: trackingNumber ?? null } }
      : { status, shipping: null },
  );

export type ShippingDetails = { carrier: Carrier | null; trackingNumber: string | null };

/**
 * PUT /api/admin/orders/{id}/tracking: the carrier and tracking number of a shipped or delivered order,
 * both given (null or an empty number: none). Any other key is dropped.
 */
export const updateTrackingSchema = z.object({
  carrier: carrierSchema.nullable(),
  trackingNumber: trackingNumberSchema.nullable().transform((value) => value ?? null),
});

export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusSchema>;

/** The statuses whose change e-mails the customer, so the dashboard asks first and bulk changes allow. */
export const CUSTOMER_NOTICE_STATUSES = ["processing", "shipped"] as const;
export type CustomerNoticeStatus = (typeof CUSTOMER_NOTICE_STATUSES)[number];

/** The {id} of GET /api/admin/orders/{id}: digits only, within what both databases hold; anything else is a 400. */
export const orderIdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "Order id must be a positive whole number")
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, "Order id is too large"));

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

/** POST /api/orders/bulk-status: the selected orders to mark processing or shipped. */
export const bulkOrderStatusSchema = z.object({
  orderIds: z
    .array(orderIdSchema, { error: "orderIds must be a list of order ids" })
    .max(MAX_BULK_ORDER_IDS, `At most ${MAX_BULK_ORDER_IDS} orders at once`)
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(CUSTOMER_NOTICE_STATUSES, { error: "status must be processing or shipped" }),
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

export const ORDER_SORTS = ["newest", "oldest", "total_desc", "total_asc"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const MAX_PAGE = 1_000_000;
const MAX_ORDER_ID = 2_147_483_647;

/**
 * Where a page of the order lists starts: after (`next`) or before (`prev`) the row `key` in the
 * order of `sort`, and the number of the page it leads to. The key is the row's sort columns and id,
 * so the page is read from an index bound (keyset paging) instead of skipping rows (OFFSET).
 */
export type OrderCursor = {
  sort: OrderSort;
  direction: "next" | "prev";
  page: number;
  key: { createdAt: Date; id: number; totalPriceCents: number };
};

// On the wire: base64url of [version, sort, direction, page, createdAt (ms), id, totalPriceCents].
// Opaque to the browser, which only passes back what it was given; atob/btoa exist on both sides.
const CURSOR_VERSION = 1;
const cursorTupleSchema = z.tuple([
  z.literal(CURSOR_VERSION),
  z.enum(ORDER_SORTS),
  z.enum(["next", "prev"]),
  z.number().int().min(1).max(MAX_PAGE),
  z.number().int().min(-8.64e15).max(8.64e15),
  z.number().int().min(1).max(MAX_ORDER_ID),
  z.number().int().min(-MAX_ORDER_ID).max(MAX_ORDER_ID),
]);

const MALFORMED_CURSOR = "cursor is malformed: start again from the first page";

const orderCursorSchema = z
  .string()
  .max(200, { error: MALFORMED_CURSOR, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: MALFORMED_CURSOR, abort: true })
  .transform((text, context) => {
    try {
      return JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/"))) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: MALFORMED_CURSOR });
      return z.NEVER;
    }
  })
  .pipe(z.unknown().refine((value) => cursorTupleSchema.safeParse(value).success, MALFORMED_CURSOR))
  .transform((value): OrderCursor => {
    const [, sort, direction, page, createdAt, id, totalPriceCents] = cursorTupleSchema.parse(value);
    return { sort, direction, page, key: { createdAt: new Date(createdAt), id, totalPriceCents } };
  });

/** The opaque text of a cursor (URL-safe, no padding). */
export function encodeOrderCursor({ sort, direction, page, key }: OrderCursor): string {
  const tuple = [CURSOR_VERSION, sort, direction, page, key.createdAt.getTime(), key.id, key.totalPriceCents];
  return btoa(JSON.stringify(tuple))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/={1,2}$/, ""); // base64 pads with at most two
}

const orderPageFields = z.object({
  page: positiveIntParam("page", MAX_PAGE).default(1),
  pageSize: positiveIntParam("pageSize", MAX_ORDER_PAGE_SIZE).default(DEFAULT_ORDER_PAGE_SIZE),
  cursor: orderCursorSchema.optional(),
});

/** A cursor is a position in one sort order: in another it would skip or repeat rows. */
function checkCursorSort({ cursor, sort }: { cursor?: OrderCursor; sort: OrderSort }, context: z.RefinementCtx): void {
  if (cursor && cursor.sort !== sort)
    context.addIssue({
      code: "custom",
      path: ["cursor"],
      message: "cursor belongs to another sort order: start again from the first page",
    });
}

// The archive lists newest first only.
const orderPageSchema = orderPageFields.superRefine((input, context) =>
  checkCursorSort({ ...input, sort: "newest" }, context),
);

export type OrderPageInput = z.output<typeof orderPageSchema>;

/**
 * `?page=1&pageSize=50&cursor=…` of the order lists; absent values take the defaults, anything
 * malformed throws. With a cursor the page number is the cursor's (`page` is then ignored).
 */
export function parseOrderPageQuery(searchParams: URLSearchParams): OrderPageInput {
  return orderPageSchema.parse({
    page: searchParams.get("page") ?? undefined,
    pageSize: searchParams.get("pageSize") ?? undefined,
    cursor: searchParams.get("cursor") ?? undefined,
  });
}
export const MAX_ORDER_SEARCH_LENGTH = 100;

const orderListSchema = orderPageFields
  .extend({
    q: z
      .string()
      .max(MAX_ORDER_SEARCH_LENGTH, `q must be at most ${MAX_ORDER_SEARCH_LENGTH} characters`)
      .transform((value) => value.trim())
      .optional(),
    // Empty: the default view (paid and later).
    status: z
      .union([z.literal(""), orderStatusSchema], { error: `status must be one of ${ORDER_STATUSES.join(", ")}` })
      .optional(),
    sort: z.enum(ORDER_SORTS, { error: `sort must be one of ${ORDER_SORTS.join(", ")}` }).default("newest"),
    // Empty: any proof state.
    proof: z
      .union([z.literal(""), z.enum(PROOF_STATES)], { error: `proof must be one of ${PROOF_STATES.join(", ")}` })
      .optional(),
  })
  .superRefine(checkCursorSort);

/** The active list's query: page and pageSize (or a cursor), a search text, a status and a sort order. */
export type OrderListInput = {
  page: number;
  pageSize: number;
  /** Where the page starts (from a previous answer's nextCursor or prevCursor); absent: `page` by offset. */
  cursor?: OrderCursor;
  /** Order number ("#42-112126" or "42"), customer name or e-mail; empty or absent: no search. */
  q?: string;
  /** One status; absent: the default view (PAID_ONWARD_STATUSES). */
  status?: OrderStatus;
  sort?: OrderSort;
  /** One proof state (none, sent, approved, changes_requested); absent: any. */
  proof?: ProofState;
};

/** `?q=&status=&proof=&sort=&page=&pageSize=&cursor=` of GET /api/orders; anything malformed throws (400). */
export function parseOrderListQuery(searchParams: URLSearchParams): OrderListInput {
  const read = (name: string) => searchParams.get(name) ?? undefined;
  const parsed = orderListSchema.parse({
    page: read("page"),
    pageSize: read("pageSize"),
    cursor: read("cursor"),
    q: read("q"),
    status: read("status"),
    sort: read("sort"),
    proof: read("proof"),
  });
  return {
    page: parsed.page,
    pageSize: parsed.pageSize,
    sort: parsed.sort,
    ...(parsed.cursor ? { cursor: parsed.cursor } : {}),
    ...(parsed.q ? { q: parsed.q } : {}),
    ...(parsed.status ? { status: parsed.status } : {}),
    ...(parsed.proof ? { proof: parsed.proof } : {}),
  };
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

export const MAX_REFUND_REASON_LENGTH = 500;

/** POST /api/orders/{id}/refund: an empty body, `{}`, or an optional reason kept with the refund at the provider. */
export const refundOrderSchema = z.object({
  reason: z
    .string({ error: "reason must be text" })
    .trim()
    .max(MAX_REFUND_REASON_LENGTH, `reason must be at most ${MAX_REFUND_REASON_LENGTH} characters`)
    .optional(),
});
