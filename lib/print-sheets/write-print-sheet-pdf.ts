import "server-only";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { DEFAULT_THRU_CUT_NAME } from "@/lib/domain/thru-cut";
import { applyPathMatrix } from "@/lib/print/apply-path-matrix";
import { computeBleedClip } from "@/lib/print/compute-bleed-clip";
import { drawStickerSheet, prepareStickerSheet, type PreparedStickerSheet } from "@/lib/print/draw-sticker-sheet";
import type { PathSegment } from "@/lib/print/path-segments";
import type { PrintRasterPlan } from "@/lib/print/plan-print-raster";
import { embedPrintRaster, type EmbeddedRaster } from "@/lib/print/embed-print-raster";
import { fillWhitePlate } from "@/lib/print/fill-white-plate";
import { CUT_CONTOUR_SPOT, POINTS_PER_INCH, THRU_CUT_ALTERNATE_CMYK } from "@/lib/print/print-units";
import { readStickerCutPath } from "@/lib/print/read-sticker-cut-path";
import { formatPathOperators, strokeCutContour, strokeSpotPaths } from "@/lib/print/stroke-cut-contour";
import { transformPath } from "@/lib/print/transform-path";
import { computeCopyMatrix } from "./compute-copy-matrix";
import { listSheetArtwork, plateKeyOf, type SheetArtwork } from "./list-sheet-artwork";
import { PRINT_SHEET_MESSAGES, type SheetRasterSource } from "./render-sheet-artwork";
import type { PrintSheetItem, PrintSheetLayout } from "./print-sheet-types";

export type PrintSheetPdfInput = {
  layout: PrintSheetLayout;
  items: PrintSheetItem[];
  /** Each artwork's raster (listSheetArtwork's list, asked for in its order): renderFromDesigns, or earlier steps'. */
  rasterOf: SheetRasterSource;
  out: NodeJS.WritableStream;
  /** The shop's print resolution (ShopSettings.printMaxDpi). */
  maxDpi: number;
  /**
   * Clear stock only: the White plate's Separation name (ShopSettings.whitePlateName) and each artwork's
   * orders' (and sheet stickers') plates in their sticker's frame (inches; computeLineWhitePlate), keyed by
   * plateKeyOf, asked for after its raster. Null or absent: no plate and no White colour space at all.
   */
  whitePlate?: { name: string; platesOf: (artwork: SheetArtwork) => Promise<Map<string, PathSegment[]>> } | null;
  /** The Separation a sticker sheet's outline is cut through in (ShopSettings.thruCutName; "Thru-cut" unless told). */
  thruCutName?: string;
};

export { PRINT_SHEET_MESSAGES };

/** Process black (CMYK 0/0/0/100): registration marks and the label are printed, never cut. */
const PROCESS_BLACK: [number, number, number, number] = [0, 0, 0, 100];

/** How much unread PDF may wait in PDFKit's stream before writing pauses for the consumer. */
const BACKLOG_BYTES = 4 * 1024 * 1024;

type PreparedItem = {
  image: EmbeddedRaster;
  /** Where the raster is drawn in the sticker's own frame (points, origin at the trim's top-left). */
  drawn: { x: number; y: number; width: number; height: number };
  /** The cut line in the sticker's own frame, in points. */
  cutPath: PathSegment[];
  /** Clear stock: the White plate in the sticker's own frame, in points. */
  whitePlate: PathSegment[] | null;
  /** A nested sheet: where the raster may paint (the cut line grown by the bleed), in the frame, in points. */
  clip: PathSegment[] | null;
};

/**
 * The print sheet's PDF, streamed into `out` (resolves once `out` has it all): one page per layout page,
 * MediaBox = the page. Each copy's artwork is placed as the one-order print file places it (the same
 * raster plan, at the design's own resolution up to the shop's, turned with the copy), its edge pixels carried min(1/8",
 * half the gap) outward for squares, rectangles and circles, so neighbours' bleeds never meet; a die-cut's
 * border stays white. On clear stock every copy's White plate is filled over the artwork in its own
 * Separation, overprinting (fillWhitePlate, as the one-order file). Every copy's cut line is then stroked as its own path in the `CutContour`
 * Separation (strokeCutContour, as the one-order file); the three registration marks and the job label are
 * filled in process black (DeviceCMYK K), never in the spot colour. On a nested layout (copies placed by their
 * cut lines, closer than their boxes) each raster is clipped to its cut line grown by the bleed.
 *
 * A sticker sheet's order (#39) is laid out as a rectangle of the sheet, and each copy draws the sheet as its own
 * print file does (drawStickerSheet): every sticker turned and placed as frozen, clipped to its kiss-cut and
 * 1/16" bleed, its kiss-cut stroked in CutContour with the page's other cut lines, and the sheet's outline
 * stroked in the `thruCutName` Separation (overprinting too), so the cutter cuts each sheet out through its backing.
 *
 * Memory: the rasters (listSheetArtwork: one per order line, the same one for lines that would render
 * identically) are asked for one at a time and embedded at once, which writes their one XObject to `out`
 * and frees them, and each page is flushed when the next begins, so a sheet of 1,000 stickers holds one
 * raster (and, rendering, one design) and one page's drawing at a time. Writing pauses while `out` lags.
 */
export async function writePrintSheetPdf({
  layout,
  items,
  rasterOf,
  out,
  maxDpi,
  whitePlate = null,
  thruCutName = DEFAULT_THRU_CUT_NAME,
}: PrintSheetPdfInput): Promise<{ pages: number; cutPaths: number; thruCutPaths: number }> {
  const holdsStickerSheets = items.some((item) => item.sheet);
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    font: null as unknown as undefined, // Helvetica is loaded for the label only
    info: {
      Title: `Print sheet: ${items.map((item) => item.orderLabel).join(", ")}`,
      Subject: `Print sheet: stickers ganged for print and cut, cut lines stroked in the spot colour CutContour${holdsStickerSheets ? `, sticker sheets' outlines (cut through) in the spot colour ${thruCutName}` : ""}${whitePlate ? `, white ink filled in the spot colour ${whitePlate.name}` : ""}`,
      Keywords: `print sheet, ${CUT_CONTOUR_SPOT.name}${holdsStickerSheets ? `, ${thruCutName}` : ""}${whitePlate ? `, ${whitePlate.name}` : ""}, registration marks`,
      Creator: "Sticker Shop",
    },
  });
  const written = pipeline(doc, out);
  // A failed destination stops the writing below rather than letting it fill memory.
  let failure: unknown = null;
  written.catch((error: unknown) => {
    failure = error;
  });
  const keepUp = async () => {
    while (doc.readableLength > BACKLOG_BYTES && failure === null) await Promise.race([once(doc, "data"), written]);
    if (failure !== null) throw failure;
  };

  try {
    const byOrder = new Map(items.map((item) => [item.orderId, item]));
    const { artworks, bleedInches } = listSheetArtwork(layout, items, maxDpi);
    const prepared = new Map<number, PreparedItem>();
    const bleedPoints = bleedInches * POINTS_PER_INCH;
    // Sticker sheets' stickers: their rasters and plates by plateKeyOf(order, position), for preparing each sheet below.
    const stickerArt = new Map<string, { image: EmbeddedRaster; plan: PrintRasterPlan }>();
    const stickerPlates = new Map<string, PathSegment[]>();
    for (const artwork of artworks) {
      const image = embedPrintRaster(doc, await rasterOf(artwork));
      await keepUp();
      const plates = whitePlate ? await whitePlate.platesOf(artwork) : null;
      for (const { orderId, position } of artwork.stickers) {
        const key = plateKeyOf(orderId, position);
        stickerArt.set(key, { image, plan: artwork.plan });
        const plate = plates?.get(key);
        if (plates && !plate)
          throw new Error(`The sheet's White plates have none for order ${orderId}'s sticker ${position + 1}.`);
        if (plate) stickerPlates.set(key, plate);
      }
      for (const orderId of artwork.orderIds) {
        const plate = plates?.get(plateKeyOf(orderId));
        if (plates && !plate) throw new Error(`The sheet's White plates have none for order ${orderId}.`);
        const cutPath = transformPath(readStickerCutPath(byOrder.get(orderId)!), POINTS_PER_INCH, 0, 0);
        prepared.set(orderId, {
          image,
          drawn: {
            ...artwork.plan.drawn,
            x: artwork.plan.drawn.x - bleedPoints,
            y: artwork.plan.drawn.y - bleedPoints,
          },
          cutPath,
          whitePlate: plate ? transformPath(plate, POINTS_PER_INCH, 0, 0) : null,
          clip: layout.method === "nested" ? computeBleedClip(cutPath, bleedPoints) : null,
        });
      }
    }

    // Each sticker sheet made ready once (its stickers' cut lines and clips), however many copies are placed.
    const placed = new Set(layout.pages.flatMap((page) => page.placements.map((p) => p.orderId)));
    const stickerSheets = new Map<number, PreparedStickerSheet>();
    for (const item of items)
      if (item.sheet && placed.has(item.orderId))
        stickerSheets.set(
          item.orderId,
          prepareStickerSheet(
            { ...item, stickers: item.sheet.stickers },
            (position) => {
              const art = stickerArt.get(plateKeyOf(item.orderId, position));
              if (!art)
                throw new Error(`The sheet's rasters have none for order ${item.orderId}'s sticker ${position + 1}.`);
              return art;
            },
            whitePlate ? (position) => stickerPlates.get(plateKeyOf(item.orderId, position))! : null,
          ),
        );

    let cutPaths = 0;
    let thruCutPaths = 0;
    for (const page of layout.pages) {
      doc.addPage({ size: [page.widthInches * POINTS_PER_INCH, page.heightInches * POINTS_PER_INCH], margin: 0 });
      const paths: PathSegment[][] = [];
      const outlines: PathSegment[][] = [];
      const whitePlates: PathSegment[][] = [];
      for (const placement of page.placements) {
        if (!byOrder.has(placement.orderId)) throw new Error(PRINT_SHEET_MESSAGES.itemMissing(placement.orderId));
        const matrix = computeCopyMatrix(placement);
        const stickerSheet = stickerSheets.get(placement.orderId);
        if (stickerSheet) {
          const drawn = drawStickerSheet(doc, stickerSheet, matrix);
          paths.push(...drawn.cutPaths);
          outlines.push(drawn.outline);
          whitePlates.push(...drawn.whitePlates);
          continue;
        }
        const item = prepared.get(placement.orderId);
        if (!item) throw new Error(PRINT_SHEET_MESSAGES.itemMissing(placement.orderId));
        doc.save();
        doc.transform(...matrix);
        // Nested copies sit closer than their boxes: the raster paints only its cut line and bleed (W n: clip, nonzero).
        if (item.clip) doc.addContent(`${formatPathOperators(item.clip)}\nW n`);
        doc.image(item.image as unknown as Buffer, item.drawn.x, item.drawn.y, {
          width: item.drawn.width,
          height: item.drawn.height,
        });
        doc.restore();
        paths.push(applyPathMatrix(item.cutPath, matrix));
        if (item.whitePlate) whitePlates.push(applyPathMatrix(item.whitePlate, matrix));
      }
      if (whitePlate) fillWhitePlate(doc, whitePlate.name, whitePlates);
      strokeCutContour(doc, paths);
      cutPaths += paths.length;
      if (outlines.length > 0) strokeSpotPaths(doc, { name: thruCutName, cmyk: THRU_CUT_ALTERNATE_CMYK }, outlines);
      thruCutPaths += outlines.length;

      doc.save();
      doc.fillColor(PROCESS_BLACK);
      for (const mark of page.registrationMarks) {
        const size = mark.sizeInches * POINTS_PER_INCH;
        doc.rect(mark.xInches * POINTS_PER_INCH, mark.yInches * POINTS_PER_INCH, size, size).fill();
      }
      const box = page.labelBox;
      const lineHeight = box.fontSizePoints * 1.2;
      doc
        .font("Helvetica")
        .fontSize(box.fontSizePoints)
        .text(
          page.label,
          box.xInches * POINTS_PER_INCH,
          box.yInches * POINTS_PER_INCH + (box.heightInches * POINTS_PER_INCH - lineHeight) / 2,
          { width: box.widthInches * POINTS_PER_INCH, height: lineHeight, lineBreak: false, ellipsis: true },
        );
      doc.restore();
      await keepUp();
    }
    doc.end();
    await written;
    return { pages: layout.pages.length, cutPaths, thruCutPaths };
  } catch (error) {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
}
