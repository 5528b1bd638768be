/** @jest-environment node */
// The rehearsal's memory ceiling on its own, with a lower ceiling than Vercel's: a launcher whose child
// keeps allocating is killed, launcher and child, once their summed RSS passes it, and the kill is logged;
// a tree that stays under it is left alone and its peak covers what the child held; a process that is
// gone reads as nothing rather than failing.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  listProcessTree,
  readProcessMemory,
  startMemoryCeiling,
  VERCEL_FUNCTION_MEMORY_BYTES,
  type MemoryCeiling,
} from "./support/memory-ceiling";

const MiB = 1024 ** 2;

/** A node that starts a child node (as `next start` may start next-server) which holds `mib` MiB, 16 at a time. */
function startLauncher(mib: number): ChildProcess {
  const child = `const held = []; const grow = setInterval(() => { held.push(Buffer.alloc(16 * 1024 * 1024, 1)); if (held.length * 16 >= ${mib}) { clearInterval(grow); console.log("held"); } }, 15); setInterval(() => {}, 1000);`;
  const launcher = `const { spawn } = require("node:child_process"); spawn(process.execPath, ["-e", ${JSON.stringify(child)}], { stdio: ["ignore", "inherit", "inherit"] }); setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ["-e", launcher], { stdio: ["ignore", "pipe", "inherit"] });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

const isAlive = (pid: number) => readProcessMemory(pid) !== null;

/** Checks `condition` every 10 ms until it holds; fails after `timeout` ms. */
async function waitFor(condition: () => boolean, what: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let folder: string;
let launcher: ChildProcess | undefined;
let ceiling: MemoryCeiling | undefined;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "memory-ceiling-"));
});

afterEach(async () => {
  ceiling?.stop();
  ceiling = undefined;
  for (const pid of launcher?.pid ? listProcessTree(launcher.pid).reverse() : []) process.kill(pid, "SIGKILL");
  if (launcher) await exited(launcher);
  launcher = undefined;
  rmSync(folder, { recursive: true, force: true });
});

it("is Vercel's 2 GB taken as 2 GiB", () => {
  expect(VERCEL_FUNCTION_MEMORY_BYTES).toBe(2_147_483_648);
});

it("kills the whole tree, launcher and child, once its summed RSS passes the ceiling, and logs it", async () => {
  const logFile = path.join(folder, "memory-ceiling.jsonl");
  launcher = startLauncher(640);
  ceiling = startMemoryCeiling({ rootPid: launcher.pid!, limitBytes: 256 * MiB, logFile });
  let tree: number[] = [];
  await waitFor(() => {
    if (!ceiling!.killed) tree = listProcessTree(launcher!.pid!);
    return ceiling!.killed !== null;
  }, "the kill");
  await exited(launcher);
  expect(launcher.signalCode).toBe("SIGKILL");
  const killed = ceiling.killed!;
  expect(killed.treeRssBytes).toBeGreaterThan(256 * MiB);
  expect(killed.treeRssBytes).toBeLessThan(640 * MiB);
  expect(killed.pids).toHaveLength(2);
  expect(tree).toEqual(killed.pids);
  await waitFor(() => killed.pids.filter(isAlive).length === 0, "both processes to end");
  const lines = readFileSync(logFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(lines).toEqual([expect.objectContaining({ event: "killed", limitBytes: 256 * MiB, pids: killed.pids })]);
  expect(ceiling.peak().sampledTreeRssBytes).toBeGreaterThan(256 * MiB);
});

it("leaves a tree under the ceiling alone, and its peaks cover what the child held", async () => {
  launcher = startLauncher(160);
  ceiling = startMemoryCeiling({ rootPid: launcher.pid!, limitBytes: 1024 * MiB });
  const window = ceiling.openWindow();
  expect(window.highWaterReset).toBe(true);
  expect(window.startTreeRssBytes).toBeGreaterThan(0);
  await new Promise<void>((resolve) => launcher!.stdout!.once("data", () => resolve()));
  const peak = window.peak();
  expect(ceiling.killed).toBeNull();
  expect(listProcessTree(launcher.pid!)).toHaveLength(2);
  expect(peak.sampledTreeRssBytes).toBeGreaterThan(160 * MiB);
  expect(peak.sampledTreeRssBytes).toBeGreaterThan(window.startTreeRssBytes + 100 * MiB);
  expect(peak.highWaterBytes).toBeGreaterThan(160 * MiB);
  expect(peak.highWaterSumBytes).toBeGreaterThanOrEqual(peak.highWaterBytes);
  expect(peak.sampledTreeRssBytes).toBeLessThan(1024 * MiB);
  expect(launcher.exitCode).toBeNull();
});

it("reads a process that is gone as nothing", async () => {
  const gone = spawn(process.execPath, ["-e", ""]);
  await exited(gone);
  expect(readProcessMemory(gone.pid!)).toBeNull();
  expect(listProcessTree(gone.pid!)).toEqual([]);
  const watching = startMemoryCeiling({ rootPid: gone.pid!, limitBytes: 1 });
  expect(watching.peak().samples).toBe(0);
  expect(watching.killed).toBeNull();
  watching.stop();
});
