import { tracePlateRings } from "./trace-plate-rings";
import { traceWorkingCopy } from "./trace-working-copy";
import type { WorkingCopy } from "./types";

/** A working copy of `size`² RGBA pixels, opaque (black) where `inked(x, y)` at the pixel's centre, clear elsewhere. */
function copyOf(size: number, inked: (x: number, y: number) => boolean, clear = 0): WorkingCopy {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) data[(y * size + x) * 4 + 3] = inked(x + 0.5, y + 0.5) ? 255 : clear;
  return { data, width: size, height: size, channels: 4, imageWidth: size, imageHeight: size };
}

const distance = (x: number, y: number) => Math.hypot(x - 50, y - 50);
const ring = (x: number, y: number) => distance(x, y) <= 40 && distance(x, y) >= 20;
const ringWithDot = (x: number, y: number) => ring(x, y) || distance(x, y) <= 8;

/** Even-odd over the flat rings: how many rings enclose (x, y), mod 2. */
function isInked(rings: number[][], x: number, y: number): boolean {
  let inside = false;
  for (const flat of rings)
    for (let i = 0, j = flat.length - 2; i < flat.length; j = i, i += 2) {
      const [ax, ay, bx, by] = [flat[i]!, flat[i + 1]!, flat[j]!, flat[j + 1]!];
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
  return inside;
}

describe("tracePlateRings", () => {
  it.each([
    [
      "a ring: its hole stays clear",
      ring,
      [
        [50, 15],
        [50, 85],
        [15, 50],
      ],
      [
        [50, 50],
        [40, 50],
        [3, 3],
        [95, 95],
      ],
      2,
    ],
    [
      "a dot in a ring's hole: inked, the hole round it clear",
      ringWithDot,
      [
        [50, 50],
        [50, 15],
      ],
      [
        [50, 36],
        [64, 50],
        [3, 3],
      ],
      3,
    ],
    [
      "a disc",
      (x: number, y: number) => distance(x, y) <= 40,
      [
        [50, 50],
        [50, 15],
      ],
      [
        [3, 3],
        [95, 50],
      ],
      1,
    ],
  ])("%s", (_label, shape, inked, clear, rings) => {
    const traced = tracePlateRings(copyOf(100, shape));
    if (traced === "opaque" || traced === "too-intricate") throw new Error(`traced ${traced}`);
    expect(traced.rings).toHaveLength(rings);
    for (const [x, y] of inked) expect([x, y, isInked(traced.rings, x!, y!)]).toEqual([x, y, true]);
    for (const [x, y] of clear) expect([x, y, isInked(traced.rings, x!, y!)]).toEqual([x, y, false]);
  });

  it("finds the same outer edge as the stored outline, which fills the hole", () => {
    const copy = copyOf(100, ring);
    const stored = traceWorkingCopy(copy);
    const plate = tracePlateRings(copy);
    if ("refused" in stored || typeof plate === "string") throw new Error("not traced");
    expect(stored.rings).toHaveLength(1);
    // The same points, whichever way round and wherever each ring starts.
    const pointsOf = (flat: number[]) =>
      Array.from({ length: flat.length / 2 }, (_, i) => `${flat[2 * i]},${flat[2 * i + 1]}`).sort();
    expect(plate.rings.map(pointsOf)).toContainEqual(pointsOf(stored.rings[0]!));
  });

  it("answers opaque for a picture without transparency or background (a photo)", () => {
    const data = new Uint8Array(64 * 64 * 4);
    for (let i = 0; i < data.length; i += 4) {
      data[i] = (i * 7) % 256;
      data[i + 1] = (i * 13) % 256;
      data[i + 2] = (i * 31) % 256;
      data[i + 3] = 255;
    }
    expect(tracePlateRings({ data, width: 64, height: 64, channels: 4, imageWidth: 64, imageHeight: 64 })).toBe(
      "opaque",
    );
  });

  it("answers no rings for a fully clear picture", () => {
    expect(tracePlateRings(copyOf(40, () => false))).toEqual({ rings: [] });
  });
});
