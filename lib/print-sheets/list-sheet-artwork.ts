import "server-only";
import type { PrintRasterPlan } from "@/lib/print/plan-print-raster";
import { planStickerRaster } from "@/lib/print/plan-sticker-raster";
import { BLEED_INCHES } from "@/lib/print/print-units";
import type { PrintSheetItem, PrintSheetLayout } from "./print-sheet-types";

/** One raster a sheet embeds: a design at one plan, drawn for every copy of the orders that share it. */
export type SheetArtwork = {
  /** Its place in the sheet's list: the order in which it is rendered and embedded. */
  index: number;
  designId: string;
  /** The first of its orders, as refusals name it. */
  orderLabel: string;
  plan: PrintRasterPlan;
  orderIds: number[];
};

/**
 * The distinct rasters of a sheet, in a fixed order (designs in the order of their first order, then each
 * design's plans), so a sheet made in steps renders and embeds the same list whichever run does which part:
 * the one-order print file's plan for each placed order (planStickerRaster, the shop's print resolution),
 * its edge carried min(1/8", half the gap) into the bleed; orders whose rasters would be identical share one.
 */
export function listSheetArtwork(
  layout: PrintSheetLayout,
  items: PrintSheetItem[],
  maxDpi: number,
): { artworks: SheetArtwork[]; bleedInches: number } {
  const bleedInches = Math.min(BLEED_INCHES, layout.gapInches / 2);
  const placed = new Set(layout.pages.flatMap((page) => page.placements.map((p) => p.orderId)));
  const byDesign = new Map<string, PrintSheetItem[]>();
  for (const item of items.filter((i) => placed.has(i.orderId)))
    byDesign.set(item.designId, [...(byDesign.get(item.designId) ?? []), item]);
  const artworks: SheetArtwork[] = [];
  for (const [designId, designItems] of byDesign) {
    const byPlan = new Map<string, SheetArtwork>();
    for (const item of designItems) {
      const plan = planStickerRaster(
        item,
        { width: item.designWidth, height: item.designHeight, outline: item.designOutline },
        { bleedInches, maxDpi },
      );
      const key = JSON.stringify([plan.canvas, plan.image, plan.bleedPixels]);
      const shared = byPlan.get(key);
      if (shared) shared.orderIds.push(item.orderId);
      else {
        const artwork = {
          index: artworks.length,
          designId,
          orderLabel: item.orderLabel,
          plan,
          orderIds: [item.orderId],
        };
        byPlan.set(key, artwork);
        artworks.push(artwork);
      }
    }
  }
  return { artworks, bleedInches };
}
