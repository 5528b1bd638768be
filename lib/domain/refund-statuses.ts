// A refund's status (PaymentRefund.status), held by a CHECK constraint (lib/domain/checked-columns.ts).

/** pending: asked of the provider, not settled; succeeded: money returned; failed: the provider refused. */
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Where a refund was made (PaymentRefund.source): the shop's Cancel and refund, or the provider's dashboard. */
export const REFUND_SOURCES = ["admin", "provider"] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];
