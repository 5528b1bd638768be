import type { Catalogue } from "@/lib/domain/catalogue";
import type { FinishLook, MaterialLook } from "@/lib/domain/stock-looks";
import { formatCents } from "@/lib/money/format-cents";

/** GET /api/catalogue: what the shop sells now, active entries only, in the owner's order. */
export type PublicCatalogueDto = {
  materials: {
    id: string;
    name: string;
    description: string;
    priceFactorBps: number;
    whiteLayer: boolean;
    swatch: string;
    /** How the shop previews it (#36): "opaque" | "clear" | "holographic". */
    look: MaterialLook;
    isDefault: boolean;
  }[];
  finishes: {
    id: string;
    name: string;
    description: string;
    priceFactorBps: number;
    swatch: string;
    /** "gloss" | "matte" (#36). */
    look: FinishLook;
    isDefault: boolean;
  }[];
  sizes: { id: number; name: string; shape: "square" | "circle"; width: number; height: number; prices: string[] }[];
  quantities: number[];
  roundedCornersFee: string;
};

export function presentPublicCatalogue(catalogue: Catalogue): PublicCatalogueDto {
  return {
    materials: catalogue.materials
      .filter((material) => material.active)
      .map(({ id, name, description, priceFactorBps, whiteLayer, swatch, look, isDefault }) => ({
        id,
        name,
        description,
        priceFactorBps,
        whiteLayer,
        swatch,
        look,
        isDefault,
      })),
    finishes: catalogue.finishes
      .filter((finish) => finish.active)
      .map(({ id, name, description, priceFactorBps, swatch, look, isDefault }) => ({
        id,
        name,
        description,
        priceFactorBps,
        swatch,
        look,
        isDefault,
      })),
    sizes: catalogue.sizes
      .filter((size) => size.active)
      .map((size) => ({
        id: size.id,
        name: size.name,
        shape: size.shape,
        width: size.widthInches,
        height: size.heightInches,
        prices: (catalogue.grid.totalsBySizeId[size.id] ?? []).map(formatCents),
      })),
    quantities: [...catalogue.grid.quantities],
    roundedCornersFee: formatCents(catalogue.grid.roundedCornersFeeCents),
  };
}
