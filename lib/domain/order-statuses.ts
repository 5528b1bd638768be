// The spec's order statuses (Order.status). Browser-safe: the admin pages share the list.

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

/** The active list's default view: orders paid or further along (neither pending nor expired). */
export const PAID_ONWARD_STATUSES = [
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const satisfies readonly OrderStatus[];
