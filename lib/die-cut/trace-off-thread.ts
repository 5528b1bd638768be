import "server-only";
import { runGeometryJob } from "./geometry-pool";
import type { StoredOutline, WorkingCopy } from "./types";

/**
 * traceWorkingCopy in the geometry pool (a worker thread, under its time limit), so that an upload's
 * files are written while its outline is traced and no file can hold up the event loop.
 */
export function traceWorkingCopyOffThread(copy: WorkingCopy, caller: string): Promise<StoredOutline> {
  return runGeometryJob({ kind: "trace", copy }, { caller });
}
