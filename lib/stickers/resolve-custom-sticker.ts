import "server-only";
import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import type { CustomSizeInput } from "@/lib/validation/sticker-size";
import { cutDesignAtSize } from "./cut-design-at-size";
import type { StickerLine } from "./sticker-line";

/**
 * The line a custom size makes for a design: a rectangle or circle as typed, or a die-cut whose width
 * and height follow the design's cut line at the ordered size (computed here, frozen on the line).
 */
export async function resolveCustomSticker(
  custom: CustomSizeInput,
  design: { id: number; filename: string; outline: string | null },
  /** The cart session asking: the geometry pool's unit of fairness. */
  caller: string,
): Promise<StickerLine> {
  if (custom.shape !== "die-cut") {
    return {
      sizeId: null,
      shape: custom.shape,
      widthInches: custom.widthInches,
      heightInches: custom.heightInches,
      sizeName: formatCustomSizeName(custom.shape, custom.widthInches, custom.heightInches),
      cutLine: null,
      sheetSizeId: null,
    };
  }
  const cut = await cutDesignAtSize(design, custom.sizeInches, caller);
  return {
    sizeId: null,
    shape: "die-cut",
    widthInches: cut.widthInches,
    heightInches: cut.heightInches,
    sizeName: formatCustomSizeName("die-cut", cut.widthInches, cut.heightInches),
    cutLine: cut.path,
    sheetSizeId: null,
  };
}
