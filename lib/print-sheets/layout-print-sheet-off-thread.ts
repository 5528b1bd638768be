import "server-only";
import { Worker } from "node:worker_threads";
import { readUnbundledWorkerExecArgv } from "@/lib/die-cut/geometry-pool";
import type { PrintSheetLayoutInput } from "./layout-print-sheet";
import type { LayoutReply } from "./layout-worker";
import { PrintSheetLayoutError } from "./print-sheet-layout-error";
import type { PrintSheetLayout } from "./print-sheet-types";

/**
 * A layout still running after this long is stopped (its worker terminated): nesting keeps to its own limit
 * (NESTING_TIME_LIMIT_MS plus any search) and then falls back to boxes, so only a defect or a pathological
 * input gets here.
 */
export const LAYOUT_TIME_LIMIT_MS = 60_000;

type Job = {
  input: PrintSheetLayoutInput;
  timeLimitMs: number;
  resolve: (layout: PrintSheetLayout) => void;
  reject: (error: Error) => void;
};

// One worker, one layout at a time, the rest waiting in order: sheets are made one claim at a time, so a queue
// is rare, and a second thread would only take a core from requests.
let worker: Worker | null = null;
let running: { job: Job; id: number; timer: ReturnType<typeof setTimeout> } | null = null;
const waiting: Job[] = [];
let nextId = 0;

function startWorker(): Worker {
  const execArgv = readUnbundledWorkerExecArgv();
  // Next's bundler makes the worker an entry of its own only from the exact one-argument form (see geometry-pool).
  const started = execArgv
    ? new Worker(new URL("./layout-worker.ts", import.meta.url), { execArgv })
    : new Worker(new URL("./layout-worker.ts", import.meta.url));
  started.on("message", (reply: LayoutReply) => {
    if (worker !== started || !running || reply.id !== running.id) return;
    const { job } = running;
    finish();
    if (reply.error)
      job.reject(
        reply.error.name === "PrintSheetLayoutError"
          ? new PrintSheetLayoutError(reply.error.message)
          : Object.assign(new Error(reply.error.message), { name: reply.error.name }),
      );
    else job.resolve(reply.layout);
    dispatch();
  });
  const stopped = (error: Error) => {
    if (worker !== started) return;
    worker = null;
    const job = running?.job;
    finish();
    job?.reject(error);
    dispatch();
  };
  started.on("error", stopped);
  started.on("exit", (code) => stopped(new Error(`The print-sheet layout worker stopped (exit code ${code}).`)));
  return started;
}

/** Nothing runs; an idle worker does not keep the process alive. */
function finish(): void {
  if (running) clearTimeout(running.timer);
  running = null;
  worker?.unref();
}

function dispatch(): void {
  if (running) return;
  const job = waiting.shift();
  if (!job) return;
  const thread = (worker ??= startWorker());
  thread.ref();
  const id = nextId++;
  const timer = setTimeout(() => {
    // A layout cannot be interrupted inside its thread: the worker goes, the next layout starts a new one.
    worker = null;
    finish();
    void thread.terminate();
    job.reject(
      new PrintSheetLayoutError(
        `Laying out this sheet took longer than ${job.timeLimitMs / 1000} s and was stopped. Make it with fewer orders.`,
      ),
    );
    dispatch();
  }, job.timeLimitMs);
  running = { job, id, timer };
  thread.postMessage({ id, input: job.input });
}

/**
 * layoutPrintSheet in a worker thread, one layout at a time, under `timeLimitMs` (then PrintSheetLayoutError,
 * which the sheet records as its failure). Its errors keep their kind: PrintSheetLayoutError for the operator.
 */
export function layoutPrintSheetOffThread(
  input: PrintSheetLayoutInput,
  { timeLimitMs = LAYOUT_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): Promise<PrintSheetLayout> {
  return new Promise((resolve, reject) => {
    waiting.push({ input, timeLimitMs, resolve, reject });
    dispatch();
  });
}
