import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import type { PricedSticker } from "@/lib/pricing/price-catalogue-line";
import type { ChosenSize } from "./design-tool-state";

/**
 * The sticker a chosen size makes, as priceCatalogueLine prices it and the preview names it: a standard size
 * as the shop lists it, a custom one by its readable name, a die-cut by its cut line's bounding box
 * (to the hundredth of an inch, as the cart stores it), or null while that line is not known yet.
 */
export function describeChosenSticker(
  chosen: ChosenSize | null,
  cutLine: { widthInches: number; heightInches: number } | null,
): PricedSticker | null {
  if (!chosen) return null;
  switch (chosen.kind) {
    case "standard":
      return {
        sizeId: chosen.size.id,
        sizeName: chosen.size.name,
        shape: chosen.size.shape === "circle" ? "circle" : "square",
        widthInches: chosen.size.width,
        heightInches: chosen.size.height,
      };
    case "custom":
      return {
        sizeId: null,
        sizeName: formatCustomSizeName(chosen.shape, chosen.widthInches, chosen.heightInches),
        shape: chosen.shape,
        widthInches: chosen.widthInches,
        heightInches: chosen.heightInches,
      };
    case "die-cut":
      if (!cutLine) return null;
      return {
        sizeId: null,
        sizeName: formatCustomSizeName("die-cut", cutLine.widthInches, cutLine.heightInches),
        shape: "die-cut",
        widthInches: cutLine.widthInches,
        heightInches: cutLine.heightInches,
      };
  }
}
