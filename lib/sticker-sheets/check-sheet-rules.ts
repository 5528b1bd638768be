import "server-only";
import { ApiError } from "@/lib/api/errors";
import { checkSheetLayoutOffThread } from "@/lib/die-cut/check-sheet-off-thread";
import { GeometryBusyError, GeometryTimeoutError } from "@/lib/die-cut/geometry-errors";
import type { SheetProblem } from "@/lib/die-cut/check-sheet-layout";
import type { FrozenSheetSticker } from "@/lib/stickers/sheet-sticker";
import { outlineSheetSticker } from "./outline-sheet-sticker";
import { SHEET_MESSAGES } from "./sheet-messages";

/**
 * A sheet's first broken rule (null when it can be printed and cut), its stickers checked on their cut lines
 * in the geometry pool for `caller`, each named by its number and its design's name (`designName`). The pool's time
 * limit answers a 422 (too intricate to check), a full pool a 503 or 429 to try again: the same answers
 * whether the sheet is being added to a cart or changed by a proof's change request.
 */
export async function findSheetProblem(
  sheet: { widthInches: number; heightInches: number },
  stickers: readonly FrozenSheetSticker[],
  designName: (sticker: FrozenSheetSticker) => string,
  caller: string,
): Promise<SheetProblem | null> {
  const outlines = stickers.map((sticker) => outlineSheetSticker(sticker, designName(sticker)));
  try {
    const [problem] = await checkSheetLayoutOffThread(sheet, outlines, caller);
    return problem ?? null;
  } catch (error) {
    if (error instanceof GeometryTimeoutError)
      throw error.stage === "running"
        ? new ApiError(422, SHEET_MESSAGES.tooIntricate)
        : new ApiError(503, SHEET_MESSAGES.busy, { "Retry-After": "5" });
    if (error instanceof GeometryBusyError)
      throw new ApiError(error.scope === "caller" ? 429 : 503, SHEET_MESSAGES.busy, { "Retry-After": "5" });
    throw error;
  }
}
