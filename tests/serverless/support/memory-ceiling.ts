// Vercel's memory ceiling on the rehearsal's server: a function has 2 GB by default and is killed past it.
// A watchdog in the test worker reads the server's process tree from /proc every ~20 ms (the root pid and
// its descendants, from /proc/<pid>/task/*/children: a launcher may start next-server as a child), sums
// their resident memory (VmRSS), and once the sum passes the ceiling SIGKILLs the whole tree, as Vercel's
// out-of-memory kill does, and records it. It also keeps the peaks: the highest sampled sum, and each
// process's own high-water mark (VmHWM), which no sampling gap can miss.
//
// Why /proc and not a cgroup memory limit: a cgroup would be exact (the kernel enforces it on every
// allocation), but making one needs a writable cgroup tree (root here, cgroup v1 at /sys/fs/cgroup/memory;
// CI runners have cgroup v2, no root and no delegated subtree), its out-of-memory killer kills one process
// of the group rather than the function, and its usage counts the page cache of the files the server reads,
// which is not what a peak of RSS reports. Reading /proc needs nothing but Linux and the same user. Its gap
// (a spike shorter than a sample) is closed for a single process by VmHWM: a process whose own high-water
// mark passed the ceiling did pass it, and is killed at the next sample.
import { appendFileSync, readdirSync, readFileSync } from "node:fs";

/** Vercel's default function memory, "2 GB", taken as 2 GiB: 2 × 1024³ bytes. */
export const VERCEL_FUNCTION_MEMORY_BYTES = 2 * 1024 ** 3;
export const SAMPLE_INTERVAL_MS = 20;

export type MemoryKill = {
  /** When the watchdog killed the tree (ms since the epoch). */
  at: number;
  /** The tree's summed VmRSS at that sample, in bytes. */
  treeRssBytes: number;
  /** The largest single process's VmHWM at that sample, in bytes. */
  highWaterBytes: number;
  pids: number[];
  reason: "tree RSS over the ceiling" | "a process's VmHWM over the ceiling";
};

export type MemoryPeak = {
  /** The highest summed VmRSS of the tree at any sample, in bytes. */
  sampledTreeRssBytes: number;
  /** The highest VmHWM of any one process of the tree, in bytes (exact for that process: the kernel keeps it). */
  highWaterBytes: number;
  /** The processes' VmHWM added up: an upper bound of the tree's peak (their peaks need not coincide). */
  highWaterSumBytes: number;
  /** The longest gap between two samples, in ms (the test worker's event loop may delay one). */
  longestSampleGapMs: number;
  samples: number;
};

export type MemoryWindow = {
  /** The peaks since the window opened (VmHWM reset at its opening where the kernel allows). */
  peak(): MemoryPeak;
  /** Whether every process's VmHWM was reset when the window opened (else it holds since the process started). */
  highWaterReset: boolean;
  /** The tree's summed VmRSS when the window opened, in bytes (what the work's peak grew from). */
  startTreeRssBytes: number;
};

export type MemoryCeiling = {
  limitBytes: number;
  rootPid: number;
  /** Set once the watchdog has killed the tree. */
  killed: MemoryKill | null;
  /** The peaks since the watchdog started. */
  peak(): MemoryPeak;
  /** Starts measuring one stretch of work (e.g. one request): its own peaks. */
  openWindow(): MemoryWindow;
  /** Stops sampling (the tree is left alone). */
  stop(): void;
};

export type ProcessMemory = { pid: number; rssBytes: number; highWaterBytes: number };

/** The file's text, or null when the process (or the file) is gone: processes end between reads. */
function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** One process's children, from each of its threads' children files; [] for a process already gone. */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const task of tasks) {
    const text = readOrNull(`/proc/${pid}/task/${task}/children`);
    for (const word of text?.split(/\s+/) ?? []) if (word) children.push(Number(word));
  }
  return children;
}

/** The root and all its descendants (each once), the root first; [] once the root is gone. */
export function listProcessTree(rootPid: number): number[] {
  if (readOrNull(`/proc/${rootPid}/status`) === null) return [];
  const seen = new Set<number>([rootPid]);
  const queue = [rootPid];
  while (queue.length > 0) {
    for (const child of childrenOf(queue.shift()!)) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return [...seen];
}

const KB_FIELD = (name: string) => new RegExp(`^${name}:\\s+(\\d+)\\s+kB$`, "m");

/** VmRSS and VmHWM of one process in bytes; null for a process gone, or one without memory (a zombie). */
export function readProcessMemory(pid: number): ProcessMemory | null {
  const status = readOrNull(`/proc/${pid}/status`);
  const rss = status ? KB_FIELD("VmRSS").exec(status) : null;
  if (!status || !rss) return null;
  const hwm = KB_FIELD("VmHWM").exec(status);
  const rssBytes = Number(rss[1]) * 1024;
  return { pid, rssBytes, highWaterBytes: hwm ? Number(hwm[1]) * 1024 : rssBytes };
}

/** Resets a process's VmHWM to its current RSS (clear_refs 5); false where the kernel refuses. */
function resetHighWater(pid: number): boolean {
  try {
    appendFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

class PeakTracker {
  sampledTreeRssBytes = 0;
  highWaterByPid = new Map<number, number>();
  longestSampleGapMs = 0;
  samples = 0;

  take(treeRssBytes: number, processes: ProcessMemory[], gapMs: number) {
    this.samples += 1;
    this.sampledTreeRssBytes = Math.max(this.sampledTreeRssBytes, treeRssBytes);
    this.longestSampleGapMs = Math.max(this.longestSampleGapMs, gapMs);
    for (const each of processes) {
      this.highWaterByPid.set(each.pid, Math.max(this.highWaterByPid.get(each.pid) ?? 0, each.highWaterBytes));
    }
  }

  peak(): MemoryPeak {
    const highWaters = [...this.highWaterByPid.values()];
    return {
      sampledTreeRssBytes: this.sampledTreeRssBytes,
      highWaterBytes: Math.max(0, ...highWaters),
      highWaterSumBytes: highWaters.reduce((sum, each) => sum + each, 0),
      longestSampleGapMs: this.longestSampleGapMs,
      samples: this.samples,
    };
  }
}

/**
 * Watches the process tree under `rootPid` until stop(): past `limitBytes` of summed VmRSS (or one
 * process's VmHWM past it) it SIGKILLs every process of the tree, records the kill, and, given `logFile`,
 * appends it there as a JSON line (the rehearsal's later workers and its last spec read it).
 */
export function startMemoryCeiling({
  rootPid,
  limitBytes = VERCEL_FUNCTION_MEMORY_BYTES,
  intervalMs = SAMPLE_INTERVAL_MS,
  logFile,
}: {
  rootPid: number;
  limitBytes?: number;
  intervalMs?: number;
  logFile?: string;
}): MemoryCeiling {
  const lifetime = new PeakTracker();
  const windows = new Set<PeakTracker>();
  let last = Date.now();

  /** One sample: answers the tree's summed VmRSS (0 once it is gone). */
  const sample = (): number => {
    const now = Date.now();
    const gap = now - last;
    last = now;
    const pids = listProcessTree(rootPid);
    const processes = pids.map(readProcessMemory).filter((each): each is ProcessMemory => each !== null);
    if (processes.length === 0) return 0;
    const treeRssBytes = processes.reduce((sum, each) => sum + each.rssBytes, 0);
    const highWaterBytes = Math.max(...processes.map((each) => each.highWaterBytes));
    for (const tracker of [lifetime, ...windows]) tracker.take(treeRssBytes, processes, gap);
    if (ceiling.killed || (treeRssBytes <= limitBytes && highWaterBytes <= limitBytes)) return treeRssBytes;
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    ceiling.killed = {
      at: now,
      treeRssBytes,
      highWaterBytes,
      pids,
      reason: treeRssBytes > limitBytes ? "tree RSS over the ceiling" : "a process's VmHWM over the ceiling",
    };
    if (logFile) appendFileSync(logFile, `${JSON.stringify({ event: "killed", limitBytes, ...ceiling.killed })}\n`);
    return treeRssBytes;
  };

  const timer = setInterval(sample, intervalMs);
  timer.unref();
  const ceiling: MemoryCeiling = {
    limitBytes,
    rootPid,
    killed: null,
    peak() {
      sample();
      return lifetime.peak();
    },
    openWindow() {
      sample(); // the lifetime peaks keep what the reset is about to clear
      const pids = listProcessTree(rootPid);
      const highWaterReset = pids.length > 0 && pids.map(resetHighWater).every(Boolean);
      const tracker = new PeakTracker();
      windows.add(tracker);
      const startTreeRssBytes = sample();
      return {
        highWaterReset,
        startTreeRssBytes,
        peak() {
          sample();
          return tracker.peak();
        },
      };
    },
    stop() {
      sample();
      clearInterval(timer);
      if (logFile) appendFileSync(logFile, `${JSON.stringify({ event: "stopped", rootPid, ...lifetime.peak() })}\n`);
    },
  };
  sample();
  return ceiling;
}

export const toMiB = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
