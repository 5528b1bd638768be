import "server-only";
import type { CatalogueFinish, CatalogueMaterial, CatalogueSheetSize } from "@/lib/domain/catalogue";
import { computeCatalogueRevision } from "./compute-catalogue-revision";
import { getCatalogue } from "./get-catalogue";
import { listCatalogueHistory, type CatalogueChangeDto } from "./list-catalogue-history";
import { listPriceGridWarnings } from "./list-price-grid-warnings";
import { listSheetGridWarnings } from "./list-sheet-grid-warnings";
import { presentAdminSize, type AdminSizeDto } from "./present-admin-size";
import { presentPriceGrid, type PriceGridDto } from "./present-price-grid";
import { presentSheetGrid, type SheetGridDto } from "./present-sheet-grid";
import { presentShippingRules, type ShippingRulesDto } from "./present-shipping-rules";

/** GET /api/admin/catalogue: everything, inactive entries included, in the owner's order, and the history. */
export type AdminCatalogueDto = {
  version: string;
  materials: CatalogueMaterial[];
  finishes: CatalogueFinish[];
  sizes: AdminSizeDto[];
  prices: PriceGridDto;
  shipping: ShippingRulesDto;
  /** What a save of the prices or the shipping rules sends back, so a change made meanwhile is not overwritten. */
  pricesRevision: string;
  shippingRevision: string;
  /** The grid's warnings as it stands (a unit price that rises with the quantity). */
  warnings: string[];
  /** #39: the sheet sizes (retired ones included, in the owner's order), the sheets' own grid, its revision and warnings. */
  sheetSizes: CatalogueSheetSize[];
  sheetPrices: SheetGridDto;
  sheetPricesRevision: string;
  sheetWarnings: string[];
  /** Newest first, at most CATALOGUE_HISTORY_LIMIT. */
  history: CatalogueChangeDto[];
};

export async function readAdminCatalogue(): Promise<AdminCatalogueDto> {
  const [catalogue, history] = await Promise.all([getCatalogue(), listCatalogueHistory()]);
  const prices = presentPriceGrid(catalogue.grid, catalogue.sizes);
  const shipping = presentShippingRules(catalogue.shipping);
  const sheetPrices = presentSheetGrid(catalogue.sheets.grid, catalogue.sheets.sizes);
  return {
    version: catalogue.version,
    materials: catalogue.materials,
    finishes: catalogue.finishes,
    sizes: catalogue.sizes.map(presentAdminSize),
    prices,
    shipping,
    pricesRevision: computeCatalogueRevision(prices),
    shippingRevision: computeCatalogueRevision(shipping),
    warnings: listPriceGridWarnings(catalogue.grid, catalogue.sizes),
    sheetSizes: catalogue.sheets.sizes,
    sheetPrices,
    sheetPricesRevision: computeCatalogueRevision(sheetPrices),
    sheetWarnings: listSheetGridWarnings(catalogue.sheets.grid, catalogue.sheets.sizes),
    history,
  };
}
