import "server-only";
import { ApiError, badRequest } from "@/lib/api/errors";
import { CutLineRefusal } from "@/lib/die-cut/cut-line-refusal";
import { GeometryBusyError, GeometryTimeoutError } from "@/lib/die-cut/geometry-errors";
import type { OutlineRefusalReason } from "@/lib/die-cut/types";

/** What the design tool shows when a design cannot be cut around (422), or the shop is busy (429/503). */
export const DIE_CUT_MESSAGES = {
  "too-many-pieces":
    "This artwork has too many separate pieces to cut around; choose Square or Circle, or simplify it.",
  "too-intricate": "This artwork's outline is too intricate to cut around; choose Square or Circle, or simplify it.",
  busy: "The shop is busy drawing other cut lines. Please try again in a moment.",
  callerBusy: "Your other cut lines are still being drawn. Please wait a moment and try again.",
  failed: "The cut line could not be drawn right now. Please try again in a minute.",
} as const;

/** The same refusals for a customer replacing the design of a die-cut order (a proof's change request). */
export const RECUT_MESSAGES = {
  "too-many-pieces":
    "Your new design has too many separate pieces to cut around as a die-cut sticker. Please simplify it and upload it again.",
  "too-intricate":
    "Your new design's outline is too intricate to cut around as a die-cut sticker. Please simplify it and upload it again.",
  notReady: "Your new design could not be prepared for cutting right now. Please try again in a moment.",
} as const;

/** A design's stored refusal as the answer the shopper gets: 422 with the reason. */
export function refuseDieCut(reason: OutlineRefusalReason): ApiError {
  return new ApiError(422, DIE_CUT_MESSAGES[reason]);
}

/**
 * The API error for a failure of the geometry pool or of the cut line itself, or null for an error that
 * is not one of these (a bug: it stays a 500). A size the design cannot be cut at (CutLineRefusal) is a 400
 * with the geometry's reason; a job past its time limit is the design's fault, a 422 like any outline too
 * intricate to cut around; a full queue is the shop's state at the moment, 503 (or 429 for one caller's
 * share), with Retry-After.
 */
export function toDieCutApiError(error: unknown): ApiError | null {
  if (error instanceof GeometryBusyError)
    return error.scope === "caller"
      ? new ApiError(429, DIE_CUT_MESSAGES.callerBusy, { "Retry-After": "5" })
      : new ApiError(503, DIE_CUT_MESSAGES.busy, { "Retry-After": "5" });
  if (error instanceof GeometryTimeoutError)
    return error.stage === "running"
      ? refuseDieCut("too-intricate")
      : new ApiError(503, DIE_CUT_MESSAGES.busy, { "Retry-After": "5" });
  if (error instanceof CutLineRefusal) return badRequest(error.message);
  return null;
}
