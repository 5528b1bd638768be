import "server-only";
import { prisma } from "@/lib/db/client";
import type { Catalogue, CatalogueSize, SizeAnchor } from "@/lib/domain/catalogue";
import { isShippingMethodId } from "@/lib/domain/shipping-methods";
import { readFinishLook, readMaterialLook } from "@/lib/domain/stock-looks";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { CATALOGUE_SETTING_ID } from "./read-catalogue-version";

const OWNER_ORDER = [{ sortOrder: "asc" as const }, { id: "asc" as const }];

function readAnchor(anchor: string | null): SizeAnchor | null {
  return anchor === "small" || anchor === "large" ? anchor : null;
}

function readCities(json: string): string[] {
  const cities: unknown = JSON.parse(json);
  return Array.isArray(cities) ? cities.filter((city): city is string => typeof city === "string") : [];
}

/**
 * Reads the whole catalogue from the database. The version is read first: a write that lands while the
 * rest is read makes the copy newer than its stamp, never older, so the next request's stamp differs and
 * reloads it (a copy stamped newer than what it holds could be kept for good).
 */
export async function loadCatalogue(db: TransactionClient = prisma): Promise<Catalogue> {
  const setting = await db.catalogueSetting.findUnique({ where: { id: CATALOGUE_SETTING_ID } });
  if (!setting) throw new Error("The catalogue is not set up: its settings row is missing (run npm run db:seed).");
  const [materials, finishes, sizeRows, tiers, prices, methods, sheetSizeRows, sheetTiers, sheetPrices] =
    await Promise.all([
      db.material.findMany({ orderBy: OWNER_ORDER }),
      db.finish.findMany({ orderBy: OWNER_ORDER }),
      db.stickerSize.findMany({ orderBy: OWNER_ORDER }),
      db.quantityTier.findMany({ orderBy: { quantity: "asc" } }),
      db.sizePrice.findMany(),
      db.shippingMethodSetting.findMany({ orderBy: OWNER_ORDER }),
      db.sheetSize.findMany({ orderBy: OWNER_ORDER }),
      db.sheetQuantityTier.findMany({ orderBy: { quantity: "asc" } }),
      db.sheetPrice.findMany(),
    ]);
  const quantities = tiers.map((tier) => tier.quantity);
  const totals = new Map(prices.map((price) => [`${price.sizeId}:${price.quantity}`, price.totalCents]));
  const sizes: CatalogueSize[] = sizeRows.map((size) => ({
    id: size.id,
    name: size.name,
    shape: size.shape === "circle" ? "circle" : "square",
    widthInches: size.width,
    heightInches: size.height,
    active: size.active,
    sortOrder: size.sortOrder,
    anchor: readAnchor(size.anchor),
  }));
  const totalsBySizeId: Record<number, number[]> = {};
  for (const size of sizes) {
    totalsBySizeId[size.id] = quantities.map((quantity) => {
      const total = totals.get(`${size.id}:${quantity}`);
      if (total === undefined) throw new Error(`The catalogue has no price for ${size.name} at ${quantity} stickers.`);
      return total;
    });
  }
  const sheetQuantities = sheetTiers.map((tier) => tier.quantity);
  const sheetTotals = new Map(sheetPrices.map((price) => [`${price.sheetSizeId}:${price.quantity}`, price.totalCents]));
  const totalsBySheetSizeId: Record<number, number[]> = {};
  for (const sheet of sheetSizeRows) {
    totalsBySheetSizeId[sheet.id] = sheetQuantities.map((quantity) => {
      const total = sheetTotals.get(`${sheet.id}:${quantity}`);
      if (total === undefined)
        throw new Error(`The catalogue has no price for ${sheet.name} sheets at ${quantity} sheets.`);
      return total;
    });
  }
  return {
    version: String(setting.version),
    materials: materials.map((material) => ({
      id: material.id,
      name: material.name,
      description: material.description,
      priceFactorBps: material.priceFactorBps,
      whiteLayer: material.whiteLayer,
      swatch: material.swatch,
      look: readMaterialLook(material.look),
      active: material.active,
      sortOrder: material.sortOrder,
      isDefault: material.isDefault,
    })),
    finishes: finishes.map((finish) => ({
      id: finish.id,
      name: finish.name,
      description: finish.description,
      priceFactorBps: finish.priceFactorBps,
      swatch: finish.swatch,
      look: readFinishLook(finish.look),
      active: finish.active,
      sortOrder: finish.sortOrder,
      isDefault: finish.isDefault,
    })),
    sizes,
    grid: { quantities, totalsBySizeId, roundedCornersFeeCents: setting.roundedCornersFeeCents },
    shipping: {
      methods: methods.flatMap((method) =>
        isShippingMethodId(method.id)
          ? [{ id: method.id, name: method.name, amountCents: method.amountCents, businessDays: method.businessDays }]
          : [],
      ),
      freeShippingCities: readCities(setting.freeShippingCities),
      freeShippingMinQuantity: setting.freeShippingMinQuantity,
    },
    sheets: {
      sizes: sheetSizeRows.map((sheet) => ({
        id: sheet.id,
        name: sheet.name,
        widthInches: sheet.widthInches,
        heightInches: sheet.heightInches,
        active: sheet.active,
        sortOrder: sheet.sortOrder,
      })),
      grid: { quantities: sheetQuantities, totalsBySheetSizeId },
    },
  };
}
