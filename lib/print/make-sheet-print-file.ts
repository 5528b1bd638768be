import "server-only";
import { conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { MAX_SHEET_STICKERS } from "@/lib/domain/sticker-sheet-rules";
import { getShopSettings } from "@/lib/settings/shop-settings";
import { readSheetSticker, SHEET_STICKER_SELECT } from "@/lib/stickers/read-sheet-sticker";
import { computePrintBoxes } from "./compute-print-boxes";
import { computeLineWhitePlate } from "./compute-line-white-plate";
import type { PathSegment } from "./path-segments";
import {
  listSheetStickerRasters,
  toRasterSticker,
  type PrintableSheetSticker,
  type SheetStickerRaster,
} from "./plan-sheet-stickers";
import { PRINT_FILE_MESSAGES } from "./print-file-messages";
import { readPlateArtwork, type PlateArtwork } from "./read-plate-artwork";
import { readPrintDesign } from "./read-print-design";
import { readStickerCutPath } from "./read-sticker-cut-path";
import { renderPrintRaster } from "./render-print-raster";
import { writeSheetPrintPdf } from "./write-sheet-print-pdf";

export type SheetPrintOrder = {
  id: number;
  sizeName: string;
  widthInches: number;
  heightInches: number;
  roundedCorners: boolean;
};

/**
 * A sticker sheet order's print file (#39; the press repeats it `quantity` times), for makeOrderPrintFile once
 * the order may be printed: the PDF of writeSheetPrintPdf for the sheet as frozen (its SheetSticker rows), at
 * the shop's print resolution, with the White plates on `whiteLayer` stock and the outline in the shop's
 * thruCutName. Each design is read once (primary, else backup: 409 when neither is there) for all of its
 * rasters and its White plate's tracing. 409 for a design that cannot be rendered, a stored cut line that
 * cannot be read or misses its box, or a sheet of no stickers or more than MAX_SHEET_STICKERS.
 */
export async function makeSheetPrintFile(
  order: SheetPrintOrder,
  { storage, whiteLayer, orderNumber }: { storage: DesignStorage; whiteLayer: boolean; orderNumber: string },
): Promise<{ pdf: NodeJS.ReadableStream; effectiveDpi: number }> {
  const rows = await prisma.sheetSticker.findMany({
    where: { orderId: order.id },
    orderBy: { position: "asc" },
    // One more than a sheet holds: enough to refuse a sheet over the bound without reading all of it.
    take: MAX_SHEET_STICKERS + 1,
    select: {
      ...SHEET_STICKER_SELECT,
      design: { select: { filename: true, width: true, height: true, outline: true } },
    },
  });
  if (rows.length === 0 || rows.length > MAX_SHEET_STICKERS)
    throw conflict(PRINT_FILE_MESSAGES.sheetStickerCount(rows.length, MAX_SHEET_STICKERS));
  const filenames = new Map<string, string>();
  const stickers: PrintableSheetSticker[] = rows.map((row) => {
    const designKey = String(row.designId);
    filenames.set(designKey, row.design.filename);
    return {
      ...readSheetSticker(row),
      designKey,
      designWidth: row.design.width,
      designHeight: row.design.height,
      designOutline: row.design.outline,
    };
  });
  const byPosition = new Map(stickers.map((sticker) => [sticker.position, sticker]));

  const { printMaxDpi, whitePlateName, whitePlateChokePoints, thruCutName } = await getShopSettings();
  const rasters = listSheetStickerRasters(stickers, printMaxDpi);
  const effectiveDpi = Math.min(...rasters.map((raster) => raster.plan.effectiveDpi));

  // Rasters come grouped by design: the design read (and traced) for one is kept for the next of the same design.
  let current: { designKey: string; source: Buffer; plate: PlateArtwork | null } | null = null;
  const designOf = async (raster: SheetStickerRaster) => {
    if (current?.designKey !== raster.designKey) {
      current = null;
      current = {
        designKey: raster.designKey,
        source: await readPrintDesign(storage, filenames.get(raster.designKey)!),
        plate: null,
      };
    }
    return current;
  };

  const pdf = await writeSheetPrintPdf({
    boxes: computePrintBoxes(order),
    sheet: { ...order, stickers },
    rasters,
    rasterOf: async (raster) => {
      const { source } = await designOf(raster);
      try {
        return await renderPrintRaster(source, raster.plan);
      } catch (error) {
        console.error("Rendering a sticker sheet's print raster failed:", error);
        throw conflict(PRINT_FILE_MESSAGES.designUnreadable);
      }
    },
    whitePlate: whiteLayer
      ? {
          name: whitePlateName,
          platesOf: async (raster) => {
            const design = await designOf(raster);
            design.plate ??= await readPlateArtwork(design.source, raster.design, `print:${order.id}`);
            const plates = new Map<number, PathSegment[]>();
            for (const position of raster.positions) {
              const sticker = byPosition.get(position)!;
              plates.set(
                position,
                computeLineWhitePlate(toRasterSticker(sticker), raster.design, design.plate, {
                  cutPath: readStickerCutPath({ ...sticker, roundedCorners: false }),
                  chokePoints: whitePlateChokePoints,
                }),
              );
            }
            return plates;
          },
        }
      : null,
    thruCutName,
    info: {
      title: `Order ${orderNumber}: ${order.sizeName}`,
      subject: `Print file: one sticker sheet of ${stickers.length} ${stickers.length === 1 ? "sticker" : "stickers"}, each kiss-cut line stroked in the spot colour CutContour, the sheet's outline (cut through) in the spot colour ${thruCutName}${whiteLayer ? `, white ink filled in the spot colour ${whitePlateName}` : ""}`,
      effectiveDpi,
      orderNumber,
      sizeName: order.sizeName,
    },
  });
  return { pdf, effectiveDpi };
}
