import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { computeStickerOutline } from "@/lib/stickers/sticker-outline";
import { buildCutPath } from "./build-cut-path";
import { buildPrintFileName } from "./build-print-file-name";
import { computePrintBoxes } from "./compute-print-boxes";
import { explainPrintFileBlocked } from "./explain-print-file-blocked";
import { measurePathBounds } from "./measure-path-bounds";
import type { PathSegment } from "./path-segments";
import { placePrintArtwork } from "./place-print-artwork";
import { planPrintRaster } from "./plan-print-raster";
import { POINTS_PER_INCH } from "./print-units";
import { readPrintDesign } from "./read-print-design";
import { renderPrintRaster } from "./render-print-raster";
import { transformPath } from "./transform-path";
import { writePrintPdf } from "./write-print-pdf";

export const PRINT_FILE_MESSAGES = {
  cutLineUnreadable: "The order's stored cut line cannot be read, so no print file can be made.",
  cutLineOffSize:
    "The order's stored cut line does not match its ordered size, so no print file can be made: send a new proof.",
  designUnreadable: "The order's design file could not be read, so no print file can be made.",
} as const;

/** A stored die-cut line's box may differ from the ordered size by its rounding to the hundredth (and 4-decimal points). */
const SIZE_TOLERANCE_INCHES = 0.011;

export type OrderPrintFile = {
  fileName: string;
  /** The PDF as a stream (already written to its end: read it whole or pipe it). */
  pdf: NodeJS.ReadableStream;
  effectiveDpi: number;
};

function readCutPath(order: Parameters<typeof computeStickerOutline>[0]): PathSegment[] {
  let path: PathSegment[];
  try {
    path = buildCutPath(computeStickerOutline(order));
  } catch (error) {
    if (error instanceof RangeError) throw conflict(PRINT_FILE_MESSAGES.cutLineUnreadable);
    throw error;
  }
  const bounds = measurePathBounds(path);
  const offSize =
    Math.abs(bounds.maxX - bounds.minX - order.widthInches) > SIZE_TOLERANCE_INCHES ||
    Math.abs(bounds.maxY - bounds.minY - order.heightInches) > SIZE_TOLERANCE_INCHES ||
    Math.abs(bounds.minX) > SIZE_TOLERANCE_INCHES ||
    Math.abs(bounds.minY) > SIZE_TOLERANCE_INCHES;
  if (offSize) throw conflict(PRINT_FILE_MESSAGES.cutLineOffSize);
  return path;
}

/**
 * One order's print file (one sticker; the press repeats it `quantity` times): the PDF of writePrintPdf
 * for the order as approved. 404 for an unknown order; 409 with the reason for one that is not paid, whose
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
      shape: true,
      widthInches: true,
      heightInches: true,
      sizeName: true,
      cutLine: true,
      roundedCorners: true,
      scale: true,
      xPosition: true,
      yPosition: true,
      design: { select: { filename: true, width: true, height: true, outline: true } },
    },
  });
  if (!order) throw notFound("Order not found");
  const blocked = explainPrintFileBlocked(order);
  if (blocked) throw conflict(blocked);

  const { design } = order;
  const cutPathInches = readCutPath(order);
  const artwork = placePrintArtwork({
    ...order,
    imageWidth: design.width,
    imageHeight: design.height,
    artwork: placeLineArtwork(order, design.outline),
  });
  const plan = planPrintRaster({
    widthInches: order.widthInches,
    heightInches: order.heightInches,
    imageWidth: design.width,
    imageHeight: design.height,
    artwork,
    // A die-cut is cut inside its white border: nothing of the artwork reaches the bleed.
    extendIntoBleed: order.shape !== "die-cut",
  });
  const source = await readPrintDesign(storage, design.filename);
  let png: Buffer;
  try {
    png = await renderPrintRaster(source, plan);
  } catch (error) {
    console.error("Rendering a print raster failed:", error);
    throw conflict(PRINT_FILE_MESSAGES.designUnreadable);
  }

  const boxes = computePrintBoxes(order);
  const orderNumber = formatOrderNumber(order.id, order.createdAt, timeZone);
  const pdf = writePrintPdf({
    boxes,
    raster: { png, drawn: plan.drawn },
    cutPath: transformPath(cutPathInches, POINTS_PER_INCH, boxes.bleed, boxes.bleed),
    info: {
      title: `Order ${orderNumber}: ${order.sizeName}`,
      subject: `Print file: one sticker, cut line stroked in the spot colour CutContour`,
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
