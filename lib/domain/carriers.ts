/** Carriers of a shipped order, as stored in Order.carrier. */
export const CARRIERS = ["usps", "ups", "fedex", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];
export const CARRIER_LABELS: Record<Carrier, string> = { usps: "USPS", ups: "UPS", fedex: "FedEx", other: "Other" };
