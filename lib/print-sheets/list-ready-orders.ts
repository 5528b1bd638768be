import "server-only";
import { prisma } from "@/lib/db/client";
import { createDesignThumbnailUrl } from "@/lib/designs/links/sign-design-thumbnail-url";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { SHEET_STATUSES_HOLDING_ORDERS } from "@/lib/domain/print-sheet-statuses";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import { getServerEnv } from "@/lib/env";
import { explainPrintFileBlocked } from "@/lib/print/explain-print-file-blocked";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { readSheetThumbnails } from "@/lib/stickers/read-sheet-thumbnails";
import type { ReadyOrderSize, ReadyOrderStock, ReadyOrdersPage } from "./print-sheet-dto";
import { formatSizeFilter, type ReadyOrdersQuery } from "@/lib/validation/print-sheets";
import { STICKER_LINE_SELECT } from "@/lib/stickers/sticker-line-select";

/**
 * "Ready to print": paid (status `paid`, so not yet printing), not archived, whose proof is approved, and
 * on no sheet that is queued, being made, made or printing (a failed, done or discarded sheet gives its orders
 * back: SHEET_STATUSES_HOLDING_ORDERS). The first two are
 * the columns of the (archived, status, createdAt, id) index, walked oldest first; proof state and the
 * sheet check filter its rows. explainPrintFileBlocked, the print file's own gate, has the last word.
 */
export function readyOrderWhere() {
  return {
    archived: false,
    status: "paid",
    proofState: "approved",
    printSheets: { none: { sheet: { status: { in: [...SHEET_STATUSES_HOLDING_ORDERS] } } } },
  };
}

function parseCursor(cursor: string | undefined): { createdAt: Date; id: number } | null {
  if (!cursor) return null;
  const [time, id] = cursor.split(".").map(Number) as [number, number];
  return { createdAt: new Date(time), id };
}

/**
 * GET /api/admin/print-sheets/ready-orders: one page of the ready orders (keyset on createdAt, id), oldest
 * first, filtered by shape, size, material and finish (each a residual filter on the index's walk of the paid
 * orders: the queue is the orders paid and not yet printing, so that walk is short), with every shape and size
 * and every stock among the ready orders for the filters.
 */
export async function listReadyOrders(query: ReadyOrdersQuery): Promise<ReadyOrdersPage> {
  const after = parseCursor(query.cursor);
  const where = {
    ...readyOrderWhere(),
    ...(query.shape ? { shape: query.shape } : {}),
    ...(query.size ? { widthInches: query.size.widthInches, heightInches: query.size.heightInches } : {}),
    ...(query.material ? { materialId: query.material } : {}),
    ...(query.finish ? { finishId: query.finish } : {}),
    ...(after
      ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
      : {}),
  };
  const [rows, sizeGroups, stockGroups] = await Promise.all([
    prisma.order.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: query.limit + 1,
      select: {
        id: true,
        createdAt: true,
        status: true,
        proofState: true,
        customerName: true,
        ...STICKER_LINE_SELECT,
        quantity: true,
        paidAt: true,
        design: { select: { filename: true, originalName: true, outline: true } },
      },
    }),
    prisma.order.groupBy({
      by: ["shape", "widthInches", "heightInches", "sizeName"],
      where: readyOrderWhere(),
      _count: { _all: true },
      orderBy: [{ shape: "asc" }, { widthInches: "asc" }, { heightInches: "asc" }],
    }),
    prisma.order.groupBy({
      by: ["materialId", "finishId", "materialName", "finishName"],
      where: readyOrderWhere(),
      _count: { _all: true },
      orderBy: [{ materialId: "asc" }, { finishId: "asc" }, { materialName: "asc" }, { finishName: "asc" }],
    }),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  // A sticker sheet is drawn as the sheet, its stickers read in one statement (none without sheets).
  const sheets = await readSheetThumbnails(
    prisma,
    "orderId",
    page.filter((order) => order.sheetSizeId !== null).map((order) => order.id),
  );
  const orders = await Promise.all(
    page
      .filter((order) => explainPrintFileBlocked(order) === null)
      .map(async (order) => ({
        id: order.id,
        orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone),
        customerName: order.customerName,
        shape: order.shape as StickerShape,
        sizeName: order.sizeName,
        size: formatSizeFilter(order.widthInches, order.heightInches),
        widthInches: order.widthInches,
        heightInches: order.heightInches,
        roundedCorners: order.roundedCorners,
        cutLine: order.cutLine,
        artwork: placeLineArtwork(order, order.design.outline),
        quantity: order.quantity,
        materialId: order.materialId,
        materialName: order.materialName,
        finishId: order.finishId,
        finishName: order.finishName,
        paidAt: order.paidAt?.toISOString() ?? null,
        design: {
          originalName: order.design.originalName,
          imageUrl: await createDesignThumbnailUrl(order.design.filename),
        },
        sheetStickers: sheets.get(order.id) ?? null,
      })),
  );
  // One entry per shape and size (a size's name may differ between a standard and an equal custom size).
  const sizes = new Map<string, ReadyOrderSize>();
  for (const group of sizeGroups) {
    const size = formatSizeFilter(group.widthInches, group.heightInches);
    const key = `${group.shape}|${size}`;
    const known = sizes.get(key);
    if (known) known.orders += group._count._all;
    else
      sizes.set(key, { size, shape: group.shape as StickerShape, sizeName: group.sizeName, orders: group._count._all });
  }
  // One entry per material and finish id (an entry renamed since keeps the name of its first group).
  const stocks = new Map<string, ReadyOrderStock>();
  for (const group of stockGroups) {
    const key = JSON.stringify([group.materialId, group.finishId]);
    const known = stocks.get(key);
    if (known) known.orders += group._count._all;
    else
      stocks.set(key, {
        materialId: group.materialId,
        materialName: group.materialName,
        finishId: group.finishId,
        finishName: group.finishName,
        orders: group._count._all,
      });
  }
  return {
    orders,
    nextCursor: rows.length > query.limit && last ? `${last.createdAt.getTime()}.${last.id}` : null,
    sizes: [...sizes.values()],
    stocks: [...stocks.values()],
  };
}
