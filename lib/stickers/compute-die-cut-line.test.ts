import { ApiError } from "@/lib/api/errors";
import { computeDieCutLine } from "./compute-die-cut-line";
import { outlineOf } from "./outline-of-rectangles";
import { RECUT_MESSAGES } from "./die-cut-refusals";
import { recutDieCutLine } from "./recut-die-cut-line";

describe("computeDieCutLine", () => {
  it("gives the ordered longest side, border included, and the other side in proportion, to the hundredth", () => {
    const line = computeDieCutLine(outlineOf([0, 0, 200, 100]), 3);
    expect(line.widthInches).toBe(3);
    // The artwork is 2.75" × 1.375" inside a 0.125" border: 1.625" tall.
    expect(line.heightInches).toBe(1.63);
    expect(line.offsetInches).toBe(0.125);
    expect(line.separateParts).toBe(false);
    expect(line.path).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
    expect(line.artwork.width).toBeCloseTo(2.75, 2);
  });

  it("says when the artwork has separate parts (cut as one sticker)", () => {
    expect(computeDieCutLine(outlineOf([0, 0, 50, 50], [150, 50, 50, 50]), 4).separateParts).toBe(true);
  });

  it.each([
    ["alpha", false],
    ["background", false],
    ["rectangle", true],
  ] as const)(
    "says whether the cut follows the image's edge (#34: a photo is told why it is a rounded rectangle): %s → %p",
    (source, follows) => {
      expect(computeDieCutLine({ ...outlineOf([0, 0, 200, 100]), source }, 3).followsImageEdge).toBe(follows);
    },
  );
});

describe("recutDieCutLine", () => {
  it("cuts the new artwork at the size ordered (its longest side) and names it", async () => {
    const stored = JSON.stringify(outlineOf([0, 0, 100, 100]));
    await expect(recutDieCutLine({ widthInches: 3, heightInches: 1.63 }, stored, "proof:1")).resolves.toMatchObject({
      widthInches: 3,
      heightInches: 3,
      sizeName: 'Die-cut 3" × 3"',
      cutLine: expect.stringMatching(/^M.*Z$/),
    });
  });

  it.each([null, "not json", JSON.stringify({ version: 2 })])(
    "asks to try again (503) for a design whose outline the upload did not trace (%p)",
    async (stored) => {
      const thrown = await recutDieCutLine({ widthInches: 3, heightInches: 2 }, stored, "proof:1").catch(
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(ApiError);
      expect(thrown).toMatchObject({ status: 503, message: RECUT_MESSAGES.notReady, headers: { "Retry-After": "5" } });
    },
  );

  it("refuses an artwork stored as too complex to cut around with a 422 and its reason, in the customer's terms", async () => {
    const refused = {
      version: 1,
      refused: "too-many-pieces",
      width: 300,
      height: 300,
      imageWidth: 300,
      imageHeight: 300,
    };
    const thrown = await recutDieCutLine({ widthInches: 3, heightInches: 2 }, JSON.stringify(refused), "proof:1").catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ status: 422, message: RECUT_MESSAGES["too-many-pieces"] });
  });
});
