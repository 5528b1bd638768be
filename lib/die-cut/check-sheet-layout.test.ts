import cutLines from "@/lib/die-cut/__fixtures__/cut-lines-before-cleaning.json";
import { checkSheetLayout, type SheetSticker } from "./check-sheet-layout";

// The sheet rules on real outlines (the clip art's die-cut lines of lib/die-cut's fixtures) and on shapes
// whose distances are exact. A 5.5" × 8.5" sheet throughout.

const SHEET = { widthInches: 5.5, heightInches: 8.5 };
type Fixture = { lines: Record<string, { path: [number, number][] }> };
const LINES = cutLines as unknown as Record<string, Fixture>;

/** A clip art's die-cut line scaled so its longer side is `size` inches, as a sticker at (x, y). */
function clipArt(
  file: string,
  size: number,
  x: number,
  y: number,
  rotation: SheetSticker["rotation"] = 0,
): SheetSticker {
  const path = LINES[file]!.lines["1"]!.path;
  const ring = path.map(([px, py]) => ({ x: px * size, y: py * size }));
  const width = Math.max(...ring.map((point) => point.x));
  const height = Math.max(...ring.map((point) => point.y));
  return {
    label: `${file} at (${x}, ${y})`,
    rings: [ring],
    widthInches: width,
    heightInches: height,
    xInches: x,
    yInches: y,
    rotation,
  };
}

/** A w × h rectangle sticker at (x, y). */
const square = (w: number, h: number, x: number, y: number, label = `square at (${x}, ${y})`): SheetSticker => ({
  label,
  rings: [
    [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ],
  ],
  widthInches: w,
  heightInches: h,
  xInches: x,
  yInches: y,
  rotation: 0,
});

/** A right triangle with its right angle at its box's top-left (or, turned a half, at the bottom-right). */
const triangle = (size: number, x: number, y: number, rotation: SheetSticker["rotation"]): SheetSticker => ({
  label: `triangle at (${x}, ${y})`,
  rings: [
    [
      { x: 0, y: 0 },
      { x: size, y: 0 },
      { x: 0, y: size },
    ],
  ],
  widthInches: size,
  heightInches: size,
  xInches: x,
  yInches: y,
  rotation,
});

const rulesOf = (stickers: SheetSticker[]) =>
  checkSheetLayout(SHEET, stickers).map(({ index, rule }) => ({ index, rule }));

describe("checkSheetLayout", () => {
  it.each([
    {
      name: "three clip-art stickers well apart: nothing to refuse",
      stickers: [
        clipArt("dolphin_enrique_meza_c_01.png", 2, 0.5, 0.5),
        clipArt("saturn_dan_gerhards_01.png", 2, 3, 0.5),
        clipArt("martini_glass_k_yager_01.png", 2, 0.5, 3, 90),
      ],
      expected: [],
    },
    {
      name: 'a sticker under 1/2"',
      stickers: [clipArt("jigsaw_green_12.png", 0.4, 1, 1)],
      expected: [{ index: 0, rule: "too-small" }],
    },
    {
      name: 'a 1/2" sticker is the smallest allowed',
      stickers: [square(0.5, 0.5, 1, 1)],
      expected: [],
    },
    {
      name: "a sticker past the sheet's edge, and one inside it but within 1/8\"",
      stickers: [square(1, 1, 4.6, 1), square(1, 1, 1, 7.45)],
      expected: [
        { index: 0, rule: "off-sheet" },
        { index: 1, rule: "near-edge" },
      ],
    },
    {
      name: 'a sticker exactly 1/8" from every edge of a sheet it fills',
      stickers: [square(5.25, 8.25, 0.125, 0.125)],
      expected: [],
    },
    {
      name: "a quarter-turned dolphin: its turned box counts at the edge",
      stickers: [clipArt("dolphin_enrique_meza_c_01.png", 1.5, 5.5 - 0.125 - 0.9, 1, 90)],
      expected: [],
    },
    {
      name: "the same dolphin a little further right",
      stickers: [clipArt("dolphin_enrique_meza_c_01.png", 1.5, 5.5 - 0.1 - 0.9, 1, 90)],
      expected: [{ index: 0, rule: "near-edge" }],
    },
    {
      name: "two clip-art stickers on top of each other: the later one overlaps",
      stickers: [
        clipArt("saturn_dan_gerhards_01.png", 2, 1, 1),
        clipArt("vinyl_disc_philippe_coli_01.png", 1.5, 1.5, 1.2),
      ],
      expected: [{ index: 1, rule: "overlap" }],
    },
    {
      name: 'two squares 0.1" apart: too close',
      stickers: [square(1, 1, 1, 1), square(1, 1, 2.1, 1)],
      expected: [{ index: 1, rule: "too-close" }],
    },
    {
      name: 'two squares 1/8" apart: allowed',
      stickers: [square(1, 1, 1, 1), square(1, 1, 2.125, 1)],
      expected: [],
    },
    {
      name: 'two triangles whose boxes overlap but whose cut lines are 0.2" apart: judged by the lines',
      // The second, turned a half, has its right angle at its box's bottom-right; shifted along the
      // diagonal, the hypotenuses are parallel and √2 · 0.15 ≈ 0.21" apart.
      stickers: [triangle(2, 1, 1, 0), triangle(2, 1.15, 1.15, 180)],
      expected: [],
    },
    {
      name: 'the same triangles nearer: 0.07" apart is too close',
      stickers: [triangle(2, 1, 1, 0), triangle(2, 1.05, 1.05, 180)],
      expected: [{ index: 1, rule: "too-close" }],
    },
  ])("$name", ({ stickers, expected }) => {
    expect(rulesOf(stickers)).toEqual(expected);
  });

  it("names the stickers in its messages", () => {
    const problems = checkSheetLayout(SHEET, [
      square(1, 1, 1, 1, "Sticker 1 (logo.png)"),
      square(1, 1, 2.05, 1, "Sticker 2 (cat.png)"),
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      'Sticker 2 (cat.png) is closer than 1/8" to Sticker 1 (logo.png).',
    ]);
  });

  it.each([
    {
      name: "a sticker's own problem comes first",
      stickers: [square(1, 1, 1, 1), square(1, 1, 1.5, 1), square(0.25, 0.25, 3, 3)],
      expected: [{ index: 2, rule: "too-small" }],
    },
    {
      name: "then the first pair that overlaps or is too close",
      stickers: [square(1, 1, 1, 1), square(1, 1, 2.05, 1), square(1, 1, 1, 1)],
      expected: [{ index: 1, rule: "too-close" }],
    },
    {
      name: "and nothing for a sheet that can be cut",
      stickers: [square(1, 1, 1, 1), square(1, 1, 3, 1)],
      expected: [],
    },
  ])("firstOnly: $name", ({ stickers, expected }) => {
    expect(checkSheetLayout(SHEET, stickers, { firstOnly: true }).map(({ index, rule }) => ({ index, rule }))).toEqual(
      expected,
    );
  });

  it("firstOnly answers a pile of 100 intricate stickers at one spot at once, not pair by pair", () => {
    const pile = Array.from({ length: 100 }, () => clipArt("dolphin_enrique_meza_c_01.png", 2, 1, 1));
    const all = checkSheetLayout(SHEET, pile.slice(0, 20));
    expect(all).toHaveLength(190);
    expect(checkSheetLayout(SHEET, pile, { firstOnly: true })).toEqual([
      { index: 1, rule: "overlap", message: expect.stringContaining("overlaps") as unknown as string },
    ]);
  });
});
