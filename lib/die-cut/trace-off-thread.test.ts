/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeWorkingCopy } from "./decode-working-copy";
import { traceWorkingCopyOffThread } from "./trace-off-thread";
import { traceWorkingCopy } from "./trace-working-copy";
import type { WorkingCopy } from "./types";

const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name));

describe("traceWorkingCopyOffThread", () => {
  it("answers, from its worker thread, the outline traceWorkingCopy gives on the event loop", async () => {
    const copy = await decodeWorkingCopy(fixture("martini_glass_k_yager_01.png"));
    const outline = await traceWorkingCopyOffThread(copy);
    expect(outline).toEqual(traceWorkingCopy(copy));
    expect(outline.source).toBe("alpha");
    expect(outline.parts).toBeGreaterThan(1);
  });

  it("gives each of several traces in flight at once its own outline", async () => {
    const copies = await Promise.all(
      ["dolphin_enrique_meza_c_01.png", "rainbow_linda_kim_01.png", "jigsaw_green_12.png"].map((name) =>
        decodeWorkingCopy(fixture(name)),
      ),
    );
    const outlines = await Promise.all(copies.map((copy) => traceWorkingCopyOffThread(copy)));
    outlines.forEach((outline, index) => expect(outline).toEqual(traceWorkingCopy(copies[index] as WorkingCopy)));
    expect(new Set(outlines.map((outline) => outline.parts)).size).toBeGreaterThan(1);
  });

  it("rejects with the tracer's error, and the next trace is answered", async () => {
    const good = await decodeWorkingCopy(fixture("jigsaw_green_12.png"));
    // A negative width: the tracer's mask cannot be allocated, and it throws inside the worker.
    const broken: WorkingCopy = { ...good, width: -1 };
    expect(() => traceWorkingCopy(broken)).toThrow(/invalid typed array length/i);
    const failure = await traceWorkingCopyOffThread(broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/invalid typed array length/i);
    await expect(traceWorkingCopyOffThread(good)).resolves.toEqual(traceWorkingCopy(good));
  });
});
