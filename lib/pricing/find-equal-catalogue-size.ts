import type { CatalogueSize } from "@/lib/domain/catalogue";
import type { StickerShape } from "@/lib/domain/sticker-shapes";

/**
 * The active standard size a custom one equals in shape and dimensions, either orientation (4" × 2" is
 * the 2x4; a die-cut as the rectangle of its bounding box), or null. Retired sizes are not offered, so a
 * custom size that equals one is priced by the custom rule.
 */
export function findEqualCatalogueSize(
  sizes: readonly CatalogueSize[],
  shape: StickerShape,
  widthInches: number,
  heightInches: number,
): CatalogueSize | null {
  const standardShape = shape === "die-cut" ? "square" : shape;
  for (const size of sizes) {
    if (!size.active || size.shape !== standardShape) continue;
    const same = size.widthInches === widthInches && size.heightInches === heightInches;
    const turned = size.widthInches === heightInches && size.heightInches === widthInches;
    if (same || turned) return size;
  }
  return null;
}
