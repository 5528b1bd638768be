// The print-sheet layout's worker thread (layout-print-sheet-off-thread.ts): nesting every copy of a sheet
// by its cut line takes seconds of CPU, which must never hold the server's event loop.
import "server-only";
import { parentPort } from "node:worker_threads";
import { layoutPrintSheet, type PrintSheetLayoutInput } from "./layout-print-sheet";
import type { PrintSheetLayout } from "./print-sheet-types";

export type LayoutReply =
  | { id: number; layout: PrintSheetLayout; error?: undefined }
  | { id: number; layout?: undefined; error: { name: string; message: string } };

parentPort?.on("message", ({ id, input }: { id: number; input: PrintSheetLayoutInput }) => {
  let reply: LayoutReply;
  try {
    reply = { id, layout: layoutPrintSheet(input) };
  } catch (error) {
    // The name crosses the thread: PrintSheetLayoutError is the operator's message.
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
