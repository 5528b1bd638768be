// Carriers' names and tracking links of a shipped order (pure: the shipped e-mail, the CSV, the admin pages).
import { CARRIER_LABELS, type Carrier } from "@/lib/domain/carriers";

/** "ups" → "UPS", "fedex" → "FedEx"; null for none; an unknown stored value as it is. */
export function carrierName(carrier: string | null | undefined): string | null {
  if (!carrier) return null;
  return Object.hasOwn(CARRIER_LABELS, carrier) ? CARRIER_LABELS[carrier as Carrier] : carrier;
}

const TRACKING_URLS: Record<string, (number: string) => string> = {
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
};

/**
 * The carrier's tracking page for a tracking number ("usps", "ups" or "fedex"; the number without spaces and
 * URL-encoded), or null for another carrier, no carrier or no number.
 */
export function buildTrackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  // Printed labels group the digits ("9400 1118 …"); the carriers' pages want them without spaces.
  const number = trackingNumber?.replace(/\s+/g, "");
  const build = carrier ? TRACKING_URLS[carrier.trim().toLowerCase()] : undefined;
  if (!build || !number) return null;
  return build(encodeURIComponent(number));
}
