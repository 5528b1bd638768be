import { ApiError } from "@/lib/api/errors";
import { computeCutLineOffThread } from "@/lib/die-cut/cut-off-thread";
import { computeCutLine } from "@/lib/die-cut/compute-cut-line";
import { GeometryBusyError, GeometryTimeoutError } from "@/lib/die-cut/geometry-errors";
import { computeDieCutLine } from "./compute-die-cut-line";
import { cutDesignAtSize } from "./cut-design-at-size";
import { DIE_CUT_MESSAGES } from "./die-cut-refusals";
import { outlineOf } from "./outline-of-rectangles";
import { readDesignOutline } from "./read-design-outline";

jest.mock("./read-design-outline", () => ({ readDesignOutline: jest.fn() }));
// The pool's workers are tested in lib/die-cut/geometry-pool.test.ts; here the same geometry answers in
// the test's own thread, so what is remembered and what is asked again can be counted.
jest.mock("@/lib/die-cut/cut-off-thread", () => ({ computeCutLineOffThread: jest.fn() }));

const readOutline = jest.mocked(readDesignOutline);
const compute = jest.mocked(computeCutLineOffThread);

/** Two 60 × 60 px squares far apart in a 200 × 100 px working copy: two parts joined into one line. */
const twoParts = outlineOf([0, 0, 60, 60], [140, 40, 60, 60]);

let fileNumber = 0;
/** A design under a file name no other test used: the cache is the module's, shared by the tests. */
const newDesign = () => ({ id: 1, filename: `cut-cache-${++fileNumber}.png`, outline: null });

beforeEach(() => {
  readOutline.mockReset().mockResolvedValue(twoParts);
  compute.mockReset().mockImplementation(async (outline, size) => computeCutLine(outline, size));
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("cutDesignAtSize", () => {
  it("computes a design's line at a size once, for the caller asking, and answers the same line the next time", async () => {
    const design = newDesign();
    const first = await cutDesignAtSize(design, 3, "session-a");
    const second = await cutDesignAtSize(design, 3, "session-b");
    expect(second).toBe(first);
    expect(first).toEqual(computeDieCutLine(twoParts, 3));
    expect(first.separateParts).toBe(true);
    expect(readOutline).toHaveBeenCalledTimes(1);
    expect(readOutline).toHaveBeenCalledWith(design, "session-a");
    expect(compute).toHaveBeenCalledTimes(1);
    expect(compute).toHaveBeenCalledWith(twoParts, 3, "session-a");
  });

  it("asks the pool once for the same design and size asked twice at once", async () => {
    const design = newDesign();
    const [first, second] = await Promise.all([cutDesignAtSize(design, 3, "a"), cutDesignAtSize(design, 3, "a")]);
    expect(second).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["another size of the same design", (d: ReturnType<typeof newDesign>) => [d, 4] as const],
    ["the same size of another design file", () => [newDesign(), 3] as const],
  ])("computes again for %s", async (_, other) => {
    const design = newDesign();
    await cutDesignAtSize(design, 3, "a");
    const [otherDesign, otherSize] = other(design);
    const line = await cutDesignAtSize(otherDesign, otherSize, "a");
    expect(compute).toHaveBeenCalledTimes(2);
    expect(line.widthInches).toBe(otherSize);
  });

  it("answers a size the design cannot be cut at with a 400 and its reason, remembered", async () => {
    const design = newDesign();
    for (let attempt = 0; attempt < 3; attempt++) {
      const refusal = await failureOf(cutDesignAtSize(design, 0.2, "a"));
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 400, message: expect.stringMatching(/larger than its two borders/) });
    }
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("answers a job past its time limit with a 422 (too intricate), remembered", async () => {
    const design = newDesign();
    compute.mockRejectedValue(new GeometryTimeoutError("running", 10_000));
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await failureOf(cutDesignAtSize(design, 3, "a"))).toMatchObject({
        status: 422,
        message: DIE_CUT_MESSAGES["too-intricate"],
      });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["the shop's queue is full", new GeometryBusyError("shop"), 503],
    ["the caller's share is full", new GeometryBusyError("caller"), 429],
    ["the job waited past its queue limit", new GeometryTimeoutError("queued", 20_000), 503],
  ])("answers %s with a %p and Retry-After, and asks again next time", async (_, error, status) => {
    const design = newDesign();
    compute.mockRejectedValueOnce(error);
    const refusal = await failureOf(cutDesignAtSize(design, 3, "a"));
    expect(refusal).toMatchObject({ status, headers: { "Retry-After": "5" } });
    await expect(cutDesignAtSize(design, 3, "a")).resolves.toMatchObject({ widthInches: 3 });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("answers a failure that is no refusal (a worker gone, a runtime RangeError) as it came, not asked again for a minute", async () => {
    const design = newDesign();
    const failure = Object.assign(new Error("Array buffer allocation failed"), { name: "RangeError" });
    compute.mockRejectedValue(failure);
    const errorLog = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await failureOf(cutDesignAtSize(design, 3, "a"))).toBe(failure);
    expect(await failureOf(cutDesignAtSize(design, 3, "a"))).toMatchObject({
      status: 500,
      message: DIE_CUT_MESSAGES.failed,
    });
    expect(compute).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalledTimes(1);
    errorLog.mockRestore();
  });

  it("passes on the stored refusal of an artwork that cannot be cut around, without asking the pool", async () => {
    readOutline.mockRejectedValue(new ApiError(422, DIE_CUT_MESSAGES["too-many-pieces"]));
    expect(await failureOf(cutDesignAtSize(newDesign(), 3, "a"))).toMatchObject({
      status: 422,
      message: DIE_CUT_MESSAGES["too-many-pieces"],
    });
    expect(compute).not.toHaveBeenCalled();
  });

  it("hands out a line no caller can change for the next one", async () => {
    const design = newDesign();
    const line = await cutDesignAtSize(design, 3, "a");
    expect(() => {
      (line as { path: string }).path = "M0 0Z";
    }).toThrow(TypeError);
    expect((await cutDesignAtSize(design, 3, "a")).path).toBe(computeDieCutLine(twoParts, 3).path);
  });
});
