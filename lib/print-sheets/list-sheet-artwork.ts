import "server-only";
import type { PrintRasterPlan } from "@/lib/print/plan-print-raster";
import {
  designOfSheetSticker,
  planSheetStickerRaster,
  rasterPlanKey,
  type PrintableSheetSticker,
} from "@/lib/print/plan-sheet-stickers";
import { planStickerRaster, type RasterDesign } from "@/lib/print/plan-sticker-raster";
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
  /** The design's pixels and outline, as the plan and the White plate take them. */
  design: RasterDesign;
  /** The single-sticker orders drawn with it. */
  orderIds: number[];
  /** The stickers of sticker-sheet orders (#39) drawn with it: the order and the sticker's position on its sheet. */
  stickers: { orderId: number; position: number }[];
};

/** How an artwork's White plates are keyed (in memory and in the sheet's work folder): an order, or a sheet's sticker. */
export function plateKeyOf(orderId: number, position: number | null = null): string {
  return position === null ? String(orderId) : `${orderId}:${position}`;
}

type Use = {
  designId: string;
  design: RasterDesign;
  plan: PrintRasterPlan;
  orderLabel: string;
  orderId: number;
  sticker: PrintableSheetSticker | null;
};

/**
 * The distinct rasters of a sheet, in a fixed order (designs in the order of their first use, then each
 * design's plans), so a sheet made in steps renders and embeds the same list whichever run does which part:
 * the one-order print file's plan for each placed order (planStickerRaster, the shop's print resolution),
 * its edge carried min(1/8", half the gap) into the bleed, and for a sticker sheet's order each of its
 * stickers' plans as the sheet's own print file makes them (planSheetStickerRaster); uses whose rasters
 * would be identical share one.
 */
export function listSheetArtwork(
  layout: PrintSheetLayout,
  items: PrintSheetItem[],
  maxDpi: number,
): { artworks: SheetArtwork[]; bleedInches: number } {
  const bleedInches = Math.min(BLEED_INCHES, layout.gapInches / 2);
  const placed = new Set(layout.pages.flatMap((page) => page.placements.map((p) => p.orderId)));
  const byDesign = new Map<string, Use[]>();
  const addUse = (entry: Use) => byDesign.set(entry.designId, [...(byDesign.get(entry.designId) ?? []), entry]);
  for (const item of items.filter((i) => placed.has(i.orderId))) {
    const { orderId, orderLabel } = item;
    if (item.sheet)
      for (const sticker of item.sheet.stickers)
        addUse({
          designId: sticker.designKey,
          design: designOfSheetSticker(sticker),
          plan: planSheetStickerRaster(sticker, maxDpi),
          orderLabel,
          orderId,
          sticker,
        });
    else {
      const design = { width: item.designWidth, height: item.designHeight, outline: item.designOutline };
      addUse({
        designId: item.designId,
        design,
        plan: planStickerRaster(item, design, { bleedInches, maxDpi }),
        orderLabel,
        orderId,
        sticker: null,
      });
    }
  }
  const artworks: SheetArtwork[] = [];
  for (const [designId, uses] of byDesign) {
    const byPlan = new Map<string, SheetArtwork>();
    for (const { design, plan, orderLabel, orderId, sticker } of uses) {
      const key = rasterPlanKey(plan);
      let artwork = byPlan.get(key);
      if (!artwork) {
        artwork = { index: artworks.length, designId, orderLabel, plan, design, orderIds: [], stickers: [] };
        byPlan.set(key, artwork);
        artworks.push(artwork);
      }
      if (sticker) artwork.stickers.push({ orderId, position: sticker.position });
      else artwork.orderIds.push(orderId);
    }
  }
  return { artworks, bleedInches };
}
