import "server-only";
import { fitStickerArtwork } from "@/lib/stickers/fit-sticker-artwork";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { DEFAULT_PRINT_MAX_DPI } from "@/lib/domain/print-resolution";
import { planPrintRaster, type PrintRasterPlan } from "./plan-print-raster";
import { BLEED_INCHES } from "./print-units";

export type RasterSticker = {
  shape: string;
  widthInches: number;
  heightInches: number;
  /** The order's placement of its design: percent of the fitted size, and of the sticker's sides. */
  scale: number;
  xPosition: number;
  yPosition: number;
};

export type RasterDesign = { width: number; height: number; outline: string | null };

/**
 * The raster plan of one ordered sticker, its design placed by the fit its approved proof is drawn from
 * (fitStickerArtwork, unrounded; a die-cut where its line was computed around the design, placeLineArtwork):
 * the one-order print file's and the print sheet's. Squares, rectangles and circles carry their edge pixels `bleedInches` outward;
 * a die-cut is cut inside its white border, so nothing of its artwork reaches the bleed. `maxDpi` is the
 * shop's print resolution (ShopSettings.printMaxDpi).
 */
export function planStickerRaster(
  sticker: RasterSticker,
  design: RasterDesign,
  { bleedInches = BLEED_INCHES, maxDpi = DEFAULT_PRINT_MAX_DPI }: { bleedInches?: number; maxDpi?: number } = {},
): PrintRasterPlan {
  const artwork = fitStickerArtwork({
    ...sticker,
    imageWidth: design.width,
    imageHeight: design.height,
    artwork: placeLineArtwork(sticker, design.outline),
  });
  return planPrintRaster({
    widthInches: sticker.widthInches,
    heightInches: sticker.heightInches,
    imageWidth: design.width,
    imageHeight: design.height,
    artwork,
    extendIntoBleed: sticker.shape !== "die-cut",
    bleedInches,
    maxDpi,
  });
}
