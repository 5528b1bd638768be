import "server-only";
import type { PathSegment } from "./path-segments";
import type { PdfKitInternals } from "./pdfkit-internals";
import { CUT_CONTOUR_SPOT, CUT_LINE_WIDTH_POINTS } from "./print-units";

/** PDFKit's own number format (PDFObject.number): six decimals at most, never an exponent. */
const formatNumber = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * A path's construction operators as PDFKit's moveTo/lineTo/bezierCurveTo/closePath write them, as one
 * string: a die-cut line has hundreds of points, and PDFKit keeps each operator it is given as a buffer
 * of its own until the page ends (a sheet of 1,000 die-cuts would hold hundreds of thousands).
 */
export function formatPathOperators(path: readonly PathSegment[]): string {
  const n = formatNumber;
  return path
    .map((segment) => {
      if (segment.op === "M") return `${n(segment.x)} ${n(segment.y)} m`;
      if (segment.op === "L") return `${n(segment.x)} ${n(segment.y)} l`;
      if (segment.op === "C")
        return `${n(segment.x1)} ${n(segment.y1)} ${n(segment.x2)} ${n(segment.y2)} ${n(segment.x)} ${n(segment.y)} c`;
      return "h";
    })
    .join("\n");
}

/** A Separation colour space: its colorant's name and the CMYK (percent) it shows as on screen. */
export type SpotColour = { name: string; cmyk: readonly [number, number, number, number] };

/**
 * Strokes each path (points, PDFKit's y-down page space) on the current page as its own path in the Separation
 * colour space `spot` at 0.25 pt, in one graphics state that overprints, so the RIP never knocks a white hairline
 * into the artwork under the cut. The colour is set before any path is begun (no colour operator may stand inside
 * a path object), and by hand, not with strokeColor(name): PDFKit reads a CSS colour name first, and a shop may
 * name its through-cut "Green". Call it after the artwork, so the cut lines lie on top.
 */
export function strokeSpotPaths(
  doc: PDFKit.PDFDocument,
  spot: SpotColour,
  paths: readonly (readonly PathSegment[])[],
): void {
  const internals = doc as unknown as PdfKitInternals;
  if (!internals.spotColors[spot.name]) {
    const [c, m, y, k] = spot.cmyk;
    internals.addSpotColor(spot.name, c, m, y, k);
  }
  const colour = internals.spotColors[spot.name]!;
  if (!internals.page.ext_gstates.GsCutOverprint) {
    const overprint = internals.ref({ Type: "ExtGState", OP: true });
    overprint.end();
    internals.page.ext_gstates.GsCutOverprint = overprint;
  }
  doc.save();
  doc.addContent("/GsCutOverprint gs");
  internals.page.colorSpaces[colour.id] = colour.ref;
  doc.addContent(`/${colour.id} CS 1 SCN`);
  doc.lineWidth(CUT_LINE_WIDTH_POINTS);
  for (const path of paths) doc.addContent(`${formatPathOperators(path)}\nS`);
  doc.restore();
}

/**
 * Strokes each cut path as its own path in the Separation `CutContour` (alternate CMYK 0/100/0/0), as
 * strokeSpotPaths does: what print-and-cut software kiss-cuts. Nothing else is drawn in the spot colour.
 */
export function strokeCutContour(doc: PDFKit.PDFDocument, paths: readonly (readonly PathSegment[])[]): void {
  strokeSpotPaths(doc, CUT_CONTOUR_SPOT, paths);
}
