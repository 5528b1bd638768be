import { BLEED_INCHES, POINTS_PER_INCH } from "./print-units";

/** A PDF page box [llx lly urx ury] in points, origin at the page's bottom-left (PDF's own space). */
export type PdfBox = [number, number, number, number];

export type PrintBoxes = {
  /** The whole page: the trim plus the bleed on every side. */
  mediaBox: PdfBox;
  /** How far the artwork reaches: the whole page (a print file has no slug). */
  bleedBox: PdfBox;
  /** The cut line's bounding box at the ordered size. */
  trimBox: PdfBox;
  pageWidth: number;
  pageHeight: number;
  trimWidth: number;
  trimHeight: number;
  /** The trim's top-left corner in page space with y down (PDFKit's), which is (bleed, bleed). */
  bleed: number;
};

/**
 * A one-sticker page's boxes: TrimBox = the ordered width × height, MediaBox = the trim plus `bleedInches`
 * on every side. Throws RangeError for a size that is not a positive finite number of inches.
 */
export function computePrintBoxes(
  size: { widthInches: number; heightInches: number },
  bleedInches: number = BLEED_INCHES,
): PrintBoxes {
  const { widthInches, heightInches } = size;
  if (!(Number.isFinite(widthInches) && widthInches > 0 && Number.isFinite(heightInches) && heightInches > 0))
    throw new RangeError(`A print file needs a positive size, not ${widthInches} × ${heightInches} in`);
  if (!(Number.isFinite(bleedInches) && bleedInches >= 0)) throw new RangeError("The bleed cannot be negative");
  const trimWidth = widthInches * POINTS_PER_INCH;
  const trimHeight = heightInches * POINTS_PER_INCH;
  const bleed = bleedInches * POINTS_PER_INCH;
  const pageWidth = trimWidth + 2 * bleed;
  const pageHeight = trimHeight + 2 * bleed;
  const mediaBox: PdfBox = [0, 0, pageWidth, pageHeight];
  return {
    mediaBox,
    bleedBox: [...mediaBox],
    trimBox: [bleed, bleed, bleed + trimWidth, bleed + trimHeight],
    pageWidth,
    pageHeight,
    trimWidth,
    trimHeight,
    bleed,
  };
}
