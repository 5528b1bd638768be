import "server-only";
import { badRequest } from "@/lib/api/errors";
import { computeCutLineOffThread } from "@/lib/die-cut/cut-off-thread";
import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import { toDieCutLine } from "./compute-die-cut-line";
import { refuseDieCut, toDieCutApiError } from "./die-cut-refusals";
import { parseStoredOutline } from "./parse-stored-outline";

export const RECUT_MESSAGE =
  "Your new design's outline could not be traced for a die-cut sticker. Please upload it as a PNG with a transparent background.";

/**
 * The sticker columns of a die-cut order whose design is replaced (a proof's change request): the new
 * artwork's cut line at the size ordered (its longest side), frozen on the order like the first;
 * computed in the geometry pool for `caller`. A new artwork that cannot be cut around is a 422 with the
 * reason, one whose outline is missing a 400.
 */
export async function recutDieCutLine(
  order: { widthInches: number; heightInches: number },
  outline: string | null,
  caller: string,
): Promise<{ cutLine: string; widthInches: number; heightInches: number; sizeName: string }> {
  const traced = parseStoredOutline(outline);
  if (!traced) throw badRequest(RECUT_MESSAGE);
  if ("refused" in traced) throw refuseDieCut(traced.refused);
  let cut;
  try {
    cut = toDieCutLine(
      await computeCutLineOffThread(traced, Math.max(order.widthInches, order.heightInches), caller),
      traced.parts,
    );
  } catch (error) {
    throw toDieCutApiError(error) ?? error;
  }
  return {
    cutLine: cut.path,
    widthInches: cut.widthInches,
    heightInches: cut.heightInches,
    sizeName: formatCustomSizeName("die-cut", cut.widthInches, cut.heightInches),
  };
}
