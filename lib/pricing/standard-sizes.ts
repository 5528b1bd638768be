import type { StickerShape } from "@/lib/domain/sticker-shapes";
import type { KnownSizeName } from "./price-table";

/** The five standard sizes' shapes and dimensions (scripts/lib/seed-data.mjs seeds the same; a test compares). */
export const STANDARD_SIZE_DIMENSIONS: Readonly<
  Record<KnownSizeName, { shape: StickerShape; widthInches: number; heightInches: number }>
> = Object.freeze({
  '2"': { shape: "square", widthInches: 2, heightInches: 2 },
  '3" square': { shape: "square", widthInches: 3, heightInches: 3 },
  '4"': { shape: "square", widthInches: 4, heightInches: 4 },
  "2x4": { shape: "square", widthInches: 2, heightInches: 4 },
  '3" circle': { shape: "circle", widthInches: 3, heightInches: 3 },
});

/**
 * The standard size a custom one equals in shape and dimensions, either orientation (4" × 2" is the
 * 2x4), or null. Die-cut is never a standard shape.
 */
export function findEqualStandardSize(
  shape: StickerShape,
  widthInches: number,
  heightInches: number,
): KnownSizeName | null {
  for (const [name, size] of Object.entries(STANDARD_SIZE_DIMENSIONS) as [
    KnownSizeName,
    (typeof STANDARD_SIZE_DIMENSIONS)[KnownSizeName],
  ][]) {
    if (size.shape !== shape) continue;
    const same = size.widthInches === widthInches && size.heightInches === heightInches;
    const turned = size.widthInches === heightInches && size.heightInches === widthInches;
    if (same || turned) return name;
  }
  return null;
}
