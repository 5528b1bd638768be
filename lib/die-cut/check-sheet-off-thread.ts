import "server-only";
import type { SheetProblem, SheetSticker } from "./check-sheet-layout";
import { runGeometryJob } from "./geometry-pool";

/** A sticker sheet's first broken rule (checkSheetLayout, firstOnly) in the geometry pool, under its time limit. */
export function checkSheetLayoutOffThread(
  sheet: { widthInches: number; heightInches: number },
  stickers: SheetSticker[],
  caller: string,
): Promise<SheetProblem[]> {
  return runGeometryJob({ kind: "sheet-check", sheet, stickers }, { caller });
}
