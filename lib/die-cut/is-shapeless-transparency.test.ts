import { FRAME_DEPTH_MIN_PX, isShapelessTransparency } from "./is-shapeless-transparency";

/** An alpha plane of width × height, opaque except where `clear(x, y)` says so. */
function alphaOf(width: number, height: number, clear: (x: number, y: number) => boolean): Uint8Array {
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) alpha[y * width + x] = clear(x, y) ? 0 : 255;
  return alpha;
}

/** Outside a rounded square of corner radius r (a badge's transparent corners). */
const outsideRoundedCorners = (size: number, r: number) => (x: number, y: number) => {
  const cx = Math.min(Math.max(x + 0.5, r), size - r);
  const cy = Math.min(Math.max(y + 0.5, r), size - r);
  return Math.hypot(x + 0.5 - cx, y + 0.5 - cy) > r;
};

describe("isShapelessTransparency", () => {
  test.each([
    ["fully opaque", 400, 400, () => false, true],
    ["a 1 px clear frame", 400, 400, (x: number, y: number) => x < 1 || y < 1 || x > 398 || y > 398, true],
    [
      `a ${FRAME_DEPTH_MIN_PX} px clear frame on a small image`,
      300,
      300,
      (x: number, y: number) => x < 3 || y < 3 || x > 296 || y > 296,
      true,
    ],
    [
      "a 10 px clear frame on a 1200 px image (1 %)",
      1200,
      1200,
      (x: number, y: number) => x < 10 || y < 10 || x > 1189 || y > 1189,
      true,
    ],
    [
      "four clear corner pixels",
      400,
      400,
      (x: number, y: number) => (x === 0 || x === 399) && (y === 0 || y === 399),
      true,
    ],
    ["a few clear specks inside", 400, 400, (x: number, y: number) => x % 100 === 50 && y % 100 === 50, true],
    ["a badge's rounded corners (radius 10 %)", 400, 400, outsideRoundedCorners(400, 40), false],
    ["a badge's rounded corners (radius 5 %)", 400, 400, outsideRoundedCorners(400, 20), false],
    ["a clip art on a clear background", 400, 400, (x: number, y: number) => Math.hypot(x - 200, y - 200) > 150, false],
    [
      "a 12 px clear frame on a 400 px image",
      400,
      400,
      (x: number, y: number) => x < 12 || y < 12 || x > 387 || y > 387,
      false,
    ],
  ] as const)("%s", (_name, width, height, clear, shapeless) => {
    expect(isShapelessTransparency(alphaOf(width, height, clear), width, height, 127.5)).toBe(shapeless);
  });
});
