// The orders CSV of the admin dashboard and the archive page: the header, one row per order, and the
// RFC 4180 text (every value quoted, CRLF line ends, formula-like values neutralised). Pure functions.
import { stringify } from "csv-stringify/sync";
import { toZonedWallClock } from "@/lib/domain/zoned-date-format";
import { describeAmountMismatch, type AmountMismatchSummary } from "./describe-amount-mismatch";
import { neutralizeFormula } from "./neutralize-formula";
import { carrierName } from "@/lib/shipping/tracking-url";
import { PROOF_STATE_LABELS, type ProofState } from "@/lib/domain/proof-state";

export const ORDER_CSV_HEADER = [
  "Order ID",
  "Customer Name",
  "Customer Email",
  "Customer Phone",
  "Company",
  "Shipping Address",
  "City",
  "State",
  "ZIP",
  "Country",
  "Design ID",
  "Size",
  "Quantity",
  "Total Price",
  "Coupon",
  "Discount",
  "Status",
  "Notes",
  "Created",
  // Not in the spec's export: added at the end so the spec's columns keep their places.
  "Payment Mismatch",
  "Test Payment",
  "Carrier",
  "Tracking Number",
  "Proof",
  "Shape",
  "Width (in)",
  "Height (in)",
  "Material",
  "Finish",
] as const;

/** The fields of an OrderDto (lib/domain/order-dto.ts) the CSV shows. */
export type OrderCsvSource = {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  companyName: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
  designId: number;
  sizeId: number | null;
  sizeName: string | null;
  stickerType: string | null;
  widthInches: number;
  heightInches: number;
  materialName: string;
  finishName: string;
  quantity: number;
  totalPrice: string;
  couponCode: string | null;
  discountAmount: string;
  status: string;
  additionalNotes: string | null;
  createdAt: string;
  amountMismatch: AmountMismatchSummary | null;
  testPayment: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  proofState: ProofState;
};

/** "2026-11-21 19:05:09": the instant as wall-clock time in `timeZone` (the shop's, like the order number). */
export function formatCsvDateTime(isoInstant: string, timeZone: string): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`invalid date ${isoInstant}`);
  // The ISO text of the wall clock is "YYYY-MM-DDTHH:MM:SS.mmmZ": the same digits the Intl parts gave.
  const wall = toZonedWallClock(instant.getTime(), timeZone).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
}

/**
 * One CSV row for one order, in the order of ORDER_CSV_HEADER. Order ID is the order number the
 * admin table shows (toOrderDto's orderNumber, "#42-112126"); money is a decimal string ("92.00");
 * Created is the shop's local time. Every value is a string with formulas neutralised.
 */
export function orderToCsvRow(order: OrderCsvSource, timeZone: string): string[] {
  const values = [
    order.orderNumber,
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    order.companyName ?? "",
    order.shippingAddress,
    order.shippingCity,
    order.shippingState,
    order.shippingZip,
    order.shippingCountry,
    String(order.designId),
    order.sizeName ?? `Size ID: ${order.sizeId}`,
    String(order.quantity),
    order.totalPrice,
    order.couponCode ?? "",
    order.discountAmount,
    order.status,
    order.additionalNotes ?? "",
    formatCsvDateTime(order.createdAt, timeZone),
    describeAmountMismatch(order.amountMismatch),
    order.testPayment ? "test" : "",
    carrierName(order.carrier) ?? "",
    order.trackingNumber ?? "",
    PROOF_STATE_LABELS[order.proofState],
    order.stickerType ?? "",
    String(order.widthInches),
    String(order.heightInches),
    order.materialName,
    order.finishName,
  ];
  return values.map(neutralizeFormula);
}

/** RFC 4180 text of the rows: every value (empty ones too) in double quotes, quotes doubled, CRLF after each row. */
export function stringifyCsvRows(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return "";
  return stringify(rows as string[][], { quoted: true, quoted_empty: true, record_delimiter: "windows" });
}

/** The header line of the orders CSV. */
export function orderCsvHeaderLine(): string {
  return stringifyCsvRows([ORDER_CSV_HEADER]);
}

/** "orders-2026-11-21.csv" or "archived-orders-2026-11-21.csv", dated in the shop's time zone. */
export function orderCsvFileName(archived: boolean, now: Date, timeZone: string): string {
  const date = formatCsvDateTime(now.toISOString(), timeZone).slice(0, 10);
  return `${archived ? "archived-orders" : "orders"}-${date}.csv`;
}
