import "server-only";
import type { PrintBoxes } from "./compute-print-boxes";
import { drawStickerSheet, prepareStickerSheet, type StickerSheetShape } from "./draw-sticker-sheet";
import { embedPrintRaster, type EmbeddedRaster } from "./embed-print-raster";
import { fillWhitePlate } from "./fill-white-plate";
import type { PathSegment } from "./path-segments";
import type { PrintRasterPlan } from "./plan-print-raster";
import type { PrintableSheetSticker, SheetStickerRaster } from "./plan-sheet-stickers";
import { CUT_CONTOUR_SPOT, THRU_CUT_ALTERNATE_CMYK } from "./print-units";
import type { PrintRaster } from "./render-print-raster";
import { strokeCutContour, strokeSpotPaths } from "./stroke-cut-contour";
import { openPrintPage } from "./write-print-pdf";

export type SheetPrintPdfInput = {
  /** The sheet's page: TrimBox = the sheet, with the single sticker's bleed around it (computePrintBoxes). */
  boxes: PrintBoxes;
  sheet: StickerSheetShape & { stickers: readonly PrintableSheetSticker[] };
  /** The sheet's distinct rasters (listSheetStickerRasters), each asked for once, in this order. */
  rasters: readonly SheetStickerRaster[];
  rasterOf: (raster: SheetStickerRaster) => Promise<PrintRaster>;
  /**
   * Clear stock only: the White plate's Separation name and each raster's stickers' plates (by position, inches
   * in the sticker's frame: computeLineWhitePlate), asked for after its raster. Null: no plate, no White at all.
   */
  whitePlate?: { name: string; platesOf: (raster: SheetStickerRaster) => Promise<Map<number, PathSegment[]>> } | null;
  /** The Separation the sheet's outline is stroked in (the shop's thruCutName). */
  thruCutName: string;
  info: { title: string; subject: string; effectiveDpi: number; orderNumber: string; sizeName: string };
};

/**
 * A sticker sheet's print file (#39) as a PDFKit document (ended: reading it yields the whole file): one page
 * the sheet's size plus the bleed, every sticker's artwork turned and placed as frozen and clipped to its
 * kiss-cut and bleed (drawStickerSheet, as a print sheet draws the sheet's copies), on clear stock every
 * sticker's White plate (fillWhitePlate), then every sticker's kiss-cut line as its own path in `CutContour`
 * and the sheet's outline, on the TrimBox, as one path in the Separation `thruCutName` (alternate CMYK
 * THRU_CUT_ALTERNATE_CMYK), both at 0.25 pt and overprinting. Each distinct raster is embedded once, as soon as
 * it is rendered (so one is held at a time), and drawn for every sticker that shows it.
 */
export async function writeSheetPrintPdf({
  boxes,
  sheet,
  rasters,
  rasterOf,
  whitePlate = null,
  thruCutName,
  info,
}: SheetPrintPdfInput): Promise<PDFKit.PDFDocument> {
  const doc = openPrintPage(boxes, {
    Title: info.title,
    Subject: info.subject,
    Keywords: `print file, sticker sheet, ${CUT_CONTOUR_SPOT.name}, ${thruCutName}${whitePlate ? `, ${whitePlate.name}` : ""}, effective DPI ${info.effectiveDpi}`,
    EffectiveDPI: String(info.effectiveDpi),
    OrderNumber: info.orderNumber,
    StickerSize: info.sizeName,
    StickerCount: String(sheet.stickers.length),
  });
  try {
    const art = new Map<number, { image: EmbeddedRaster; plan: PrintRasterPlan }>();
    const plates = new Map<number, PathSegment[]>();
    for (const raster of rasters) {
      const image = embedPrintRaster(doc, await rasterOf(raster));
      for (const position of raster.positions) art.set(position, { image, plan: raster.plan });
      if (whitePlate) for (const [position, plate] of await whitePlate.platesOf(raster)) plates.set(position, plate);
    }
    const prepared = prepareStickerSheet(
      sheet,
      (position) => {
        const found = art.get(position);
        if (!found) throw new Error(`The sheet's rasters have none for sticker ${position + 1}.`);
        return found;
      },
      whitePlate
        ? (position) => {
            const plate = plates.get(position);
            if (!plate) throw new Error(`The sheet's White plates have none for sticker ${position + 1}.`);
            return plate;
          }
        : null,
    );
    const drawn = drawStickerSheet(doc, prepared, [1, 0, 0, 1, boxes.bleed, boxes.bleed]);
    // The white ink overprints: where it lies in the page's order changes no CMYK plate.
    if (whitePlate) fillWhitePlate(doc, whitePlate.name, drawn.whitePlates);
    strokeCutContour(doc, drawn.cutPaths);
    strokeSpotPaths(doc, { name: thruCutName, cmyk: THRU_CUT_ALTERNATE_CMYK }, [drawn.outline]);
    doc.end();
    return doc;
  } catch (error) {
    doc.destroy();
    throw error;
  }
}
