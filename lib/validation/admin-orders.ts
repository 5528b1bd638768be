import { PROOF_STATES, type ProofState } from "@/lib/proofs/proof-state";
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

/** The active list's default view: orders paid or further along (neither pending nor expired). */
export const PAID_ONWARD_STATUSES = [
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const satisfies readonly OrderStatus[];

/** Carriers of a shipped order, as stored in Order.carrier. */
export const CARRIERS = ["usps", "ups", "fedex", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];
export const CARRIER_LABELS: Record<Carrier, string> = { usps: "USPS", ups: "UPS", fedex: "FedEx", other: "Other" };

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

export const ORDER_SORTS = ["newest", "oldest", "total_desc", "total_asc"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const MAX_ORDER_SEARCH_LENGTH = 100;

const orderListSchema = orderPageSchema.extend({
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
});

/** The active list's query: page and pageSize, a search text, a status and a sort order. */
export type OrderListInput = {
  page: number;
  pageSize: number;
  /** Order number ("#42-112126" or "42"), customer name or e-mail; empty or absent: no search. */
  q?: string;
  /** One status; absent: the default view (PAID_ONWARD_STATUSES). */
  status?: OrderStatus;
  sort?: OrderSort;
  /** One proof state (none, sent, approved, changes_requested); absent: any. */
  proof?: ProofState;
};

/** `?q=&status=&proof=&sort=&page=&pageSize=` of GET /api/orders; anything malformed throws (400). */
export function parseOrderListQuery(searchParams: URLSearchParams): OrderListInput {
  const read = (name: string) => searchParams.get(name) ?? undefined;
  const parsed = orderListSchema.parse({
    page: read("page"),
    pageSize: read("pageSize"),
    q: read("q"),
    status: read("status"),
    sort: read("sort"),
    proof: read("proof"),
  });
  return {
    page: parsed.page,
    pageSize: parsed.pageSize,
    sort: parsed.sort,
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
