import type { SheetProblem, SheetSticker } from "./check-sheet-layout";
import type { CutLine, StoredOutline, TracedOutline, WorkingCopy } from "./types";

/**
 * What the geometry pool's workers do: trace an upload's working copy, cut a traced outline at a size, or
 * check a sticker sheet's layout (#39: its first broken rule).
 */
export type GeometryRequest =
  | { kind: "trace"; copy: WorkingCopy }
  | { kind: "cut"; outline: TracedOutline; sizeInches: number }
  | { kind: "plate"; copy: WorkingCopy }
  | { kind: "sheet-check"; sheet: { widthInches: number; heightInches: number }; stickers: SheetSticker[] };

/** The White plate's trace of a working copy (tracePlateRings). */
export type PlateTrace = { rings: number[][] } | "opaque" | "too-intricate";

/** A request's answer, by its kind. */
export type GeometryResult<R extends GeometryRequest> = R extends { kind: "trace" }
  ? StoredOutline
  : R extends { kind: "plate" }
    ? PlateTrace
    : R extends { kind: "sheet-check" }
      ? SheetProblem[]
      : CutLine;

/** A worker's reply to the request numbered `id`: its result, or the error it threw (name kept). */
export type GeometryReply =
  | { id: number; result: StoredOutline | CutLine | PlateTrace | SheetProblem[]; error?: undefined }
  | { id: number; result?: undefined; error: { name: string; message: string } };
