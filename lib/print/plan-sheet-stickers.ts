import "server-only";
import { STICKER_SPACING_INCHES } from "@/lib/domain/sticker-sheet-rules";
import type { FrozenSheetSticker } from "@/lib/stickers/sheet-sticker";
import type { PrintRasterPlan } from "./plan-print-raster";
import { planStickerRaster, type RasterDesign, type RasterSticker } from "./plan-sticker-raster";
import { BLEED_INCHES } from "./print-units";

/** One sticker of a sticker sheet (#39) as a print file draws it: as frozen, with its design's measures. */
export type PrintableSheetSticker = FrozenSheetSticker & {
  /** Its design as the caller reads designs (the id, or the stored file's name). */
  designKey: string;
  designWidth: number;
  designHeight: number;
  designOutline: string | null;
};

/**
 * How far a sheet sticker's artwork reaches past its kiss-cut: half the least space between two stickers
 * (1/16"), so two neighbours' bleeds never meet; the sheet's edge is farther (SHEET_EDGE_INCHES).
 */
export const SHEET_STICKER_BLEED_INCHES = Math.min(BLEED_INCHES, STICKER_SPACING_INCHES / 2);

/**
 * A sheet sticker's placement of its design, as a single sticker's raster takes it: a sheet's stickers are
 * not moved or scaled by the shopper, so squares and circles fit the design (100 %, centred) and a die-cut
 * puts it where its line was cut around it (planStickerRaster, placeLineArtwork).
 */
export function toRasterSticker(
  sticker: Pick<FrozenSheetSticker, "shape" | "widthInches" | "heightInches">,
): RasterSticker {
  return {
    shape: sticker.shape,
    widthInches: sticker.widthInches,
    heightInches: sticker.heightInches,
    scale: 100,
    xPosition: 0,
    yPosition: 0,
  };
}

export const designOfSheetSticker = (sticker: PrintableSheetSticker): RasterDesign => ({
  width: sticker.designWidth,
  height: sticker.designHeight,
  outline: sticker.designOutline,
});

/** A sheet sticker's raster plan (its edge carried SHEET_STICKER_BLEED_INCHES out for squares and circles). */
export function planSheetStickerRaster(sticker: PrintableSheetSticker, maxDpi: number): PrintRasterPlan {
  return planStickerRaster(toRasterSticker(sticker), designOfSheetSticker(sticker), {
    bleedInches: SHEET_STICKER_BLEED_INCHES,
    maxDpi,
  });
}

/** What makes two rasters of one design identical: the resized design, its place on the canvas and the bleed. */
export function rasterPlanKey(plan: PrintRasterPlan): string {
  return JSON.stringify([plan.canvas, plan.image, plan.bleedPixels]);
}

/** One raster a sheet's print file embeds, drawn for every sticker (by position) that would render it alike. */
export type SheetStickerRaster = {
  index: number;
  designKey: string;
  design: RasterDesign;
  plan: PrintRasterPlan;
  positions: number[];
};

/**
 * A sheet's distinct rasters, grouped by design in the order of each design's first sticker: the same design
 * at the same shape and size is one raster (one image XObject), however many stickers show it, and a design
 * is read once for all of its rasters.
 */
export function listSheetStickerRasters(
  stickers: readonly PrintableSheetSticker[],
  maxDpi: number,
): SheetStickerRaster[] {
  const byDesign = new Map<string, PrintableSheetSticker[]>();
  for (const sticker of stickers)
    byDesign.set(sticker.designKey, [...(byDesign.get(sticker.designKey) ?? []), sticker]);
  const rasters: SheetStickerRaster[] = [];
  for (const [designKey, designStickers] of byDesign) {
    const byPlan = new Map<string, SheetStickerRaster>();
    for (const sticker of designStickers) {
      const plan = planSheetStickerRaster(sticker, maxDpi);
      const key = rasterPlanKey(plan);
      const shared = byPlan.get(key);
      if (shared) shared.positions.push(sticker.position);
      else {
        const raster = {
          index: rasters.length,
          designKey,
          design: designOfSheetSticker(sticker),
          plan,
          positions: [sticker.position],
        };
        byPlan.set(key, raster);
        rasters.push(raster);
      }
    }
  }
  return rasters;
}
