import type { Catalogue } from "@/lib/domain/catalogue";

/**
 * The catalogue the design tool prices with in the browser (#35): what the shop sells now (active
 * materials, finishes and sizes, in the owner's order), with the whole price grid of those sizes, so the
 * quantity options, the tier table, the price and the savings come from the same pure rule
 * (priceCatalogueLine) the cart and the checkout use. A plain serialisable value, a few hundred bytes.
 */
export function presentShopCatalogue(catalogue: Catalogue): Catalogue {
  // The 2" and 4" anchor the custom rule (and cannot be retired): kept whatever happens.
  const sizes = catalogue.sizes.filter((size) => size.active || size.anchor !== null);
  const totalsBySizeId: Record<number, number[]> = {};
  for (const size of sizes) {
    const totals = catalogue.grid.totalsBySizeId[size.id];
    if (totals) totalsBySizeId[size.id] = [...totals];
  }
  return {
    version: catalogue.version,
    materials: catalogue.materials.filter((material) => material.active),
    finishes: catalogue.finishes.filter((finish) => finish.active),
    sizes,
    grid: { ...catalogue.grid, quantities: [...catalogue.grid.quantities], totalsBySizeId },
    shipping: catalogue.shipping,
    sheets: presentShopSheets(catalogue.sheets),
  };
}

/** The sheet sizes the shop sells now (#39), with their rows of the sheets' grid. */
function presentShopSheets(sheets: Catalogue["sheets"]): Catalogue["sheets"] {
  const sizes = sheets.sizes.filter((sheet) => sheet.active);
  const totalsBySheetSizeId: Record<number, number[]> = {};
  for (const sheet of sizes) {
    const totals = sheets.grid.totalsBySheetSizeId[sheet.id];
    if (totals) totalsBySheetSizeId[sheet.id] = [...totals];
  }
  return { sizes, grid: { quantities: [...sheets.grid.quantities], totalsBySheetSizeId } };
}
