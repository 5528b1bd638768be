import type { Catalogue } from "@/lib/domain/catalogue";
import { formatCents } from "@/lib/money/format-cents";

export type StickerSizeDto = { id: number; name: string; price: string; width: number; height: number; shape: string };

/**
 * The standard sizes the shop sells, as the spec shows them (#35: from the owner's catalogue): the active
 * ones in the owner's order, `price` the first quantity tier's total as a decimal string.
 */
export function listStickerSizes(catalogue: Catalogue): StickerSizeDto[] {
  return catalogue.sizes
    .filter((size) => size.active)
    .map((size) => ({
      id: size.id,
      name: size.name,
      price: formatCents(catalogue.grid.totalsBySizeId[size.id]?.[0] ?? 0),
      width: size.widthInches,
      height: size.heightInches,
      shape: size.shape,
    }));
}
