import "server-only";
import { conflict } from "@/lib/api/errors";
import { renderPrintRaster, type PrintRaster } from "@/lib/print/render-print-raster";
import type { SheetArtwork } from "./list-sheet-artwork";

export const PRINT_SHEET_MESSAGES = {
  designMissing: (orderLabel: string) =>
    `Order ${orderLabel}'s design file is missing from storage (primary and backup), so the sheet cannot be made.`,
  designUnreadable: (orderLabel: string) =>
    `Order ${orderLabel}'s design file could not be read, so the sheet cannot be made.`,
  itemMissing: (orderId: number) => `The layout places order ${orderId}, which is not among the sheet's orders.`,
  plateMissing: (index: number) =>
    `The White plate of the sheet's artwork #${index + 1} is missing from storage, so the sheet cannot be finished. Make a new sheet.`,
  artworkMissing: (index: number) =>
    `The sheet's rendered artwork #${index + 1} is missing from storage, so the sheet cannot be finished. Make a new sheet.`,
} as const;

/** Where a sheet's rasters come from: rendered from the designs now, or read back from earlier steps. */
export type SheetRasterSource = (artwork: SheetArtwork) => Promise<PrintRaster>;

/**
 * Reads each artwork's design: 409 naming the order when it is gone (null from `readDesign`). Artworks come
 * grouped by design, so the design read for one is kept for the next of the same design and released when
 * another design's comes (one design held at a time).
 */
export function keepCurrentDesign(
  readDesign: (designId: string) => Promise<Buffer | null>,
): (artwork: SheetArtwork) => Promise<Buffer> {
  let current: { designId: string; source: Buffer } | null = null;
  return async (artwork) => {
    if (current?.designId !== artwork.designId) {
      current = null;
      const source = await readDesign(artwork.designId);
      if (!source) throw conflict(PRINT_SHEET_MESSAGES.designMissing(artwork.orderLabel));
      current = { designId: artwork.designId, source };
    }
    return current.source;
  };
}

/** Renders each artwork from its design (read by `designOf`, e.g. keepCurrentDesign): 409 naming the order when unreadable. */
export function renderFromDesigns(designOf: (artwork: SheetArtwork) => Promise<Buffer>): SheetRasterSource {
  return async (artwork) => {
    const source = await designOf(artwork);
    try {
      return await renderPrintRaster(source, artwork.plan);
    } catch (error) {
      console.error("Rendering a print sheet raster failed:", error);
      throw conflict(PRINT_SHEET_MESSAGES.designUnreadable(artwork.orderLabel));
    }
  };
}
