import type { SheetSticker } from "@/lib/die-cut/check-sheet-layout";
import { buildCutPath } from "@/lib/print/build-cut-path";
import { flattenPath } from "@/lib/print/flatten-path";
import type { FrozenSheetSticker } from "@/lib/stickers/sheet-sticker";
import { computeStickerOutline } from "@/lib/stickers/sticker-outline";

/** Points per curve when a sticker's cut line is flattened to be checked (as the print sheets' nesting). */
const CURVE_STEPS = 16;

/**
 * A sheet's sticker as the sheet rules check it (checkSheetLayout): its kiss-cut line flattened to rings
 * in its own frame, placed and turned as frozen, named for the shopper ("Sticker 2 (cat.png)").
 */
export function outlineSheetSticker(sticker: FrozenSheetSticker, designName: string): SheetSticker {
  const path = buildCutPath(computeStickerOutline({ ...sticker, roundedCorners: false }));
  return {
    label: `Sticker ${sticker.position + 1} (${designName})`,
    rings: flattenPath(path, CURVE_STEPS),
    widthInches: sticker.widthInches,
    heightInches: sticker.heightInches,
    xInches: sticker.xInches,
    yInches: sticker.yInches,
    rotation: sticker.rotation,
  };
}
