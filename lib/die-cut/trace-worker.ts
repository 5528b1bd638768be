// The worker thread that traces uploads' outlines (traceWorkingCopyOffThread): one per server process,
// started on the first upload, so the tracer's JavaScript runs beside the event loop instead of on it.
import { parentPort } from "node:worker_threads";
import { traceWorkingCopy } from "./trace-working-copy";
import type { WorkingCopy } from "./types";

parentPort?.on("message", ({ id, copy }: { id: number; copy: WorkingCopy }) => {
  try {
    parentPort?.postMessage({ id, outline: traceWorkingCopy(copy) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
