import { ApiError } from "@/lib/api/errors";
import { computeDieCutLine } from "./compute-die-cut-line";
import { cutDesignAtSize } from "./cut-design-at-size";
import { outlineOf } from "./outline-of-rectangles";
import { readDesignOutline } from "./read-design-outline";

jest.mock("./read-design-outline", () => ({ readDesignOutline: jest.fn() }));
jest.mock("./compute-die-cut-line", () => {
  const actual = jest.requireActual("./compute-die-cut-line");
  return { ...actual, computeDieCutLine: jest.fn(actual.computeDieCutLine) };
});

const readOutline = jest.mocked(readDesignOutline);
const compute = jest.mocked(computeDieCutLine);

/** Two 60 × 60 px squares far apart in a 200 × 100 px working copy: two parts joined into one line. */
const twoParts = outlineOf([0, 0, 60, 60], [140, 40, 60, 60]);

let fileNumber = 0;
/** A design under a file name no other test used: the cache is the module's, shared by the tests. */
const newDesign = () => ({ id: 1, filename: `cut-cache-${++fileNumber}.png`, outline: null });

beforeEach(() => {
  readOutline.mockReset().mockResolvedValue(twoParts);
  compute.mockClear();
});

describe("cutDesignAtSize", () => {
  it("computes a design's line at a size once, and answers the same line the next time", async () => {
    const design = newDesign();
    const first = await cutDesignAtSize(design, 3);
    const second = await cutDesignAtSize(design, 3);
    expect(second).toBe(first);
    expect(first).toEqual(computeDieCutLine(twoParts, 3));
    expect(first.separateParts).toBe(true);
    expect(readOutline).toHaveBeenCalledTimes(1);
    // Once by cutDesignAtSize, once by the expectation above.
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["another size of the same design", (d: ReturnType<typeof newDesign>) => [d, 4] as const],
    ["the same size of another design file", () => [newDesign(), 3] as const],
  ])("computes again for %s", async (_, other) => {
    const design = newDesign();
    await cutDesignAtSize(design, 3);
    const [otherDesign, otherSize] = other(design);
    const line = await cutDesignAtSize(otherDesign, otherSize);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(line.widthInches).toBe(otherSize);
  });

  it("answers a size the design cannot be cut at with a 400 and its reason, every time", async () => {
    const design = newDesign();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refusal = await cutDesignAtSize(design, 0.2).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 400, message: expect.stringMatching(/larger than its two borders/) });
    }
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("hands out a line no caller can change for the next one", async () => {
    const design = newDesign();
    const line = await cutDesignAtSize(design, 3);
    expect(() => {
      (line as { path: string }).path = "M0 0Z";
    }).toThrow(TypeError);
    expect((await cutDesignAtSize(design, 3)).path).toBe(computeDieCutLine(twoParts, 3).path);
  });
});
