/** @jest-environment node */
// The geometry pool: real worker threads (through the TypeScript hooks tests/setup/test-env.ts gives
// them), answering what the geometry answers on the event loop, under time limits that stop a worker,
// with a bounded queue that takes callers in turn.
import { readFileSync } from "node:fs";
import path from "node:path";
import { computeCutLine } from "./compute-cut-line";
import { CutLineRefusal } from "./cut-line-refusal";
import { decodeWorkingCopy } from "./decode-working-copy";
import { GeometryBusyError, GeometryTimeoutError } from "./geometry-errors";
import { GEOMETRY_WORKERS, MAX_QUEUED_PER_CALLER, runGeometryJob } from "./geometry-pool";
import { traceWorkingCopy } from "./trace-working-copy";
import type { TracedOutline, WorkingCopy } from "./types";

jest.setTimeout(60_000);

const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name));
const traced = (copy: WorkingCopy) => traceWorkingCopy(copy) as TracedOutline;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/**
 * Many small squares far apart: joining them into one line at 12" takes a search of closings, hundreds
 * of milliseconds or more in a worker, while a cut of one square takes a few.
 */
function scatteredSquares(count: number): TracedOutline {
  const side = Math.ceil(Math.sqrt(count));
  const rings = Array.from({ length: count }, (_, i) => {
    const x = (i % side) * 60;
    const y = Math.floor(i / side) * 60;
    return [x, y, x + 4, y, x + 4, y + 4, x, y + 4];
  });
  const extent = side * 60;
  return {
    version: 1,
    source: "alpha",
    width: extent,
    height: extent,
    imageWidth: extent,
    imageHeight: extent,
    rings,
    parts: count,
  };
}
const square: TracedOutline = {
  version: 1,
  source: "alpha",
  width: 100,
  height: 100,
  imageWidth: 100,
  imageHeight: 100,
  rings: [[10, 10, 90, 10, 90, 90, 10, 90]],
  parts: 1,
};

describe("runGeometryJob", () => {
  it("traces in a worker what traceWorkingCopy traces on the event loop, one outline per job", async () => {
    const copies = await Promise.all(
      ["martini_glass_k_yager_01.png", "dolphin_enrique_meza_c_01.png", "jigsaw_green_12.png"].map((name) =>
        decodeWorkingCopy(fixture(name)),
      ),
    );
    const outlines = await Promise.all(
      copies.map((copy, i) => runGeometryJob({ kind: "trace", copy }, { caller: `session-${i}` })),
    );
    outlines.forEach((outline, i) => expect(outline).toEqual(traceWorkingCopy(copies[i] as WorkingCopy)));
    expect(new Set(outlines.map((outline) => ("parts" in outline ? outline.parts : 0))).size).toBeGreaterThan(1);
  });

  it("cuts in a worker the line computeCutLine gives on the event loop", async () => {
    const outline = traced(await decodeWorkingCopy(fixture("rainbow_linda_kim_01.png")));
    const line = await runGeometryJob({ kind: "cut", outline, sizeInches: 3 }, { caller: "a" });
    expect(line).toEqual(computeCutLine(outline, 3));
  });

  it("rejects with the geometry's own refusal (CutLineRefusal: not at this size) as one, and answers the next job", async () => {
    const failure = await failureOf(runGeometryJob({ kind: "cut", outline: square, sizeInches: 0.2 }, { caller: "a" }));
    expect(failure).toBeInstanceOf(CutLineRefusal);
    expect(failure).toMatchObject({ message: expect.stringMatching(/larger than its two borders/) });
    await expect(
      runGeometryJob({ kind: "cut", outline: square, sizeInches: 2 }, { caller: "a" }),
    ).resolves.toMatchObject({
      widthInches: 2,
    });
  });

  it("stops a job past its time limit, and a fresh worker answers the next one", async () => {
    const started = Date.now();
    const failure = await failureOf(
      runGeometryJob({ kind: "cut", outline: scatteredSquares(150), sizeInches: 12 }, { caller: "a", timeLimitMs: 50 }),
    );
    expect(failure).toBeInstanceOf(GeometryTimeoutError);
    expect(failure).toMatchObject({ stage: "running", limitMs: 50 });
    // Ended by the limit (the worker terminated), not by finishing: well before the job would have.
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(
      runGeometryJob({ kind: "cut", outline: square, sizeInches: 2 }, { caller: "a" }),
    ).resolves.toMatchObject({
      widthInches: 2,
    });
  });

  it("takes the next job from a caller with none running before another job of a busy caller", async () => {
    const slow = scatteredSquares(120);
    const finished: string[] = [];
    const track = (name: string, promise: Promise<unknown>) => promise.then(() => finished.push(name));
    // Caller A fills every worker (one short job, the others long) and queues one more long job; caller
    // B queues one short job after it. When A's short job ends, B's job goes first: it ends before A's
    // long jobs, though it was queued last.
    const jobs = [track("a-short", runGeometryJob({ kind: "cut", outline: square, sizeInches: 2 }, { caller: "A" }))];
    for (let i = 1; i < GEOMETRY_WORKERS; i++)
      jobs.push(track(`a-long-${i}`, runGeometryJob({ kind: "cut", outline: slow, sizeInches: 12 }, { caller: "A" })));
    jobs.push(track("a-queued", runGeometryJob({ kind: "cut", outline: slow, sizeInches: 12 }, { caller: "A" })));
    jobs.push(track("b", runGeometryJob({ kind: "cut", outline: square, sizeInches: 3 }, { caller: "B" })));
    await Promise.all(jobs);
    expect(finished.slice(0, 2)).toEqual(["a-short", "b"]);
  });

  it("refuses a caller's job past its share of the queue, and every job once the queue is full, starting nothing", async () => {
    const slow = scatteredSquares(120);
    const running = Array.from({ length: GEOMETRY_WORKERS }, () =>
      runGeometryJob({ kind: "cut", outline: slow, sizeInches: 12 }, { caller: "hog" }),
    );
    const queued = Array.from({ length: MAX_QUEUED_PER_CALLER }, () =>
      runGeometryJob({ kind: "cut", outline: square, sizeInches: 2 }, { caller: "hog" }),
    );
    const refused = await failureOf(runGeometryJob({ kind: "cut", outline: square, sizeInches: 2 }, { caller: "hog" }));
    expect(refused).toBeInstanceOf(GeometryBusyError);
    expect(refused).toMatchObject({ scope: "caller" });
    // Another caller still gets in.
    const other = runGeometryJob({ kind: "cut", outline: square, sizeInches: 2 }, { caller: "other" });
    await expect(Promise.all([...running, ...queued, other])).resolves.toHaveLength(
      GEOMETRY_WORKERS + MAX_QUEUED_PER_CALLER + 1,
    );
  });
});
