import "server-only";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { TracedOutline, WorkingCopy } from "./types";

type Reply = { id: number; outline?: TracedOutline; error?: string };
type Pending = { resolve: (outline: TracedOutline) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The worker failed or stopped: whatever it was tracing fails, and the next trace starts a new one. */
function failAll(stopped: Worker, error: Error): void {
  if (worker !== stopped) return;
  worker = null;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

/** Node options for a worker run from TypeScript sources (setUnbundledTraceWorker); none in a Next build. */
let unbundledExecArgv: string[] | null = null;

/**
 * For processes that run lib/ unbundled and cannot pass the hooks on the command line (jest's workers,
 * tests/setup/test-env.ts): the worker's entry is then TypeScript, which it reads through the hooks that
 * make lib/ importable as it is (scripts/register-ts.mjs). A Next build has compiled the entry into
 * JavaScript, and the bench starts its process with the hooks, which workers inherit.
 */
export function setUnbundledTraceWorker(hooksModule: string): void {
  unbundledExecArgv = [...process.execArgv, "--import", pathToFileURL(hooksModule).href];
}

function startWorker(): Worker {
  // Next's bundler builds the worker as an entry of its own only from this exact one-argument form (with
  // options it copies the .ts file as an asset instead, seen in .next/server), hence the two calls.
  const started = unbundledExecArgv
    ? new Worker(new URL("./trace-worker.ts", import.meta.url), { execArgv: unbundledExecArgv })
    : new Worker(new URL("./trace-worker.ts", import.meta.url));
  started.on("message", ({ id, outline, error }: Reply) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (outline) waiting.resolve(outline);
    else waiting.reject(new Error(error ?? "The outline tracer answered nothing."));
    if (pending.size === 0) started.unref();
  });
  started.on("error", (error) => failAll(started, error));
  started.on("exit", (code) => failAll(started, new Error(`The outline tracer stopped (exit code ${code}).`)));
  return started;
}

/**
 * traceWorkingCopy in a worker thread, so that an upload's files are written while its outline is traced
 * (the upload figure of `npm run bench`): on the event loop, the trace held up every step of the writes
 * (open, write, sync, rename) queued behind it. Traces queue in one worker per process; the worker keeps
 * the process alive only while it has work.
 */
export function traceWorkingCopyOffThread(copy: WorkingCopy): Promise<TracedOutline> {
  worker ??= startWorker();
  const id = nextId++;
  const running = worker;
  running.ref();
  return new Promise<TracedOutline>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ id, copy });
  });
}
