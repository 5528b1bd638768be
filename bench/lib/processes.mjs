// Child processes, ports, time bounds and memory sampling for the benchmark. Everything started here
// is registered so `stopAll()` can end it, also when a measurement throws or the run is interrupted.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import net from "node:net";

const children = new Set();
const cleanups = [];

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers a clean-up step (closing a browser, dropping a database…), run last-in first-out. */
export function onCleanup(step) {
  cleanups.push(step);
}

/** A free port in the high range, picked at random and checked by binding it. */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20000 + Math.floor(Math.random() * 40000);
    const ok = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error("no free port found");
}

/** Spawns a process in its own process group (so its children can be ended with it). */
export function startProcess(command, args, { env, label, cwd = process.cwd(), quiet = true } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.label = label ?? command;
  child.recentLog = () => log.join("");
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Ends one started process (SIGTERM, then SIGKILL after 5 s). */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) {
    killGroup(child, "SIGKILL");
    await Promise.race([exited, sleep(2000)]);
  }
}

let stopping = null;
/** Runs the clean-up steps and ends every started process. Safe to call more than once. */
export function stopAll() {
  stopping ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop();
      try {
        await Promise.race([step(), sleep(15000)]);
      } catch (error) {
        console.error("clean-up step failed:", error?.message ?? error);
      }
    }
    await Promise.all([...children].map((child) => stopProcess(child)));
  })();
  return stopping;
}

/** Last resort on a hard exit: synchronous SIGKILL of what is still running. */
export function killAllSync() {
  for (const child of children) killGroup(child, "SIGKILL");
}

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 60000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${child.label} exited early:\n${child.recentLog()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${child ? `:\n${child.recentLog()}` : ""}`);
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]);
}

function descendants(pid) {
  const found = [pid];
  for (let index = 0; index < found.length; index += 1) {
    try {
      for (const task of readdirSync(`/proc/${found[index]}/task`)) {
        const text = readFileSync(`/proc/${found[index]}/task/${task}/children`, "utf8").trim();
        if (text) found.push(...text.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended
    }
  }
  return found;
}

/** VmRSS in bytes of a process and its descendants (what the server holds in memory). */
export function residentBytes(pid) {
  let total = 0;
  for (const id of descendants(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, "utf8"));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // gone
    }
  }
  return total;
}

/** Samples residentBytes(pid) every `intervalMs` until stopped; returns { peak, samples }. */
export function sampleMemory(pid, intervalMs = 10) {
  let peak = residentBytes(pid);
  let samples = 1;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
    samples += 1;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, residentBytes(pid));
      return { peak, samples: samples + 1 };
    },
  };
}
