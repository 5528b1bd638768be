// Last (files run in name order on one worker): over the whole rehearsal the server wrote nothing outside
// the temp folder, the edge refused nothing a test did not provoke on purpose, and no server of the
// rehearsal passed Vercel's 2 GB memory ceiling (support/memory-ceiling.ts).
import { existsSync, readFileSync } from "node:fs";
import type { EdgeRefusal } from "./support/vercel-edge-proxy";
import {
  edgeRefusalLog,
  expect,
  memoryCeilingLog,
  readOnlyDiskLoadedLog,
  readOnlyDiskLog,
  test,
} from "./support/rehearsal";

const lines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

test("no write outside the temp folder was refused", ({ rehearsal }) => {
  expect(rehearsal.origin).toBeTruthy(); // the server of this worker has run
  // The read-only disk was in force in the server itself (else an empty log would prove nothing).
  expect(lines(readOnlyDiskLoadedLog()).map((line) => String(line.script))).toContainEqual(
    expect.stringMatching(/next/),
  );
  expect(lines(readOnlyDiskLog())).toEqual([]);
});

test("the edge refused only what the tests provoked on purpose", () => {
  const refusals = lines(edgeRefusalLog()) as EdgeRefusal[];
  expect(refusals.filter((refusal) => !refusal.expected)).toEqual([]);
  expect(refusals.filter((refusal) => refusal.expected).length).toBeGreaterThan(0);
});

test("no server of the rehearsal was killed by the 2 GB memory ceiling", ({ rehearsal }) => {
  expect(rehearsal.memory.peak().samples).toBeGreaterThan(0); // the watchdog watched this worker's server
  expect(rehearsal.memory.killed).toBeNull();
  expect(lines(memoryCeilingLog()).filter((line) => line.event === "killed")).toEqual([]);
});
