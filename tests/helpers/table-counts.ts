// Row counts of every shop table, read with raw SQL so a dropped or renamed table fails loudly
// (the same quoted table names on SQLite and PostgreSQL).
import { prisma } from "@/lib/db/client";

export const SHOP_TABLES = [
  "StickerSize",
  "Design",
  "CartItem",
  "Payment",
  "TestPaymentIntent",
  "Order",
  "Coupon",
  "Affiliate",
  "AffiliatePayout",
  "WebhookEvent",
  "EmailMessage",
  "OrderEvent",
  "PaymentRefund",
  "CouponRedemption",
  "OrderLink",
  "PrintSheet",
  "PrintSheetOrder",
  "SheetSticker",
] as const;

export type TableCounts = Record<(typeof SHOP_TABLES)[number], number>;

export async function countTableRows(): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of SHOP_TABLES) {
    const rows = await prisma.$queryRawUnsafe<Array<{ n: number | bigint }>>(`SELECT COUNT(*) AS n FROM "${table}"`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}
