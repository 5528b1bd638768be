import "server-only";
import type { PathSegment } from "./path-segments";
import type { PdfKitInternals } from "./pdfkit-internals";
import { formatPathOperators } from "./stroke-cut-contour";
import { WHITE_PLATE_ALTERNATE_CMYK } from "./print-units";

/**
 * Fills each sticker's White plate (points, PDFKit's y-down page space; subpaths filled nonzero, as
 * computeWhitePlate makes them) as vector paths in the Separation colour space `name` (alternate CMYK
 * WHITE_PLATE_ALTERNATE_CMYK, a light tint that shows on screen), in one graphics state that overprints
 * (OP and op true), so the white ink lies under the artwork on the RIP's own plate and knocks nothing out
 * of the CMYK plates. The colour is set before any path is begun. Nothing else is drawn in the spot colour.
 * Does nothing for no plates (no colour space is added).
 */
export function fillWhitePlate(
  doc: PDFKit.PDFDocument,
  name: string,
  plates: readonly (readonly PathSegment[])[],
): void {
  const drawn = plates.filter((plate) => plate.length > 0);
  if (drawn.length === 0) return;
  const internals = doc as unknown as PdfKitInternals;
  if (!internals.spotColors[name]) {
    const [c, m, y, k] = WHITE_PLATE_ALTERNATE_CMYK;
    internals.addSpotColor(name, c, m, y, k);
  }
  const spot = internals.spotColors[name]!;
  if (!internals.page.ext_gstates.GsWhiteOverprint) {
    const overprint = internals.ref({ Type: "ExtGState", OP: true, op: true, OPM: 1 });
    overprint.end();
    internals.page.ext_gstates.GsWhiteOverprint = overprint;
  }
  doc.save();
  doc.addContent("/GsWhiteOverprint gs");
  // Set by hand, not with fillColor(name): PDFKit reads a CSS colour name first, and "White" is one (its
  // fillColor would fill in DeviceRGB white, knocking the artwork out).
  internals.page.colorSpaces[spot.id] = spot.ref;
  doc.addContent(`/${spot.id} cs 1 scn`);
  for (const plate of drawn) doc.addContent(`${formatPathOperators(plate)}\nf`);
  doc.restore();
}
