import "server-only";
import { prisma } from "@/lib/db/client";
import { readNumber } from "./read-number";
import { sizeBandIndexSql } from "./size-band-sql";
import { SIZE_BANDS } from "./size-bands";

export type SizeMixRow = {
  shape: string;
  sizeName: string;
  /** A custom size (no standard size row behind it). */
  custom: boolean;
  orders: number;
  stickers: number;
  /** Goods after discounts (Order.totalPriceCents; shipping and refunds aside). */
  revenueCents: number;
};

/** Orders of one shape in one size band (lib/reports/size-bands.ts), standard and custom sizes together. */
export type SizeBandRow = {
  shape: string;
  /** SIZE_BANDS key ("up-to-2", "2-3", "3-4", "4-6", "over-6") and its label ('2–3"'). */
  band: string;
  bandLabel: string;
  orders: number;
  /** Of those, orders of a custom size (die-cuts among them). */
  customOrders: number;
  stickers: number;
  revenueCents: number;
};

export type QuantityTierRow = { quantity: number; orders: number; revenueCents: number };

/**
 * Orders printed on one material (#35), by its id; the name is the one the latest-named of those orders
 * kept (an order keeps the name it was sold with, so a renamed material stays one row).
 */
export type MaterialMixRow = {
  materialId: string;
  materialName: string;
  orders: number;
  stickers: number;
  revenueCents: number;
};

/** Orders with one finish (#35), as MaterialMixRow is for materials. */
export type FinishMixRow = {
  finishId: string;
  finishName: string;
  orders: number;
  stickers: number;
  revenueCents: number;
};

export type SalesMix = {
  sizes: SizeMixRow[];
  sizeBands: SizeBandRow[];
  quantityTiers: QuantityTierRow[];
  materials: MaterialMixRow[];
  finishes: FinishMixRow[];
  orders: number;
  /** Orders with rounded corners (offered on squares and rectangles only). */
  roundedCornerOrders: number;
  /** Paid checkouts, what they charged, and how many chose priority shipping. */
  checkouts: number;
  paidCents: number;
  priorityCheckouts: number;
};

/**
 * What sells among the orders paid in [start, end) (by the paid time): orders and goods revenue per shape and
 * size (standard and custom sizes apart), per shape and size band (a few rows however many die-cut sizes), per quantity tier, per
 * material and per finish, rounded corners taken; and over the checkouts paid
 * then, the money charged and priority shipping chosen. GROUP BY statements over the paidAt indexes.
 */
export async function readSalesMix(start: Date, end: Date): Promise<SalesMix> {
  const band = sizeBandIndexSql();
  const [sizes, bands, tiers, materials, finishes, [orderTotals], [checkoutTotals]] = await Promise.all([
    prisma.$queryRaw<
      { shape: string; sizeName: string; custom: unknown; orders: unknown; stickers: unknown; revenue: unknown }[]
    >`
      SELECT "shape", "sizeName", CASE WHEN "sizeId" IS NULL THEN 1 ELSE 0 END AS "custom",
        COUNT(*) AS "orders", SUM("quantity") AS "stickers", SUM("totalPriceCents") AS "revenue"
      FROM "Order" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}
      GROUP BY "shape", "sizeName", CASE WHEN "sizeId" IS NULL THEN 1 ELSE 0 END
      ORDER BY SUM("totalPriceCents") DESC, COUNT(*) DESC, "shape", "sizeName"`,
    prisma.$queryRaw<
      { shape: string; band: unknown; orders: unknown; custom: unknown; stickers: unknown; revenue: unknown }[]
    >`
      SELECT "shape", ${band} AS "band", COUNT(*) AS "orders",
        SUM(CASE WHEN "sizeId" IS NULL THEN 1 ELSE 0 END) AS "custom",
        SUM("quantity") AS "stickers", SUM("totalPriceCents") AS "revenue"
      FROM "Order" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}
      GROUP BY "shape", ${band} ORDER BY "shape", ${band}`,
    prisma.$queryRaw<{ quantity: unknown; orders: unknown; revenue: unknown }[]>`
      SELECT "quantity", COUNT(*) AS "orders", SUM("totalPriceCents") AS "revenue"
      FROM "Order" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}
      GROUP BY "quantity" ORDER BY "quantity"`,
    prisma.$queryRaw<{ id: string; name: string; orders: unknown; stickers: unknown; revenue: unknown }[]>`
      SELECT "materialId" AS "id", MAX("materialName") AS "name", COUNT(*) AS "orders",
        SUM("quantity") AS "stickers", SUM("totalPriceCents") AS "revenue"
      FROM "Order" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}
      GROUP BY "materialId" ORDER BY SUM("totalPriceCents") DESC, COUNT(*) DESC, "materialId"`,
    prisma.$queryRaw<{ id: string; name: string; orders: unknown; stickers: unknown; revenue: unknown }[]>`
      SELECT "finishId" AS "id", MAX("finishName") AS "name", COUNT(*) AS "orders",
        SUM("quantity") AS "stickers", SUM("totalPriceCents") AS "revenue"
      FROM "Order" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}
      GROUP BY "finishId" ORDER BY SUM("totalPriceCents") DESC, COUNT(*) DESC, "finishId"`,
    prisma.$queryRaw<{ orders: unknown; rounded: unknown }[]>`
      SELECT COUNT(*) AS "orders", SUM(CASE WHEN "roundedCorners" THEN 1 ELSE 0 END) AS "rounded"
      FROM "Order" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}`,
    prisma.$queryRaw<{ checkouts: unknown; paid: unknown; priority: unknown }[]>`
      SELECT COUNT(*) AS "checkouts", SUM("totalCents") AS "paid",
        SUM(CASE WHEN "shippingMethod" = 'priority' THEN 1 ELSE 0 END) AS "priority"
      FROM "Payment" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}`,
  ]);
  return {
    sizes: sizes.map((row) => ({
      shape: row.shape,
      sizeName: row.sizeName,
      custom: readNumber(row.custom) === 1,
      orders: readNumber(row.orders),
      stickers: readNumber(row.stickers),
      revenueCents: readNumber(row.revenue),
    })),
    sizeBands: bands.map((row) => {
      const sizeBand = SIZE_BANDS[readNumber(row.band)]!;
      return {
        shape: row.shape,
        band: sizeBand.key,
        bandLabel: sizeBand.label,
        orders: readNumber(row.orders),
        customOrders: readNumber(row.custom),
        stickers: readNumber(row.stickers),
        revenueCents: readNumber(row.revenue),
      };
    }),
    quantityTiers: tiers.map((row) => ({
      quantity: readNumber(row.quantity),
      orders: readNumber(row.orders),
      revenueCents: readNumber(row.revenue),
    })),
    materials: materials.map((row) => ({
      materialId: row.id,
      materialName: row.name,
      orders: readNumber(row.orders),
      stickers: readNumber(row.stickers),
      revenueCents: readNumber(row.revenue),
    })),
    finishes: finishes.map((row) => ({
      finishId: row.id,
      finishName: row.name,
      orders: readNumber(row.orders),
      stickers: readNumber(row.stickers),
      revenueCents: readNumber(row.revenue),
    })),
    orders: readNumber(orderTotals?.orders),
    roundedCornerOrders: readNumber(orderTotals?.rounded),
    checkouts: readNumber(checkoutTotals?.checkouts),
    paidCents: readNumber(checkoutTotals?.paid),
    priorityCheckouts: readNumber(checkoutTotals?.priority),
  };
}
