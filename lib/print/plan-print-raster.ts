import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { DEFAULT_PRINT_MAX_DPI, MAX_PRINT_MAX_DPI, MIN_PRINT_MAX_DPI } from "@/lib/domain/print-resolution";
import { BLEED_INCHES, POINTS_PER_INCH } from "./print-units";

/**
 * The most pixels one print raster may have: a backstop bounding one file's memory (about 200 MB decoded);
 * the resolution cap below keeps every sticker up to 12" (12.25" with its bleed: 54 MP at 600 DPI) under it.
 */
export const MAX_PRINT_RASTER_PIXELS = 64_000_000;

export type PixelBox = { left: number; top: number; width: number; height: number };

export type PrintRasterInput = {
  widthInches: number;
  heightInches: number;
  imageWidth: number;
  imageHeight: number;
  /** Where the design lies in the sticker's frame, in inches (fitStickerArtwork). */
  artwork: ArtworkPlacement;
  /** Squares, rectangles and circles carry their edge pixels into the bleed; a die-cut's border is white. */
  extendIntoBleed: boolean;
  bleedInches?: number;
  /** The most pixels per inch embedded (the shop's printMaxDpi); a design with fewer keeps its own. */
  maxDpi?: number;
  maxPixels?: number;
};

export type PrintRasterPlan = {
  /** Raster pixels per inch of the sticker: the design's own resolution, lowered to maxDpi when it has more. */
  dpi: number;
  /** The sticker's frame (the TrimBox) in raster pixels. */
  canvas: { width: number; height: number };
  /** The design resized to `image.width` × `image.height` and put at (left, top) of the canvas (it may reach past it). */
  image: PixelBox;
  /** The part of the resized design inside the canvas, in its own pixels; null when none of it is. */
  visible: PixelBox | null;
  /** Pixels added on every side by carrying the edge outward (0 when not extended). */
  bleedPixels: number;
  /** The raster as embedded: the canvas plus the bleed pixels. */
  output: { width: number; height: number };
  /** Where the raster is drawn on the page, in points, y down from the page's top-left (PDFKit's space). */
  drawn: { x: number; y: number; width: number; height: number };
  /** The raster's pixels per inch on the printed sticker (the poorer direction), written in the PDF's Info. */
  effectiveDpi: number;
};

function intersect(image: PixelBox, canvas: { width: number; height: number }): PixelBox | null {
  const left = Math.max(image.left, 0);
  const top = Math.max(image.top, 0);
  const right = Math.min(image.left + image.width, canvas.width);
  const bottom = Math.min(image.top + image.height, canvas.height);
  if (!(right > left && bottom > top)) return null;
  return { left: left - image.left, top: top - image.top, width: right - left, height: bottom - top };
}

/**
 * The raster a print file embeds for one sticker: the sticker's frame at the design's own resolution at the
 * printed size (its pixels never invented: no upsampling), lowered to `maxDpi` (600 unless the shop chose
 * otherwise) when the design has more, and, as a backstop, until the raster is within `maxPixels`. So the
 * resolution is never below min(the design's own, 300) DPI for a sticker up to 12". The canvas maps exactly
 * onto the TrimBox; the bleed pixels (rounded up) reach at least to the MediaBox.
 */
export function planPrintRaster(input: PrintRasterInput): PrintRasterPlan {
  const { widthInches, heightInches, imageWidth, imageHeight, artwork } = input;
  const bleedInches = input.bleedInches ?? BLEED_INCHES;
  const maxPixels = input.maxPixels ?? MAX_PRINT_RASTER_PIXELS;
  const maxDpi = input.maxDpi ?? DEFAULT_PRINT_MAX_DPI;
  if (!(maxDpi >= MIN_PRINT_MAX_DPI && maxDpi <= MAX_PRINT_MAX_DPI))
    throw new RangeError(`The print resolution must be from ${MIN_PRINT_MAX_DPI} to ${MAX_PRINT_MAX_DPI} DPI`);
  if (!(widthInches > 0 && heightInches > 0)) throw new RangeError("The sticker size must be positive");
  if (!(imageWidth > 0 && imageHeight > 0)) throw new RangeError("The design must have pixels");
  if (!(artwork.width > 0 && artwork.height > 0)) throw new RangeError("The design must cover some of the sticker");

  const ownDpi = Math.min(imageWidth / artwork.width, imageHeight / artwork.height);
  const sizeAt = (dpi: number) => {
    const canvas = {
      width: Math.max(1, Math.round(widthInches * dpi)),
      height: Math.max(1, Math.round(heightInches * dpi)),
    };
    const bleedPixels = input.extendIntoBleed ? Math.ceil(bleedInches * dpi - 1e-9) : 0;
    return {
      canvas,
      bleedPixels,
      output: { width: canvas.width + 2 * bleedPixels, height: canvas.height + 2 * bleedPixels },
    };
  };
  const bleed = input.extendIntoBleed ? bleedInches : 0;
  let dpi = Math.min(ownDpi, maxDpi, Math.sqrt(maxPixels / ((widthInches + 2 * bleed) * (heightInches + 2 * bleed))));
  // Whole pixels (and the bleed rounded up) may pass the limit by a row or two: step down until they do not.
  while (dpi > 1 && sizeAt(dpi).output.width * sizeAt(dpi).output.height > maxPixels) dpi *= 0.999;
  const { canvas, bleedPixels, output } = sizeAt(dpi);
  const image: PixelBox = {
    left: Math.round(artwork.x * dpi),
    top: Math.round(artwork.y * dpi),
    width: Math.max(1, Math.round(artwork.width * dpi)),
    height: Math.max(1, Math.round(artwork.height * dpi)),
  };
  const pointsPerPixelX = (widthInches * POINTS_PER_INCH) / canvas.width;
  const pointsPerPixelY = (heightInches * POINTS_PER_INCH) / canvas.height;
  const bleedPoints = bleedInches * POINTS_PER_INCH;
  return {
    dpi,
    canvas,
    image,
    visible: intersect(image, canvas),
    bleedPixels,
    output,
    drawn: {
      x: bleedPoints - bleedPixels * pointsPerPixelX,
      y: bleedPoints - bleedPixels * pointsPerPixelY,
      width: output.width * pointsPerPixelX,
      height: output.height * pointsPerPixelY,
    },
    effectiveDpi: Math.floor(Math.min(canvas.width / widthInches, canvas.height / heightInches)),
  };
}
