import { readFileSync } from "node:fs";
import path from "node:path";
import { computeCutLine } from "./compute-cut-line";
import { placeArtwork } from "./place-artwork";
import { traceArtworkOutline } from "./trace-artwork-outline";
import type { TracedOutline } from "./types";

const outline = (rings: number[][], width = 1000, height = 800): TracedOutline => ({
  version: 1,
  source: "alpha",
  width,
  height,
  imageWidth: width * 2,
  imageHeight: height * 2,
  rings,
  parts: rings.length,
});
const rectangle = (x: number, y: number, w: number, h: number) => [x, y, x + w, y, x + w, y + h, x, y + h];
const toHundredth = (inches: number) => Number(inches.toFixed(2));

/** The frame as an order keeps it (to the hundredth), and the placement computeCutLine gives there. */
function cutAt(art: TracedOutline, size: number) {
  const cut = computeCutLine(art, size);
  return { frame: { widthInches: toHundredth(cut.widthInches), heightInches: toHundredth(cut.heightInches) }, cut };
}

describe("placeArtwork", () => {
  it.each([
    ["a wide rectangle off-centre in its image", [rectangle(100, 300, 400, 200)], [1, 3, 7.5, 12]],
    ["a tall L (concave corner)", [[200, 100, 300, 100, 300, 600, 500, 600, 500, 700, 200, 700]], [2, 4.25]],
    ["two far-apart parts (joined)", [rectangle(0, 0, 100, 100), rectangle(800, 600, 150, 120)], [3]],
  ])('%s: where computeCutLine puts the image, within 0.01"', (_name, rings, sizes) => {
    const art = outline(rings);
    for (const size of sizes) {
      const { frame, cut } = cutAt(art, size);
      const placed = placeArtwork(art, frame);
      for (const key of ["x", "y", "width", "height"] as const)
        expect({ size, key, off: Math.abs(placed[key] - cut.artwork[key]) < 0.01 }).toEqual({ size, key, off: true });
    }
  });

  it("scales the whole working copy, not only the traced part", () => {
    const art = outline([rectangle(250, 200, 500, 400)]);
    const placed = placeArtwork(art, { widthInches: 5, heightInches: 4 });
    // 500 px of artwork span 5" less the border and slack on both sides.
    const inchesPerPixel = (5 - 2 * 0.127) / 500;
    expect(placed.width).toBeCloseTo(1000 * inchesPerPixel, 6);
    expect(placed.height).toBeCloseTo(800 * inchesPerPixel, 6);
    expect(placed.x).toBeCloseTo(0.127 - 250 * inchesPerPixel, 6);
    expect(placed.y).toBeCloseTo((4 - 400 * inchesPerPixel) / 2 - 200 * inchesPerPixel, 6);
  });

  it("takes another border", () => {
    const art = outline([rectangle(0, 0, 1000, 800)]);
    expect(placeArtwork(art, { widthInches: 4, heightInches: 3.2 }, { borderInches: 0.25 }).x).toBeCloseTo(0.252, 6);
  });

  it.each([
    ["no rings", outline([])],
    ["a frame no larger than its borders", outline([rectangle(0, 0, 10, 10)]), 0.25],
  ])("refuses %s", (_name, art, size = 3) => {
    expect(() => placeArtwork(art, { widthInches: size, heightInches: size })).toThrow(RangeError);
  });

  it("places a real traced artwork (the dolphin, on a page with wide transparent margins) as the cut does", async () => {
    const bytes = readFileSync(path.join(__dirname, "__fixtures__", "dolphin_enrique_meza_c_01.png"));
    const art = await traceArtworkOutline(bytes);
    const { frame, cut } = cutAt(art, 3);
    const placed = placeArtwork(art, frame);
    // The page reaches far beyond the cut: the image must not be shrunk into the frame.
    expect(placed.height).toBeGreaterThan(frame.heightInches);
    for (const key of ["x", "y", "width", "height"] as const)
      expect(Math.abs(placed[key] - cut.artwork[key])).toBeLessThan(0.01);
  });
});
