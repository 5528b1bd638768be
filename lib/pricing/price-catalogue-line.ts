import type { Catalogue } from "@/lib/domain/catalogue";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import type { ExactCents } from "./exact-cents";
import { findCatalogueFinish } from "./find-catalogue-finish";
import { findCatalogueMaterial } from "./find-catalogue-material";
import { findCatalogueTier } from "./find-catalogue-tier";
import { findEqualCatalogueSize } from "./find-equal-catalogue-size";
import { findGridTotal } from "./find-grid-total";
import { priceCatalogueCustomSize } from "./price-catalogue-custom-size";
import { RoundedCornersNotAllowedError, UnknownSizeError } from "./pricing-errors";
import { finishLineTotal } from "./finish-line-total";

export type CatalogueSticker = {
  /** The standard size chosen (retired ones included, for reorders), or null for a custom size. */
  sizeId: number | null;
  shape: StickerShape;
  /** The finished sticker's bounding box (die-cut: its cut line's; circle: the diameter twice). */
  widthInches: number;
  heightInches: number;
};

/** A sticker as the design tool shows and prices it: the priced sticker with its readable size name. */
export type PricedSticker = CatalogueSticker & { sizeName: string };

export type CatalogueLineChoices = {
  quantity: number;
  roundedCorners: boolean;
  /** Optional everywhere: the catalogue's default when absent. */
  materialId?: string | null;
  finishId?: string | null;
};

export type CatalogueLinePrice = {
  /** Per-sticker price for display only: round(total / quantity), half up. Never multiply it back. */
  unitPriceCents: number;
  /** The exact amount charged for the line. */
  totalPriceCents: number;
  /** The grid tier the price was taken from (the largest tier not above the quantity). */
  tierQuantity: number;
};

/**
 * Prices one sticker line over the owner's catalogue (#35, decisions "A line's price"):
 *
 *   total = round half up, once, of (tier amount × material factor × finish factor + corner fee × quantity)
 *
 * The tier is the grid's largest quantity not above the line's. The tier amount is the grid's total for a
 * standard size (by id; retired sizes still price, for reorders); for a custom size equal in shape and
 * dimensions to an active standard size (either orientation, a die-cut as its bounding box) that size's
 * total; for any other custom size the custom rule's exact value capped by the cheapest active standard
 * size of equal or larger pricing area (priceCatalogueCustomSize). Rounded corners: squares and
 * rectangles only. Throws a PricingError (InvalidQuantityError, UnknownSizeError, SizeNotPricedError,
 * UnknownMaterialError, UnknownFinishError, RoundedCornersNotAllowedError) when the line cannot be priced.
 */
export function priceCatalogueLine(
  catalogue: Catalogue,
  sticker: CatalogueSticker,
  { quantity, roundedCorners, materialId, finishId }: CatalogueLineChoices,
): CatalogueLinePrice {
  const { grid } = catalogue;
  const tier = findCatalogueTier(grid.quantities, quantity);
  const material = findCatalogueMaterial(catalogue, materialId);
  const finish = findCatalogueFinish(catalogue, finishId);

  let amount: ExactCents;
  let cornered: boolean;
  let sizeLabel: string = sticker.shape;
  if (sticker.sizeId !== null) {
    const size = catalogue.sizes.find((candidate) => candidate.id === sticker.sizeId);
    if (!size) throw new UnknownSizeError(sticker.sizeId);
    amount = { numerator: BigInt(findGridTotal(grid, size.id, tier.index)), denominator: 1n };
    cornered = size.shape === "square";
    sizeLabel = size.name;
  } else {
    const { shape, widthInches, heightInches } = sticker;
    const standard = findEqualCatalogueSize(catalogue.sizes, shape, widthInches, heightInches);
    amount = standard
      ? { numerator: BigInt(findGridTotal(grid, standard.id, tier.index)), denominator: 1n }
      : priceCatalogueCustomSize(catalogue, widthInches, heightInches, tier.index);
    cornered = shape === "square";
  }
  if (roundedCorners && !cornered) throw new RoundedCornersNotAllowedError(sizeLabel);

  const price = finishLineTotal(
    amount,
    { material, finish },
    { quantity, feeCentsEach: roundedCorners ? grid.roundedCornersFeeCents : 0, firstTier: grid.quantities[0]! },
  );
  return { ...price, tierQuantity: tier.quantity };
}
