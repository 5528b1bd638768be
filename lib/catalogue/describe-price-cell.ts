import type { GridUnit } from "./grid-unit";

/**
 * How the owner's grid names a cell: '3" square, 100 stickers' (thousands separated: '2x4, 1,000 stickers');
 * a sheet's (#39) counts sheets: '5.5" × 8.5", 25 sheets'.
 */
export function describePriceCell(sizeName: string, quantity: number, unit: GridUnit = "sticker"): string {
  return `${sizeName}, ${quantity.toLocaleString("en-US")} ${unit}s`;
}
