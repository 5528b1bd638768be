import "server-only";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { CutLineRefusal } from "./cut-line-refusal";
import { GeometryBusyError, GeometryTimeoutError } from "./geometry-errors";
import type { GeometryReply, GeometryRequest, GeometryResult } from "./geometry-messages";

// Work driven by a shopper's file (tracing an upload, offsetting a cut line) runs in a small pool of
// worker threads, never on the event loop, each job under a time limit that stops its worker. The queue
// is bounded and fair: the next job is the oldest of the caller (a cart session, a proof link) with the
// fewest jobs running, callers taking turns, so one visitor's files cannot queue ahead of everyone
// else's. Without a trusted address every visitor shares one, so the caller is the unit.

/** Two workers: one slow job never blocks the rest, and a 2-core server keeps a core for requests. */
export const GEOMETRY_WORKERS = 2;
/** A running job is stopped (its worker terminated, a fresh one started) after this long. */
export const GEOMETRY_TIME_LIMIT_MS = 10_000;
/** A queued job that has not started within this long is given up (GeometryTimeoutError "queued"). */
export const GEOMETRY_QUEUE_LIMIT_MS = 20_000;
/** Jobs waiting at once, in all: a trace holds its 1200 px working copy (~6 MB) while it waits. */
export const MAX_QUEUED_JOBS = 16;
/** Jobs waiting at once for one caller. */
export const MAX_QUEUED_PER_CALLER = 3;

export type GeometryJobOptions = {
  /** Who the job is for (a cart session id, "proof:<id>", "admin"): the unit of fairness. */
  caller: string;
  /** The running limit (default GEOMETRY_TIME_LIMIT_MS). */
  timeLimitMs?: number;
};

type Job = {
  request: GeometryRequest;
  caller: string;
  timeLimitMs: number;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  queueTimer: ReturnType<typeof setTimeout> | null;
};

type Slot = {
  worker: Worker | null;
  job: Job | null;
  id: number;
  timer: ReturnType<typeof setTimeout> | null;
};

const slots: Slot[] = [];
/** Waiting jobs by caller; a Map keeps insertion order, which is the order callers take turns in. */
const waiting = new Map<string, Job[]>();
let queued = 0;
let nextId = 0;

/** Node options for workers run from TypeScript sources (setUnbundledGeometryWorker); none in a Next build. */
let unbundledExecArgv: string[] | null = null;

/**
 * For processes that run lib/ unbundled and cannot pass the hooks on the command line (jest's workers,
 * tests/setup/test-env.ts): the worker's entry is then TypeScript, read through the hooks that make lib/
 * importable as it is (scripts/register-ts.mjs). A Next build has compiled the entry into JavaScript, and
 * the bench starts its process with the hooks, which workers inherit.
 */
export function setUnbundledGeometryWorker(hooksModule: string): void {
  unbundledExecArgv = [...process.execArgv, "--import", pathToFileURL(hooksModule).href];
}

/** The Node options a worker of lib/ started by another room needs in this process (null in a Next build). */
export function readUnbundledWorkerExecArgv(): string[] | null {
  return unbundledExecArgv;
}

function startWorker(slot: Slot): Worker {
  // Next's bundler builds the worker as an entry of its own only from this exact one-argument form (with
  // options it copies the .ts file as an asset instead, seen in .next/server), hence the two calls.
  const worker = unbundledExecArgv
    ? new Worker(new URL("./geometry-worker.ts", import.meta.url), { execArgv: unbundledExecArgv })
    : new Worker(new URL("./geometry-worker.ts", import.meta.url));
  worker.on("message", (reply: GeometryReply) => {
    const job = slot.job;
    if (slot.worker !== worker || !job || reply.id !== slot.id) return;
    finish(slot);
    if (reply.error) job.reject(toThreadError(reply.error));
    else job.resolve(reply.result);
    dispatch();
  });
  const stopped = (error: Error) => {
    if (slot.worker !== worker) return;
    slot.worker = null;
    const job = slot.job;
    finish(slot);
    job?.reject(error);
    dispatch();
  };
  worker.on("error", stopped);
  worker.on("exit", (code) => stopped(new Error(`The geometry worker stopped (exit code ${code}).`)));
  return worker;
}

/** A worker's error on this side of the thread: a CutLineRefusal stays one; any other keeps its name. */
function toThreadError({ name, message }: { name: string; message: string }): Error {
  if (name === "CutLineRefusal") return new CutLineRefusal(message);
  return Object.assign(new Error(message), { name });
}

/** The slot is free again; an idle worker does not keep the process alive. */
function finish(slot: Slot): void {
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.job = null;
  slot.worker?.unref();
}

/**
 * The oldest job of the waiting caller with the fewest jobs running (the first in turn order among
 * equals); that caller goes to the back of the turn order.
 */
function takeNextJob(): Job | null {
  let chosen: string | null = null;
  let fewest = Infinity;
  for (const caller of waiting.keys()) {
    const running = slots.filter((slot) => slot.job?.caller === caller).length;
    if (running < fewest) {
      chosen = caller;
      fewest = running;
    }
  }
  if (chosen === null) return null;
  const jobs = waiting.get(chosen) as Job[];
  waiting.delete(chosen);
  const job = jobs.shift() as Job;
  if (jobs.length > 0) waiting.set(chosen, jobs);
  queued--;
  if (job.queueTimer) clearTimeout(job.queueTimer);
  return job;
}

function run(slot: Slot, job: Job): void {
  const worker = (slot.worker ??= startWorker(slot));
  slot.job = job;
  slot.id = nextId++;
  worker.ref();
  slot.timer = setTimeout(() => {
    // A job past its limit cannot be interrupted inside the thread: the worker goes, a new one comes.
    slot.worker = null;
    finish(slot);
    void worker.terminate();
    job.reject(new GeometryTimeoutError("running", job.timeLimitMs));
    dispatch();
  }, job.timeLimitMs);
  worker.postMessage({ id: slot.id, request: job.request });
}

function dispatch(): void {
  while (slots.length < GEOMETRY_WORKERS) slots.push({ worker: null, job: null, id: -1, timer: null });
  for (const slot of slots) {
    if (slot.job) continue;
    const job = takeNextJob();
    if (!job) return;
    run(slot, job);
  }
}

/**
 * Runs a geometry request in the pool: its result, or a rejection with the worker's error (its name
 * kept; a CutLineRefusal, "not at this size", arrives as one), GeometryTimeoutError (ran or waited too
 * long) or GeometryBusyError (the queue, or this caller's share of it, is full: nothing was queued).
 */
export function runGeometryJob<R extends GeometryRequest>(
  request: R,
  { caller, timeLimitMs = GEOMETRY_TIME_LIMIT_MS }: GeometryJobOptions,
): Promise<GeometryResult<R>> {
  return new Promise<GeometryResult<R>>((resolve, reject) => {
    const mine = waiting.get(caller) ?? [];
    if (mine.length >= MAX_QUEUED_PER_CALLER) return reject(new GeometryBusyError("caller"));
    if (queued >= MAX_QUEUED_JOBS) return reject(new GeometryBusyError("shop"));
    const job: Job = {
      request,
      caller,
      timeLimitMs,
      resolve: resolve as (result: unknown) => void,
      reject,
      queueTimer: null,
    };
    job.queueTimer = setTimeout(() => {
      const jobs = waiting.get(caller);
      const at = jobs?.indexOf(job) ?? -1;
      if (!jobs || at < 0) return;
      jobs.splice(at, 1);
      if (jobs.length === 0) waiting.delete(caller);
      queued--;
      reject(new GeometryTimeoutError("queued", GEOMETRY_QUEUE_LIMIT_MS));
    }, GEOMETRY_QUEUE_LIMIT_MS);
    job.queueTimer.unref();
    mine.push(job);
    waiting.set(caller, mine);
    queued++;
    dispatch();
  });
}
