import "server-only";
import { conflict } from "@/lib/api/errors";
import { MAX_SHEET_STICKERS } from "@/lib/domain/sticker-sheet-rules";
import { computeStickerOutline } from "@/lib/stickers/sticker-outline";
import { applyPathMatrix, multiplyMatrices, type AffineMatrix } from "./apply-path-matrix";
import { buildCutPath } from "./build-cut-path";
import { computeBleedClip } from "./compute-bleed-clip";
import { computeSheetStickerMatrix } from "./compute-sheet-sticker-matrix";
import type { EmbeddedRaster } from "./embed-print-raster";
import type { PathSegment } from "./path-segments";
import type { PrintRasterPlan } from "./plan-print-raster";
import { SHEET_STICKER_BLEED_INCHES, type PrintableSheetSticker } from "./plan-sheet-stickers";
import { PRINT_FILE_MESSAGES } from "./print-file-messages";
import { POINTS_PER_INCH } from "./print-units";
import { readStickerCutPath } from "./read-sticker-cut-path";
import { formatPathOperators } from "./stroke-cut-contour";
import { transformPath } from "./transform-path";

export type StickerSheetShape = { widthInches: number; heightInches: number; roundedCorners: boolean };

/**
 * A sticker sheet's outline, cut through the sheet at its edge, in the sheet's frame (inches, origin at its
 * top-left, y down): its rectangle, its corners rounded as a single sticker's are when the sheet's are
 * (computeStickerOutline: 14 % of the short side).
 */
export function buildSheetOutlinePath(sheet: StickerSheetShape): PathSegment[] {
  return buildCutPath(computeStickerOutline({ shape: "square", cutLine: null, ...sheet }));
}

/** One sticker ready to draw, everything in its own frame in points but `matrix` (frame → sheet, points). */
export type PreparedSheetSticker = {
  position: number;
  matrix: AffineMatrix;
  image: EmbeddedRaster;
  /** Where the raster is drawn in the frame (origin at the cut box's top-left). */
  drawn: { x: number; y: number; width: number; height: number };
  /** The kiss-cut line. */
  cutPath: PathSegment[];
  /** Where the raster may paint: the kiss-cut grown by SHEET_STICKER_BLEED_INCHES. */
  clip: PathSegment[];
  /** Clear stock: the White plate. */
  whitePlate: PathSegment[] | null;
};

/** A sheet's stickers and outline ready to draw, in the sheet's frame in points: drawn at any place on a page. */
export type PreparedStickerSheet = { outline: PathSegment[]; stickers: PreparedSheetSticker[] };

/**
 * A sticker sheet made ready to draw, once however many copies of it a page holds: each sticker's kiss-cut
 * line as frozen (readStickerCutPath: 409 for a stored line that cannot be read or misses its box), its raster
 * (`artOf` its position: the embedded image and its plan, planned with SHEET_STICKER_BLEED_INCHES), clipped to
 * its kiss-cut and bleed so no neighbour is painted over, its White plate on clear stock (`plateOf`, inches in
 * its frame), and the sheet's outline. 409 for a sheet of no stickers or more than MAX_SHEET_STICKERS.
 */
export function prepareStickerSheet(
  sheet: StickerSheetShape & { stickers: readonly PrintableSheetSticker[] },
  artOf: (position: number) => { image: EmbeddedRaster; plan: PrintRasterPlan },
  plateOf: ((position: number) => PathSegment[]) | null = null,
): PreparedStickerSheet {
  if (sheet.stickers.length === 0 || sheet.stickers.length > MAX_SHEET_STICKERS)
    throw conflict(PRINT_FILE_MESSAGES.sheetStickerCount(sheet.stickers.length, MAX_SHEET_STICKERS));
  const bleedPoints = SHEET_STICKER_BLEED_INCHES * POINTS_PER_INCH;
  const stickers = sheet.stickers.map((sticker): PreparedSheetSticker => {
    const cutPath = transformPath(readStickerCutPath({ ...sticker, roundedCorners: false }), POINTS_PER_INCH, 0, 0);
    const { image, plan } = artOf(sticker.position);
    const plate = plateOf?.(sticker.position) ?? null;
    return {
      position: sticker.position,
      matrix: computeSheetStickerMatrix(sticker),
      image,
      drawn: { ...plan.drawn, x: plan.drawn.x - bleedPoints, y: plan.drawn.y - bleedPoints },
      cutPath,
      clip: computeBleedClip(cutPath, bleedPoints),
      whitePlate: plate ? transformPath(plate, POINTS_PER_INCH, 0, 0) : null,
    };
  });
  return { outline: transformPath(buildSheetOutlinePath(sheet), POINTS_PER_INCH, 0, 0), stickers };
}

/**
 * Draws a prepared sheet's artwork on the current page, the sheet's frame mapped by `matrix` (points, y down:
 * a translation to the TrimBox for the sheet's own print file, a print sheet's copy matrix, turned or not):
 * every sticker's raster turned and placed as frozen, clipped to its kiss-cut and bleed. Answers what is to
 * be painted over it, in page space: each sticker's kiss-cut line (one path each), the sheet's outline, and
 * on clear stock the stickers' White plates; the caller strokes and fills them after all the page's artwork.
 */
export function drawStickerSheet(
  doc: PDFKit.PDFDocument,
  sheet: PreparedStickerSheet,
  matrix: AffineMatrix,
): { cutPaths: PathSegment[][]; outline: PathSegment[]; whitePlates: PathSegment[][] } {
  const cutPaths: PathSegment[][] = [];
  const whitePlates: PathSegment[][] = [];
  for (const sticker of sheet.stickers) {
    const placed = multiplyMatrices(matrix, sticker.matrix);
    doc.save();
    doc.transform(...placed);
    // The raster paints its kiss-cut and bleed only (W n: clip, nonzero): a circle's square never reaches a neighbour.
    doc.addContent(`${formatPathOperators(sticker.clip)}\nW n`);
    doc.image(sticker.image as unknown as Buffer, sticker.drawn.x, sticker.drawn.y, {
      width: sticker.drawn.width,
      height: sticker.drawn.height,
    });
    doc.restore();
    cutPaths.push(applyPathMatrix(sticker.cutPath, placed));
    if (sticker.whitePlate) whitePlates.push(applyPathMatrix(sticker.whitePlate, placed));
  }
  return { cutPaths, outline: applyPathMatrix(sheet.outline, matrix), whitePlates };
}
