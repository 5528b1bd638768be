import "server-only";
import { ApiError } from "@/lib/api/errors";
import { computeCutLineOffThread } from "@/lib/die-cut/cut-off-thread";
import { GeometryTimeoutError } from "@/lib/die-cut/geometry-errors";
import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import { toDieCutLine } from "./compute-die-cut-line";
import { RECUT_MESSAGES, toDieCutApiError } from "./die-cut-refusals";
import { parseStoredOutline } from "./parse-stored-outline";

/**
 * The sticker columns of a die-cut order whose design is replaced (a proof's change request): the new
 * artwork's cut line at the size ordered (its longest side), frozen on the order like the first;
 * computed in the geometry pool for `caller`. A new artwork that cannot be cut around is a 422 with the
 * reason in the customer's terms (they cannot change the shape here); one whose outline the upload could
 * not trace in time (a busy pool) a 503 to try again; a busy pool now a 503 (429) too.
 */
export async function recutDieCutLine(
  order: { widthInches: number; heightInches: number },
  outline: string | null,
  caller: string,
): Promise<{ cutLine: string; widthInches: number; heightInches: number; sizeName: string }> {
  const traced = parseStoredOutline(outline);
  if (!traced) throw new ApiError(503, RECUT_MESSAGES.notReady, { "Retry-After": "5" });
  if ("refused" in traced) throw new ApiError(422, RECUT_MESSAGES[traced.refused]);
  let cut;
  try {
    cut = toDieCutLine(
      await computeCutLineOffThread(traced, Math.max(order.widthInches, order.heightInches), caller),
      traced,
    );
  } catch (error) {
    if (error instanceof GeometryTimeoutError && error.stage === "running")
      throw new ApiError(422, RECUT_MESSAGES["too-intricate"]);
    throw toDieCutApiError(error) ?? error;
  }
  return {
    cutLine: cut.path,
    widthInches: cut.widthInches,
    heightInches: cut.heightInches,
    sizeName: formatCustomSizeName("die-cut", cut.widthInches, cut.heightInches),
  };
}
