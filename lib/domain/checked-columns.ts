// The columns whose values the database itself holds to a list: a CHECK constraint of that name in
// the migrations of both providers ("<Table>_<column>_check"). Prisma keeps them as plain text
// columns (its enums are text on SQLite, and PostgreSQL's native enums would break the raw text
// inserts), so these lists are the one source; tests/integration/checked-columns.test.ts compares
// each with the constraint the migrated database holds, and a new value needs a migration.
import { CARRIERS } from "./carriers";
import { COUPON_REDEMPTION_STATUSES } from "./coupon-redemption-statuses";
import { EMAIL_STATUSES } from "./email-statuses";
import { ORDER_STATUSES } from "./order-statuses";
import { PRINT_MEDIA_KINDS, PRINT_SHEET_STATUSES } from "./print-sheet-statuses";
import { PAYMENT_INTENT_STATUSES, PAYMENT_STATUSES } from "./payment-statuses";
import { PROOF_SOURCES, PROOF_STATES, PROOF_VERSION_STATUSES } from "./proof-state";
import { REFUND_SOURCES, REFUND_STATUSES } from "./refund-statuses";
import { STICKER_SHAPES } from "./sticker-shapes";

export type CheckedColumn = {
  table: string;
  column: string;
  /** The values allowed (NULL passes a CHECK too, where the column is optional). */
  values: readonly string[];
};

export const CHECKED_COLUMNS: readonly CheckedColumn[] = [
  { table: "Order", column: "status", values: ORDER_STATUSES },
  { table: "Order", column: "proofState", values: PROOF_STATES },
  { table: "Order", column: "carrier", values: CARRIERS },
  { table: "Payment", column: "status", values: PAYMENT_STATUSES },
  { table: "PaymentRefund", column: "status", values: REFUND_STATUSES },
  { table: "PaymentRefund", column: "source", values: REFUND_SOURCES },
  { table: "EmailMessage", column: "status", values: EMAIL_STATUSES },
  { table: "Proof", column: "status", values: PROOF_VERSION_STATUSES },
  { table: "Proof", column: "source", values: PROOF_SOURCES },
  { table: "CouponRedemption", column: "status", values: COUPON_REDEMPTION_STATUSES },
  { table: "TestPaymentIntent", column: "status", values: PAYMENT_INTENT_STATUSES },
  { table: "CartItem", column: "shape", values: STICKER_SHAPES },
  { table: "Order", column: "shape", values: STICKER_SHAPES },
  { table: "SheetSticker", column: "shape", values: STICKER_SHAPES },
  { table: "PrintSheet", column: "status", values: PRINT_SHEET_STATUSES },
  { table: "PrintSheet", column: "mediaKind", values: PRINT_MEDIA_KINDS },
];

/** The constraint's name in both providers' migrations. */
export function nameCheckConstraint(column: Pick<CheckedColumn, "table" | "column">): string {
  return `${column.table}_${column.column}_check`;
}
