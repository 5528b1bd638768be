// A worker thread of the geometry pool (lib/die-cut/geometry-pool.ts): it traces uploads' outlines and
// offsets cut lines and checks sticker sheets' layouts, so that work driven by a shopper's file never runs on the server's event loop.
import "server-only";
import { parentPort } from "node:worker_threads";
import { checkSheetLayout, type SheetProblem } from "./check-sheet-layout";
import { computeCutLine } from "./compute-cut-line";
import type { GeometryReply, GeometryRequest, PlateTrace } from "./geometry-messages";
import { tracePlateRings } from "./trace-plate-rings";
import type { CutLine, StoredOutline } from "./types";
import { traceWorkingCopy } from "./trace-working-copy";

function answer(request: GeometryRequest): StoredOutline | CutLine | PlateTrace | SheetProblem[] {
  if (request.kind === "trace") return traceWorkingCopy(request.copy);
  if (request.kind === "plate") return tracePlateRings(request.copy);
  if (request.kind === "sheet-check") return checkSheetLayout(request.sheet, request.stickers, { firstOnly: true });
  return computeCutLine(request.outline, request.sizeInches);
}

parentPort?.on("message", ({ id, request }: { id: number; request: GeometryRequest }) => {
  let reply: GeometryReply;
  try {
    reply = { id, result: answer(request) };
  } catch (error) {
    // The name crosses the thread: CutLineRefusal is the geometry's deliberate "not at this size".
    reply = {
      id,
      error:
        error instanceof Error
          ? { name: error.name, message: error.message }
          : { name: "Error", message: String(error) },
    };
  }
  parentPort?.postMessage(reply);
});
