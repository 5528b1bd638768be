import type { AdminAffiliate, AdminCoupon, AdminOrder } from "@/lib/client/admin-types";

/** 10 → "$10.00", 1234.5 → "$1,234.50". */
export function formatDollars(value: number | string): string {
  const amount = typeof value === "string" ? Number(value) : value;
  if (!Number.isFinite(amount)) return `$${value}`;
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The shop's calendar day of a moment: "Nov 25, 2026". */
export function formatDate(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, { dateStyle: "medium" });
}

/** The time of day on the shop's clock, with its zone: "9:14:05 AM PST". */
export function formatTime(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, { hour: "numeric", minute: "2-digit", second: "2-digit", timeZoneName: "short" });
}

function formatInZone(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleString("en-US", { ...options, timeZone });
  } catch {
    return date.toLocaleString("en-US", options); // an unknown zone: the browser's own
  }
}

/** Coupon value: percentage 15 → "15%", fixed 10 → "$10.00". */
export function formatCouponValue(coupon: Pick<AdminCoupon, "discountType" | "discountValue">): string {
  return coupon.discountType === "percentage" ? `${coupon.discountValue}%` : formatDollars(coupon.discountValue);
}

export function formatOptionalDollars(value: number | null): string {
  return value === null || value === undefined ? "None" : formatDollars(value);
}

/** Commission: percentage 0.15 → "15.0%" (rate × 100, one decimal), flat 5 → "$5.00". */
export function formatCommission(affiliate: Pick<AdminAffiliate, "commissionType" | "commissionRate">): string {
  return affiliate.commissionType === "percentage"
    ? `${(affiliate.commissionRate * 100).toFixed(1)}%`
    : formatDollars(affiliate.commissionRate);
}

/** Customer discount: percentage 0.05 → "5%" (whole percent), fixed 5 → "$5.00", none → "None". */
export function formatCustomerDiscount(
  affiliate: Pick<AdminAffiliate, "customerDiscountType" | "customerDiscountRate">,
): string {
  const rate = affiliate.customerDiscountRate;
  if (rate === null || rate === undefined || rate === 0) return "None";
  return affiliate.customerDiscountType === "percentage" ? `${Math.round(rate * 100)}%` : formatDollars(rate);
}

/** `{origin}/affiliate-{code lower-cased}` (spec section 2). */
export function affiliateLink(origin: string, code: string): string {
  return `${origin}/affiliate-${code.toLowerCase()}`;
}

/** "Ship to 12 Cobol Way, Reno, NV, 89501, United States", or null when no address is stored. */
export function shipToLine(
  order: Pick<AdminOrder, "shippingAddress" | "shippingCity" | "shippingState" | "shippingZip" | "shippingCountry">,
): string | null {
  if (!order.shippingAddress?.trim()) return null;
  const parts = [
    order.shippingAddress,
    order.shippingCity,
    order.shippingState,
    order.shippingZip,
    order.shippingCountry,
  ]
    .map((part) => part?.trim())
    .filter(Boolean);
  return `Ship to ${parts.join(", ")}`;
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A moment on the shop's clock: "Mar 1, 2026, 4:00 AM PST" for SHOP_TIME_ZONE America/Los_Angeles. */
export function formatShopDateTime(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}

/** Sticker dimensions: 4 → "4", 2.5 → "2.5", 3.125 → "3.13". */
export function formatInches(inches: number): string {
  return String(Number(inches.toFixed(2)));
}

/** 1234 → "1.2 KB", 2_500_000 → "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
