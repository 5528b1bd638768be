import "server-only";
import { databaseProvider, prisma, type Database } from "@/lib/db/client";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { formatCents } from "@/lib/money/format-cents";
import { calculateItemPrice, PricingError } from "@/lib/pricing/calculate-item-price";
import type { AddCartItemInput } from "@/lib/validation/cart";
import type { CartItemDto } from "./cart-item-dto";

export type { CartItemDto };

/** Most lines one cart may hold; the cart lists and the checkout prices all of them. */
export const MAX_CART_LINES = 50;
export const CART_FULL_MESSAGE = `Your cart is full: it can hold at most ${MAX_CART_LINES} items. Please check out or remove an item first.`;

type Transaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];

/**
 * Serializes the cart writes of one session until the transaction ends, so a count read inside it
 * stays true. PostgreSQL: a transaction-scoped advisory lock on the session id. SQLite: one process
 * runs one transaction at a time on its single connection, and across processes transactions start
 * with BEGIN IMMEDIATE (lib/db/client.ts), so there is nothing more to lock.
 */
async function lockCartSession(tx: Transaction, sessionId: string): Promise<void> {
  if (databaseProvider === "postgres")
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${sessionId}, 0))`;
}

const cartItemInclude = {
  design: { select: { originalName: true, filename: true } },
  size: { select: { name: true } },
} as const;

type CartItemRow = {
  id: number;
  designId: number;
  sizeId: number;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  roundedCorners: boolean;
  scale: number;
  xPosition: number;
  yPosition: number;
  design: { originalName: string; filename: string };
  size: { name: string };
};

function toCartItemDto(row: CartItemRow): CartItemDto {
  return {
    id: row.id,
    designId: row.designId,
    designName: row.design.originalName,
    designFilename: row.design.filename,
    sizeId: row.sizeId,
    sizeName: row.size.name,
    quantity: row.quantity,
    unitPrice: formatCents(row.unitPriceCents),
    totalPrice: formatCents(row.totalPriceCents),
    roundedCorners: row.roundedCorners,
    scale: row.scale,
    xPosition: row.xPosition,
    yPosition: row.yPosition,
  };
}

/** A line to add, already priced (priceCartLine); scale and position default to the design tool's. */
export type NewCartLine = {
  designId: number;
  sizeId: number;
  quantity: number;
  roundedCorners: boolean;
  scale?: number;
  xPosition?: number;
  yPosition?: number;
  unitPriceCents: number;
  totalPriceCents: number;
  /** What the cart shows of the design and size, already read by the caller (no read after the insert). */
  design: { originalName: string; filename: string };
  size: { name: string };
};

/** Today's price of a line from the price table: the one pricing of cart adds and reorders (400 when it cannot be priced). */
export function priceCartLine(
  size: { name: string; shape: string },
  quantity: number,
  roundedCorners: boolean,
): { unitPriceCents: number; totalPriceCents: number } {
  try {
    const price = calculateItemPrice({
      sizeName: size.name,
      quantity,
      roundedCorners,
      isCircle: size.shape === "circle",
    });
    return { unitPriceCents: price.unitPriceCents, totalPriceCents: price.totalPriceCents };
  } catch (error) {
    if (error instanceof PricingError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Adds priced lines to a session's cart, all or none: counted and added in one transaction under the
 * session's lock, so concurrent adds (and reorders) cannot pass MAX_CART_LINES together.
 */
export async function insertCartLines(
  sessionId: string,
  lines: NewCartLine[],
  db: Database = prisma,
): Promise<CartItemDto[]> {
  const rows = await db.$transaction(async (tx) => {
    await lockCartSession(tx, sessionId);
    const count = await tx.cartItem.count({ where: { sessionId } });
    if (count + lines.length > MAX_CART_LINES) throw conflict(CART_FULL_MESSAGE);
    // One INSERT: ids ascend in line order and createdAt is shared, so the cart (by createdAt, then id)
    // lists the lines in this order.
    const createdAt = new Date();
    return tx.cartItem.createManyAndReturn({
      data: lines.map((line) => ({
        sessionId,
        createdAt,
        designId: line.designId,
        sizeId: line.sizeId,
        quantity: line.quantity,
        roundedCorners: line.roundedCorners,
        scale: line.scale,
        xPosition: line.xPosition,
        yPosition: line.yPosition,
        unitPriceCents: line.unitPriceCents,
        totalPriceCents: line.totalPriceCents,
      })),
    });
  });
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  return sorted.map((row, index) => {
    const line = lines[index] as NewCartLine;
    return toCartItemDto({ ...row, design: line.design, size: line.size });
  });
}

/** Adds a line priced by the server from the size, quantity and rounded corners. */
export async function addCartItem(input: AddCartItemInput, db: Database = prisma): Promise<CartItemDto> {
  // The design and the size in one statement (a cart add is a hot path): a row either way, with nulls
  // for the one that does not exist.
  const [found] = await db.$queryRaw<DesignAndSize[]>`
    SELECT d."id" AS "designId", d."sessionId", d."originalName", d."filename",
      s."id" AS "sizeId", s."name" AS "sizeName", s."shape" AS "sizeShape"
    FROM (SELECT 1 AS "one") AS "request"
    LEFT JOIN "Design" d ON d."id" = ${input.designId}
    LEFT JOIN "StickerSize" s ON s."id" = ${input.sizeId}`;
  // A design belongs to the session that uploaded it: any other design is treated as unknown.
  if (found?.designId == null || found.sessionId !== input.sessionId) throw badRequest("Design not found");
  if (found.sizeId == null || found.sizeName === null || found.sizeShape === null)
    throw badRequest("Sticker size not found");

  const size = { name: found.sizeName, shape: found.sizeShape };
  const price = priceCartLine(size, input.quantity, input.roundedCorners);
  const [item] = await insertCartLines(
    input.sessionId,
    [
      {
        designId: found.designId,
        sizeId: found.sizeId,
        quantity: input.quantity,
        roundedCorners: input.roundedCorners,
        unitPriceCents: price.unitPriceCents,
        totalPriceCents: price.totalPriceCents,
        design: { originalName: found.originalName as string, filename: found.filename as string },
        size,
      },
    ],
    db,
  );
  return item as CartItemDto;
}

type DesignAndSize = {
  designId: number | null;
  sessionId: string | null;
  originalName: string | null;
  filename: string | null;
  sizeId: number | null;
  sizeName: string | null;
  sizeShape: string | null;
};

/** Every line of the cart (at most MAX_CART_LINES are ever added): the same lines the checkout prices. */
export async function listCartItems(sessionId: string): Promise<CartItemDto[]> {
  const rows = await prisma.cartItem.findMany({
    where: { sessionId },
    include: cartItemInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toCartItemDto);
}

/** Removes one line; only the session that owns it may. Another session's line looks absent. */
export async function removeCartItem(itemId: number, sessionId: string): Promise<void> {
  const { count } = await prisma.cartItem.deleteMany({ where: { id: itemId, sessionId } });
  if (count === 0) throw notFound("Cart item not found");
}

export async function clearCart(sessionId: string): Promise<number> {
  const { count } = await prisma.cartItem.deleteMany({ where: { sessionId } });
  return count;
}
