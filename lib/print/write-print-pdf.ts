import "server-only";
import PDFDocument from "pdfkit";
import type { PrintBoxes } from "./compute-print-boxes";
import { embedPrintRaster } from "./embed-print-raster";
import { fillWhitePlate } from "./fill-white-plate";
import type { PathSegment } from "./path-segments";
import type { PdfKitInternals } from "./pdfkit-internals";
import { CUT_CONTOUR_SPOT } from "./print-units";
import type { PrintRaster } from "./render-print-raster";
import { strokeCutContour } from "./stroke-cut-contour";

export type PrintPdfInput = {
  boxes: PrintBoxes;
  /** The sticker's raster (renderPrintRaster) and where it is drawn, in points, y down from the page's top-left. */
  raster: { image: PrintRaster; drawn: { x: number; y: number; width: number; height: number } };
  /** The cut line in points, y down from the page's top-left, already placed on the TrimBox. */
  cutPath: readonly PathSegment[];
  /**
   * Clear stock only: the White plate (computeWhitePlate, in points on the page) and its Separation's name
   * (the shop's whitePlateName). Null or absent: no plate and no White colour space at all.
   */
  whitePlate?: { name: string; path: readonly PathSegment[] } | null;
  info: { title: string; subject: string; effectiveDpi: number; orderNumber: string; sizeName: string };
};

/**
 * One sticker's print file as a PDFKit document (a Readable; already ended, so reading it yields the whole
 * file): one page the size of the MediaBox with its TrimBox and BleedBox, the raster, and on top the cut
 * line as one path stroked at 0.25 pt in the Separation colour space `CutContour` (alternate CMYK
 * 0/100/0/0). The colour is set before the path is begun (no colour operator may stand inside a path
 * object), and the stroke overprints, so the RIP never knocks a white hairline into the artwork under it.
 * On clear stock a White plate is filled under the artwork (fillWhitePlate: its own Separation, overprinting).
 * The raster's effective DPI goes into the Info dictionary (EffectiveDPI, and the Keywords). The raster's
 * bytes are embedded as they are (embedPrintRaster): the ended document's output holds them once.
 */
export function writePrintPdf({ boxes, raster, cutPath, whitePlate, info }: PrintPdfInput): PDFKit.PDFDocument {
  const doc = openPrintPage(boxes, {
    Title: info.title,
    Subject: info.subject,
    Keywords: `print file, ${CUT_CONTOUR_SPOT.name}${whitePlate ? `, ${whitePlate.name}` : ""}, effective DPI ${info.effectiveDpi}`,
    EffectiveDPI: String(info.effectiveDpi),
    OrderNumber: info.orderNumber,
    StickerSize: info.sizeName,
  });

  const image = embedPrintRaster(doc, raster.image);
  doc.image(image as unknown as Buffer, raster.drawn.x, raster.drawn.y, {
    width: raster.drawn.width,
    height: raster.drawn.height,
  });

  // The white ink overprints: where it lies in the page's order changes no CMYK plate.
  if (whitePlate) fillWhitePlate(doc, whitePlate.name, [whitePlate.path]);
  strokeCutContour(doc, [cutPath]);
  doc.end();
  return doc;
}

/**
 * A print file's document with its one page, the size of the MediaBox with its TrimBox and BleedBox, and its
 * Info dictionary (`info`, with the shop as its Creator): a single sticker's (writePrintPdf) or a sticker
 * sheet's (writeSheetPrintPdf).
 */
export function openPrintPage(boxes: PrintBoxes, info: Record<string, string>): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [boxes.pageWidth, boxes.pageHeight],
    margin: 0,
    // No text on a print file: no font is loaded.
    font: null as unknown as undefined,
    info: { ...info, Creator: "Sticker Shop" } as PDFKit.DocumentInfo,
  });
  const internals = doc as unknown as PdfKitInternals;
  internals.page.dictionary.data.TrimBox = boxes.trimBox;
  internals.page.dictionary.data.BleedBox = boxes.bleedBox;
  return doc;
}
