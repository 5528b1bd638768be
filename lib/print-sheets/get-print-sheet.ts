import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { createPrintSheetDownload } from "@/lib/designs/links/print-sheet-link";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { SHEET_STATUSES_WITH_FILE, type PrintSheetStatus } from "@/lib/domain/print-sheet-statuses";
import type { PrintSheetDto, PrintSheetSummary } from "./print-sheet-dto";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import { getServerEnv } from "@/lib/env";
import { discardedSheetFileDeleteAfter } from "./discarded-sheet-grace";
import { namePrintSheetFile } from "./name-print-sheet-file";
import { readStoredMedia } from "./print-sheet-media";
import type { PrintSheetLayout } from "./print-sheet-types";
import { STICKER_LINE_SELECT } from "@/lib/stickers/sticker-line-select";
import { readSheetSticker, SHEET_STICKER_SELECT } from "@/lib/stickers/read-sheet-sticker";
import { readPlacedSheetShape } from "@/lib/stickers/sheet-sticker";

type SheetRow = Awaited<ReturnType<typeof prisma.printSheet.findFirstOrThrow>>;

export function toPrintSheetSummary(sheet: SheetRow, orderCount: number): PrintSheetSummary {
  return {
    id: sheet.id,
    status: sheet.status as PrintSheetStatus,
    createdAt: sheet.createdAt.toISOString(),
    createdBy: sheet.createdBy,
    stock:
      sheet.materialId && sheet.materialName && sheet.finishId && sheet.finishName
        ? {
            materialId: sheet.materialId,
            materialName: sheet.materialName,
            finishId: sheet.finishId,
            finishName: sheet.finishName,
          }
        : null,
    media: readStoredMedia(sheet),
    gapInches: sheet.gapInches,
    stickerCount: sheet.stickerCount,
    orderCount,
    pages: sheet.pages,
    progress: sheet.artworkTotal === null ? null : { artworkDone: sheet.artworkDone, artworkTotal: sheet.artworkTotal },
    utilisation: sheet.utilisation,
    fileSizeBytes: sheet.fileSizeBytes,
    errorMessage: sheet.errorMessage,
    finishedAt: sheet.finishedAt?.toISOString() ?? null,
    markedPrintingAt: sheet.markedPrintingAt?.toISOString() ?? null,
    doneAt: sheet.doneAt?.toISOString() ?? null,
    doneBy: sheet.doneBy,
    discardedAt: sheet.discardedAt?.toISOString() ?? null,
    discardedBy: sheet.discardedBy,
    fileDeleteAfter:
      sheet.discardedAt && sheet.fileKey && !sheet.fileRemovedAt
        ? discardedSheetFileDeleteAfter(sheet.discardedAt).toISOString()
        : null,
    fileRemovedAt: sheet.fileRemovedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/print-sheets/{id}: the sheet's state, and while ready, printing or done its layout and a download link. */
export async function getPrintSheet(sheetId: number): Promise<PrintSheetDto> {
  const sheet = await prisma.printSheet.findUnique({
    where: { id: sheetId },
    include: {
      orders: {
        orderBy: { orderId: "asc" },
        select: {
          quantity: true,
          order: {
            select: {
              id: true,
              createdAt: true,
              customerEmail: true,
              paymentId: true,
              status: true,
              ...STICKER_LINE_SELECT,
              sheetStickers: { orderBy: { position: "asc" }, select: SHEET_STICKER_SELECT },
            },
          },
        },
      },
    },
  });
  if (!sheet) throw notFound("Print sheet not found");
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  const ready =
    (SHEET_STATUSES_WITH_FILE as readonly string[]).includes(sheet.status) &&
    sheet.fileKey !== null &&
    sheet.fileRemovedAt === null;
  return {
    ...toPrintSheetSummary(sheet, sheet.orders.length),
    orders: sheet.orders.map(({ quantity, order }) => ({
      id: order.id,
      orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone),
      customerEmail: order.customerEmail,
      checkoutId: order.paymentId,
      status: order.status,
      quantity,
      shape: order.shape as StickerShape,
      sizeName: order.sizeName,
      widthInches: order.widthInches,
      heightInches: order.heightInches,
      roundedCorners: order.roundedCorners,
      cutLine: order.cutLine,
      sheetStickers:
        order.sheetSizeId === null
          ? null
          : order.sheetStickers.map((row) => readPlacedSheetShape(readSheetSticker(row))),
    })),
    layout: ready && sheet.layout ? (JSON.parse(sheet.layout) as PrintSheetLayout) : null,
    download: ready
      ? { ...(await createPrintSheetDownload(sheet.fileKey as string)), fileName: namePrintSheetFile(sheet) }
      : null,
  };
}

/** GET /api/admin/print-sheets: the newest sheets (keyset on createdAt, id), newest first. */
export async function listPrintSheets({ limit = 20 }: { limit?: number } = {}): Promise<PrintSheetSummary[]> {
  const sheets = await prisma.printSheet.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    include: { _count: { select: { orders: true } } },
  });
  return sheets.map((sheet) => toPrintSheetSummary(sheet, sheet._count.orders));
}
