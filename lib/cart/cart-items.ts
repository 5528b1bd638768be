import "server-only";
import { databaseProvider, prisma, type Database } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { formatCents } from "@/lib/money/format-cents";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { getCatalogueForVersion } from "@/lib/catalogue/get-catalogue-for-version";
import { priceStickerLine } from "@/lib/stickers/price-sticker-line";
import { resolveCustomSticker } from "@/lib/stickers/resolve-custom-sticker";
import { readStickerLine } from "@/lib/stickers/read-sticker-line";
import type { StickerLineRow } from "@/lib/stickers/sticker-line-select";
import { toStickerLineColumns, type NewStickerLine } from "@/lib/stickers/to-sticker-line-columns";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { readSheetThumbnails } from "@/lib/stickers/read-sheet-thumbnails";
import { createDesignThumbnailUrl } from "@/lib/designs/links/sign-design-thumbnail-url";
import type { StickerLine } from "@/lib/stickers/sticker-line";
import {
  toSheetStickerColumns,
  type FrozenSheetSticker,
  type SheetThumbnailSticker,
} from "@/lib/stickers/sheet-sticker";
import type { AddCartItemInput } from "@/lib/validation/cart";
import type { CartItemDto } from "./cart-item-dto";
import { repriceCartLine } from "./reprice-cart-line";

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
} as const;

type CartItemRow = StickerLineRow & {
  id: number;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  design: { originalName: string; filename: string };
};

/**
 * A line as the API shows it, with its thumbnail: a signed link to the design (the cart's session may see
 * its own designs, and those an order link let it order again) and, for a die-cut, where the image lies
 * in the cut line's frame (from the design's outline, when the caller read it).
 */
async function toCartItemDto(
  row: CartItemRow,
  outline: string | null = null,
  sheetStickers: SheetThumbnailSticker[] | null = null,
): Promise<CartItemDto> {
  const sticker = readStickerLine(row);
  return {
    id: row.id,
    designId: row.designId,
    designName: row.design.originalName,
    designFilename: row.design.filename,
    thumbnailUrl: await createDesignThumbnailUrl(row.design.filename),
    ...sticker,
    artwork: placeLineArtwork(sticker, outline),
    sheetStickers: sticker.sheetSizeId === null ? null : (sheetStickers ?? []),
    materialId: row.materialId,
    materialName: row.materialName,
    finishId: row.finishId,
    finishName: row.finishName,
    quantity: row.quantity,
    unitPrice: formatCents(row.unitPriceCents),
    totalPrice: formatCents(row.totalPriceCents),
    roundedCorners: row.roundedCorners,
    scale: row.scale,
    xPosition: row.xPosition,
    yPosition: row.yPosition,
  };
}

/** A line to add, already priced (priceStickerLine); scale and position default to the design tool's. */
export type NewCartLine = NewStickerLine & {
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  /**
   * What the cart shows of the design, already read by the caller (no read after the insert); a die-cut's
   * thumbnail also places the image by the design's outline when given.
   */
  design: { originalName: string; filename: string; outline?: string | null };
  /** A sticker sheet's stickers (#39), written with the line in its transaction; absent for a single sticker. */
  sheetStickers?: readonly FrozenSheetSticker[];
};

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
    const created = await tx.cartItem.createManyAndReturn({
      data: lines.map((line) => ({
        sessionId,
        createdAt,
        ...toStickerLineColumns(line),
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalPriceCents: line.totalPriceCents,
      })),
    });
    const ids = created.map((row) => row.id).sort((a, b) => a - b);
    const stickers = lines.flatMap((line, index) =>
      (line.sheetStickers ?? []).map((sticker) => ({ ...toSheetStickerColumns(sticker), cartItemId: ids[index]! })),
    );
    if (stickers.length > 0) await tx.sheetSticker.createMany({ data: stickers });
    return created;
  });
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const sheets = await readSheetThumbnails(
    db,
    "cartItemId",
    sorted.filter((row) => row.sheetSizeId !== null).map((row) => row.id),
  );
  return Promise.all(
    sorted.map((row, index) => {
      const line = lines[index] as NewCartLine;
      return toCartItemDto({ ...row, design: line.design }, line.design.outline ?? null, sheets.get(row.id));
    }),
  );
}

/** Adds a line priced by the server from the size (standard or custom), quantity and rounded corners. */
export async function addCartItem(input: AddCartItemInput, db: Database = prisma): Promise<CartItemDto> {
  // The design, the size and the catalogue's version stamp in one statement (a cart add is a hot path):
  // a row either way, with nulls for the one that does not exist. A die-cut line also needs the design's
  // traced outline.
  const dieCut = input.custom?.shape === "die-cut";
  const [found] = await db.$queryRaw<DesignAndSize[]>`
    SELECT d."id" AS "designId", d."sessionId", d."originalName", d."filename",
      ${dieCut ? Prisma.sql`d."outline"` : Prisma.sql`NULL`} AS "outline",
      s."id" AS "sizeId", s."name" AS "sizeName", s."shape" AS "sizeShape",
      s."width" AS "sizeWidth", s."height" AS "sizeHeight",
      (SELECT v."version" FROM "CatalogueSetting" v WHERE v."id" = 1) AS "catalogueVersion"
    FROM (SELECT 1 AS "one") AS "request"
    LEFT JOIN "Design" d ON d."id" = ${input.designId}
    LEFT JOIN "StickerSize" s ON s."id" = ${input.sizeId ?? 0}`;
  // A design belongs to the session that uploaded it: any other design is treated as unknown.
  if (found?.designId == null || found.sessionId !== input.sessionId) throw badRequest("Design not found");

  const catalogue = await getCatalogueForVersion(String(found.catalogueVersion));
  let sticker: StickerLine;
  if (input.custom) {
    sticker = await resolveCustomSticker(
      input.custom,
      {
        id: found.designId,
        filename: found.filename as string,
        outline: found.outline,
      },
      input.sessionId,
    );
  } else {
    // A size the owner retired is gone from the shop (#35); orders and reorders keep it.
    const size = catalogue.sizes.find((candidate) => candidate.id === found.sizeId);
    if (found.sizeId == null || found.sizeName === null || found.sizeShape === null || !size?.active)
      throw badRequest("Sticker size not found");
    sticker = readStickerLine({
      sizeId: found.sizeId,
      shape: found.sizeShape,
      widthInches: Number(found.sizeWidth),
      heightInches: Number(found.sizeHeight),
      sizeName: found.sizeName,
      cutLine: null,
      sheetSizeId: null,
    });
  }
  const price = priceStickerLine(catalogue, sticker, {
    quantity: input.quantity,
    roundedCorners: input.roundedCorners,
    materialId: input.materialId,
    finishId: input.finishId,
    requireTier: true,
  });
  const [item] = await insertCartLines(
    input.sessionId,
    [
      {
        ...sticker,
        designId: found.designId,
        quantity: input.quantity,
        roundedCorners: input.roundedCorners,
        ...price,
        design: {
          originalName: found.originalName as string,
          filename: found.filename as string,
          outline: found.outline,
        },
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
  outline: string | null;
  sizeId: number | null;
  sizeName: string | null;
  sizeShape: string | null;
  sizeWidth: number | null;
  sizeHeight: number | null;
  catalogueVersion: unknown;
};

/** Every line of the cart (at most MAX_CART_LINES are ever added): the same lines, priced as the checkout prices them. */
export async function listCartItems(sessionId: string): Promise<CartItemDto[]> {
  const [stored, catalogue] = await Promise.all([
    prisma.cartItem.findMany({
      where: { sessionId },
      include: cartItemInclude,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    getCatalogue(),
  ]);
  // Shown as the checkout will charge it: today's catalogue, not the price the line was added at.
  const rows = stored.map((row) => repriceCartLine(catalogue, row));
  // Outlines (kilobytes of JSON each) are read only for die-cut lines, whose thumbnails place the image by them.
  const dieCutDesignIds = [...new Set(rows.filter((row) => row.shape === "die-cut").map((row) => row.designId))];
  const outlines = new Map(
    dieCutDesignIds.length === 0
      ? []
      : (
          await prisma.design.findMany({
            where: { id: { in: dieCutDesignIds } },
            select: { id: true, outline: true },
          })
        ).map((design) => [design.id, design.outline]),
  );
  const sheets = await readSheetThumbnails(
    prisma,
    "cartItemId",
    rows.filter((row) => row.sheetSizeId !== null).map((row) => row.id),
  );
  return Promise.all(rows.map((row) => toCartItemDto(row, outlines.get(row.designId) ?? null, sheets.get(row.id))));
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
