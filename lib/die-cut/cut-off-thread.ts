import "server-only";
import { runGeometryJob } from "./geometry-pool";
import type { CutLine, TracedOutline } from "./types";

/** computeCutLine in the geometry pool (a worker thread, under its time limit). */
export function computeCutLineOffThread(outline: TracedOutline, sizeInches: number, caller: string): Promise<CutLine> {
  return runGeometryJob({ kind: "cut", outline, sizeInches }, { caller });
}
