// The carriers a shipped order can name (Order.carrier). Browser-safe: the shipment fields share them.

/** Carriers of a shipped order, as stored in Order.carrier. */
export const CARRIERS = ["usps", "ups", "fedex", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];
export const CARRIER_LABELS: Record<Carrier, string> = { usps: "USPS", ups: "UPS", fedex: "FedEx", other: "Other" };
