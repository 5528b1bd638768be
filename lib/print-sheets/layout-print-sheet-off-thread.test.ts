/** @jest-environment node */
// The print-sheet layout in its worker thread (through the TypeScript hooks tests/setup/test-env.ts gives it):
// the same layout as on the event loop, the event loop free meanwhile, errors kept, a time limit that stops it.
import { makePrintSheetItem } from "./__fixtures__/print-sheet-item";
import { layoutPrintSheet, type PrintSheetLayoutInput } from "./layout-print-sheet";
import { layoutPrintSheetOffThread } from "./layout-print-sheet-off-thread";
import { PrintSheetLayoutError } from "./print-sheet-layout-error";

jest.setTimeout(60_000);

const item = makePrintSheetItem;

/** Die-cut triangles and circles, nested by their cut lines: a second or so of CPU. */
const nestedBatch = (copies: number): PrintSheetLayoutInput => ({
  items: [
    item({ shape: "die-cut", cutLine: "M0 0L2 0L0 1.5Z", widthInches: 2, heightInches: 1.5, quantity: copies }),
    item({ shape: "circle", widthInches: 1.5, heightInches: 1.5, quantity: copies }),
  ],
  media: { kind: "roll", widthInches: 12, maxLengthInches: 48 },
  gapInches: 0.125,
  createdAt: new Date("2026-11-28T12:00:00Z"),
});

/** Turns of the event loop (setImmediate) until `promise` settles: none if the work ran on this thread. */
async function turnsWhile<T>(promise: Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let settled = false;
  const spin = () => {
    if (settled) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  try {
    return { value: await promise, turns };
  } finally {
    settled = true;
  }
}

describe("layoutPrintSheetOffThread", () => {
  it("lays out in a worker what layoutPrintSheet lays out on the event loop, which keeps turning meanwhile", async () => {
    const input = nestedBatch(400);
    const onThisThread = layoutPrintSheet(input);
    expect(onThisThread.method).toBe("nested");
    const { value, turns } = await turnsWhile(layoutPrintSheetOffThread(input));
    expect(value).toEqual(onThisThread);
    // The same work run on this thread inside a promise turns the loop not once before it settles.
    expect((await turnsWhile(Promise.resolve().then(() => layoutPrintSheet(input)))).turns).toBe(0);
    expect(turns).toBeGreaterThan(10);
  });

  it("keeps the operator's PrintSheetLayoutError as one, with the message the layout gives", async () => {
    const input: PrintSheetLayoutInput = {
      ...nestedBatch(1),
      items: [item({ widthInches: 20, heightInches: 20, quantity: 1 })],
    };
    const expected = (() => {
      try {
        layoutPrintSheet(input);
      } catch (error) {
        return error as Error;
      }
      throw new Error('the layout was expected to refuse a 20" sticker on a 12" roll');
    })();
    const error = await layoutPrintSheetOffThread(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrintSheetLayoutError);
    expect((error as Error).message).toBe(expected.message);
  });

  it("stops a layout past its time limit with a message for the operator, and a fresh worker lays out the next", async () => {
    const error = await layoutPrintSheetOffThread(nestedBatch(1_000), { timeLimitMs: 20 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PrintSheetLayoutError);
    expect((error as Error).message).toMatch(/took longer than 0.02 s and was stopped/);
    const next = await layoutPrintSheetOffThread(nestedBatch(5));
    expect(next.pages.flatMap((page) => page.placements)).toHaveLength(10);
  });
});
