import "server-only";
import { badRequest } from "@/lib/api/errors";
import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import { computeDieCutLine } from "./compute-die-cut-line";
import { parseStoredOutline } from "./parse-stored-outline";

export const RECUT_MESSAGE =
  "Your new design's outline could not be traced for a die-cut sticker. Please upload it as a PNG with a transparent background.";

/**
 * The sticker columns of a die-cut order whose design is replaced (a proof's change request): the new
 * artwork's cut line at the size ordered (its longest side), frozen on the order like the first.
 */
export function recutDieCutLine(
  order: { widthInches: number; heightInches: number },
  outline: string | null,
): { cutLine: string; widthInches: number; heightInches: number; sizeName: string } {
  const traced = parseStoredOutline(outline);
  if (!traced) throw badRequest(RECUT_MESSAGE);
  const cut = computeDieCutLine(traced, Math.max(order.widthInches, order.heightInches));
  return {
    cutLine: cut.path,
    widthInches: cut.widthInches,
    heightInches: cut.heightInches,
    sizeName: formatCustomSizeName("die-cut", cut.widthInches, cut.heightInches),
  };
}
