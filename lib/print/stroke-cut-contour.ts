import "server-only";
import type { PathSegment } from "./path-segments";
import type { PdfKitInternals } from "./pdfkit-internals";
import { CUT_CONTOUR_SPOT, CUT_LINE_WIDTH_POINTS } from "./print-units";

/**
 * Strokes each cut path (points, PDFKit's y-down page space) on the current page as its own path in the
 * Separation colour space `CutContour` (alternate CMYK 0/100/0/0) at 0.25 pt, in one graphics state that
 * overprints, so the RIP never knocks a white hairline into the artwork under the cut. The colour is set
 * before any path is begun (no colour operator may stand inside a path object). Nothing else is drawn in
 * the spot colour. Call it after the artwork, so the cut lines lie on top.
 */
export function strokeCutContour(doc: PDFKit.PDFDocument, paths: readonly (readonly PathSegment[])[]): void {
  const internals = doc as unknown as PdfKitInternals;
  if (!internals.spotColors[CUT_CONTOUR_SPOT.name]) {
    const [c, m, y, k] = CUT_CONTOUR_SPOT.cmyk;
    internals.addSpotColor(CUT_CONTOUR_SPOT.name, c, m, y, k);
  }
  if (!internals.page.ext_gstates.GsCutOverprint) {
    const overprint = internals.ref({ Type: "ExtGState", OP: true });
    overprint.end();
    internals.page.ext_gstates.GsCutOverprint = overprint;
  }
  doc.save();
  doc.addContent("/GsCutOverprint gs");
  doc.strokeColor(CUT_CONTOUR_SPOT.name);
  doc.lineWidth(CUT_LINE_WIDTH_POINTS);
  for (const path of paths) {
    for (const segment of path) {
      if (segment.op === "M") doc.moveTo(segment.x, segment.y);
      else if (segment.op === "L") doc.lineTo(segment.x, segment.y);
      else if (segment.op === "C")
        doc.bezierCurveTo(segment.x1, segment.y1, segment.x2, segment.y2, segment.x, segment.y);
      else doc.closePath();
    }
    internals.stroke();
  }
  doc.restore();
}
