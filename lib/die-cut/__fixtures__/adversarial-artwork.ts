// Hostile artwork for the die-cut tests and the bench (#32): tiny files whose outlines, traced naively,
// have tens of thousands of parts or one ring of tens of thousands of points. Made from seeded pixels, the
// same every run; transparent PNGs (their opaque pixels are the artwork).
import sharp from "sharp";
import { makeSeededRandom } from "./seeded-random";

function toPng(width: number, height: number, isInked: (x: number, y: number) => boolean): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (isInked(x, y)) {
        const at = (y * width + x) * 4;
        data[at] = 20;
        data[at + 1] = 20;
        data[at + 2] = 20;
        data[at + 3] = 255;
      }
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** An opaque pixel at every `step`-th x and y: 300 × 300 at step 2 is the review's 1 KB file of 22,500 parts. */
export function makeDottedPng(size: number, step = 2): Promise<Buffer> {
  return toPng(size, size, (x, y) => x % step === 0 && y % step === 0);
}

/** A comb: `teeth` upright teeth `toothWidth` px wide on a 20 px spine along the bottom, one long ring. */
export function makeCombPng(size: number, teeth: number, toothWidth = 1): Promise<Buffer> {
  const spacing = size / teeth;
  return toPng(size, size, (x, y) => y >= size - 20 || x % spacing < toothWidth);
}

/** Pinstripes: `count` horizontal lines one pixel thick, evenly spaced: fine, but artwork, not speckle. */
export function makeStripesPng(size: number, count: number): Promise<Buffer> {
  const spacing = Math.floor(size / count);
  return toPng(size, size, (_x, y) => y % spacing === 0 && y / spacing < count);
}

/** Dithered noise: each pixel opaque with probability `density` (seeded), as a photo dithered to one bit. */
export function makeNoisePng(size: number, density = 0.5, seed = 3): Promise<Buffer> {
  const random = makeSeededRandom(seed);
  return toPng(size, size, () => random() < density);
}

/** The patterns the tests and the bench run, by name: the review's, and the same at other sizes. */
export const ADVERSARIAL_ARTWORK = {
  "dots every 2 px, 300 px (1 KB)": () => makeDottedPng(300, 2),
  "dots every 2 px, 1200 px": () => makeDottedPng(1200, 2),
  "dots every 4 px, 1200 px": () => makeDottedPng(1200, 4),
  "dots every 8 px, 1200 px": () => makeDottedPng(1200, 8),
  "dots every 13 px, 1200 px": () => makeDottedPng(1200, 13),
  "comb of 400 hair-thin teeth, 1200 px": () => makeCombPng(1200, 400, 1),
  "comb of 40 teeth, 1200 px": () => makeCombPng(1200, 40, 1),
  "dithered noise 30%, 400 px": () => makeNoisePng(400, 0.3),
  "dithered noise 50%, 1200 px": () => makeNoisePng(1200, 0.5),
  "sparse noise 0.2%, 1200 px": () => makeNoisePng(1200, 0.002),
} as const satisfies Record<string, () => Promise<Buffer>>;
