import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { buildPrintFileName } from "./build-print-file-name";
import { computePrintBoxes } from "./compute-print-boxes";
import { computeLineWhitePlate } from "./compute-line-white-plate";
import { readPlateArtwork } from "./read-plate-artwork";
import { explainPrintFileBlocked } from "./explain-print-file-blocked";
import { makeSheetPrintFile } from "./make-sheet-print-file";
import { planStickerRaster } from "./plan-sticker-raster";
import { POINTS_PER_INCH } from "./print-units";
import { PRINT_FILE_MESSAGES } from "./print-file-messages";
import { readPrintDesign } from "./read-print-design";
import { readStickerCutPath } from "./read-sticker-cut-path";
import { getShopSettings } from "@/lib/settings/shop-settings";
import { renderPrintRaster, type PrintRaster } from "./render-print-raster";
import { transformPath } from "./transform-path";
import { writePrintPdf } from "./write-print-pdf";
import { STICKER_LINE_SELECT } from "@/lib/stickers/sticker-line-select";

export type OrderPrintFile = {
  fileName: string;
  /** The PDF as a stream (already written to its end: read it whole or pipe it). */
  pdf: NodeJS.ReadableStream;
  effectiveDpi: number;
};

/**
 * One order's print file (one sticker, or one sticker sheet; the press repeats it `quantity` times): the PDF
 * of writePrintPdf for the order as approved, or for a sticker sheet (#39) makeSheetPrintFile's, every sticker
 * of the sheet drawn and kiss-cut where it was frozen and the sheet cut through at its edge (the order's own
 * design is only its first sticker's). 404 for an unknown order; 409 with the reason for one that is not paid, whose
 * proof is not approved (explainPrintFileBlocked), whose design file is gone or unreadable, or whose
 * stored cut line cannot be read or does not match its size.
 */
export async function makeOrderPrintFile(
  orderId: number,
  { storage, timeZone }: { storage: DesignStorage; timeZone: string },
): Promise<OrderPrintFile> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      createdAt: true,
      status: true,
      proofState: true,
      ...STICKER_LINE_SELECT,
      design: { select: { filename: true, width: true, height: true, outline: true } },
    },
  });
  if (!order) throw notFound("Order not found");
  // Materials are never deleted (lib/catalogue deactivates them), so the order's is always there to read;
  // read, not frozen on the order, because whiteLayer is what the press needs today for that stock.
  const material = await prisma.material.findUnique({ where: { id: order.materialId }, select: { whiteLayer: true } });
  if (!material) throw conflict(PRINT_FILE_MESSAGES.materialUnknown(order.materialName));
  const blocked = explainPrintFileBlocked(order);
  if (blocked) throw conflict(blocked);

  const orderNumber = formatOrderNumber(order.id, order.createdAt, timeZone);
  if (order.sheetSizeId !== null) {
    const sheet = await makeSheetPrintFile(order, { storage, whiteLayer: material.whiteLayer, orderNumber });
    return {
      fileName: buildPrintFileName({
        orderNumber,
        shape: "sheet",
        widthInches: order.widthInches,
        heightInches: order.heightInches,
      }),
      ...sheet,
    };
  }

  const { design } = order;
  const cutPathInches = readStickerCutPath(order);
  const { printMaxDpi, whitePlateName, whitePlateChokePoints } = await getShopSettings();
  const plan = planStickerRaster(order, design, { maxDpi: printMaxDpi });
  const source = await readPrintDesign(storage, design.filename);
  let raster: PrintRaster;
  try {
    raster = await renderPrintRaster(source, plan);
  } catch (error) {
    console.error("Rendering a print raster failed:", error);
    throw conflict(PRINT_FILE_MESSAGES.designUnreadable);
  }

  const boxes = computePrintBoxes(order);
  let whitePlate: { name: string; path: ReturnType<typeof transformPath> } | null = null;
  if (material.whiteLayer) {
    const plate = computeLineWhitePlate(order, design, await readPlateArtwork(source, design, `print:${order.id}`), {
      cutPath: cutPathInches,
      chokePoints: whitePlateChokePoints,
    });
    whitePlate = { name: whitePlateName, path: transformPath(plate, POINTS_PER_INCH, boxes.bleed, boxes.bleed) };
  }
  const pdf = writePrintPdf({
    boxes,
    raster: { image: raster, drawn: plan.drawn },
    cutPath: transformPath(cutPathInches, POINTS_PER_INCH, boxes.bleed, boxes.bleed),
    whitePlate,
    info: {
      title: `Order ${orderNumber}: ${order.sizeName}`,
      subject: whitePlate
        ? `Print file: one sticker, cut line stroked in the spot colour CutContour, white ink filled in the spot colour ${whitePlate.name}`
        : `Print file: one sticker, cut line stroked in the spot colour CutContour`,
      effectiveDpi: plan.effectiveDpi,
      orderNumber,
      sizeName: order.sizeName,
    },
  });
  return {
    fileName: buildPrintFileName({
      orderNumber,
      shape: order.shape,
      widthInches: order.widthInches,
      heightInches: order.heightInches,
    }),
    pdf,
    effectiveDpi: plan.effectiveDpi,
  };
}
