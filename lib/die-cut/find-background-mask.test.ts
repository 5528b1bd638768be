import { UNIFORM_BACKGROUND_TOLERANCE, findBackgroundMask } from "./find-background-mask";

/** A w × h RGB image filled with `background`, with `paint(x, y)` colours where it returns one. */
function image(w: number, h: number, background: number[], paint: (x: number, y: number) => number[] | null) {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set(paint(x, y) ?? background, (y * w + x) * 3);
  return { data, width: w, height: h, channels: 3 };
}
const count = (mask: Uint8Array | null) => mask?.filter((value) => value === 255).length;
const square = (x: number, y: number) => x >= 10 && x < 30 && y >= 10 && y < 30;
let seed = 1;
const noise = () => (seed = (seed * 48271) % 2147483647) % 256;

it.each<[string, ReturnType<typeof image>, number | null]>([
  ["a red square on white", image(40, 40, [255, 255, 255], (x, y) => (square(x, y) ? [220, 0, 0] : null)), 400],
  [
    "a square on a noisy white within the tolerance",
    image(40, 40, [250, 250, 250], (x, y) => (square(x, y) ? [0, 0, 200] : [255 - (x % 5), 250, 255 - (y % 7)])),
    400,
  ],
  [
    "a pale yellow square on white (just past the tolerance)",
    image(40, 40, [255, 255, 255], (x, y) =>
      square(x, y) ? [255, 255, 255 - UNIFORM_BACKGROUND_TOLERANCE - 1] : null,
    ),
    400,
  ],
  [
    "a white hole inside the square, not reached from the edge, stays artwork",
    image(40, 40, [255, 255, 255], (x, y) => (square(x, y) && !(x === 20 && y === 20) ? [0, 0, 0] : null)),
    400,
  ],
  ["a photo: the edge varies", image(40, 40, [0, 0, 0], () => [noise(), noise(), noise()]), null],
  ["one colour everywhere: no artwork", image(40, 40, [30, 60, 90], () => null), null],
  [
    "artwork up to a one-pixel frame: too little background (1.3%)",
    image(300, 300, [255, 255, 255], (x, y) => (x > 0 && y > 0 && x < 299 && y < 299 ? [0, 0, 0] : null)),
    null,
  ],
])("%s", (_, raw, artworkPixels) => {
  expect(count(findBackgroundMask(raw)) ?? null).toBe(artworkPixels);
});
