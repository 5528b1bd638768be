// The carrier's public tracking page for a shipped order. Pure; safe in client components.

const TRACKING_PAGES: Readonly<Record<string, string>> = {
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
};

/** "ups", "1Z999AA10123456784" → "https://www.ups.com/track?tracknum=1Z999AA10123456784"; null for another carrier or no number. */
export function buildTrackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const page = carrier ? TRACKING_PAGES[carrier.trim().toLowerCase()] : undefined;
  const number = trackingNumber?.trim();
  if (!page || !number) return null;
  return `${page}${encodeURIComponent(number)}`;
}
