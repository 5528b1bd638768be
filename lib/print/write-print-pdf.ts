import "server-only";
import PDFDocument from "pdfkit";
import type { PrintBoxes } from "./compute-print-boxes";
import type { PathSegment } from "./path-segments";
import { CUT_CONTOUR_SPOT, CUT_LINE_WIDTH_POINTS } from "./print-units";

/**
 * What PDFKit 0.20 has and its type package (0.17) does not declare: spot colours, stroke() in the colour
 * already set, ending an object with no more data, and the page's own dictionary and graphics states.
 */
type PdfKitInternals = {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): unknown;
  stroke(): unknown;
  ref(data: object): { end(): void };
  page: { dictionary: { data: Record<string, unknown> }; ext_gstates: Record<string, unknown> };
};

export type PrintPdfInput = {
  boxes: PrintBoxes;
  /** The sticker's raster (an 8-bit RGB PNG) and where it is drawn, in points, y down from the page's top-left. */
  raster: { png: Buffer; drawn: { x: number; y: number; width: number; height: number } };
  /** The cut line in points, y down from the page's top-left, already placed on the TrimBox. */
  cutPath: readonly PathSegment[];
  info: { title: string; subject: string; effectiveDpi: number; orderNumber: string; sizeName: string };
};

/**
 * One sticker's print file as a PDFKit document (a Readable; already ended, so reading it yields the whole
 * file): one page the size of the MediaBox with its TrimBox and BleedBox, the raster, and on top the cut
 * line as one path stroked at 0.25 pt in the Separation colour space `CutContour` (alternate CMYK
 * 0/100/0/0). The colour is set before the path is begun (no colour operator may stand inside a path
 * object), and the stroke overprints, so the RIP never knocks a white hairline into the artwork under it.
 * The raster's effective DPI goes into the Info dictionary (EffectiveDPI, and the Keywords).
 */
export function writePrintPdf({ boxes, raster, cutPath, info }: PrintPdfInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [boxes.pageWidth, boxes.pageHeight],
    margin: 0,
    // No text on a print file: no font is loaded.
    font: null as unknown as undefined,
    info: {
      Title: info.title,
      Subject: info.subject,
      Keywords: `print file, ${CUT_CONTOUR_SPOT.name}, effective DPI ${info.effectiveDpi}`,
      Creator: "Sticker Shop",
      ...{ EffectiveDPI: String(info.effectiveDpi), OrderNumber: info.orderNumber, StickerSize: info.sizeName },
    },
  });
  const internals = doc as unknown as PdfKitInternals;
  internals.page.dictionary.data.TrimBox = boxes.trimBox;
  internals.page.dictionary.data.BleedBox = boxes.bleedBox;

  doc.image(raster.png, raster.drawn.x, raster.drawn.y, { width: raster.drawn.width, height: raster.drawn.height });

  const overprint = internals.ref({ Type: "ExtGState", OP: true });
  overprint.end();
  internals.page.ext_gstates.GsCutOverprint = overprint;

  const [c, m, y, k] = CUT_CONTOUR_SPOT.cmyk;
  internals.addSpotColor(CUT_CONTOUR_SPOT.name, c, m, y, k);
  doc.save();
  doc.addContent("/GsCutOverprint gs");
  doc.strokeColor(CUT_CONTOUR_SPOT.name);
  doc.lineWidth(CUT_LINE_WIDTH_POINTS);
  for (const segment of cutPath) {
    if (segment.op === "M") doc.moveTo(segment.x, segment.y);
    else if (segment.op === "L") doc.lineTo(segment.x, segment.y);
    else if (segment.op === "C")
      doc.bezierCurveTo(segment.x1, segment.y1, segment.x2, segment.y2, segment.x, segment.y);
    else doc.closePath();
  }
  internals.stroke();
  doc.restore();
  doc.end();
  return doc;
}
