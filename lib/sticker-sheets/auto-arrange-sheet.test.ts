import cutLines from "@/lib/die-cut/__fixtures__/cut-lines-before-cleaning.json";
import { makeSeededRandom } from "@/lib/die-cut/__fixtures__/seeded-random";
import { autoArrangeSheet, type ArrangeDesign } from "./auto-arrange-sheet";
import { checkSheetLayout } from "@/lib/die-cut/check-sheet-layout";

type Fixture = { lines: Record<string, { path: [number, number][] }> };
const LINES = Object.values(cutLines as unknown as Record<string, Fixture>).map((fixture) => fixture.lines["1"]!.path);

/** A clip art's die-cut line with its longer side `size` inches. */
function clipArt(path: [number, number][], size: number): ArrangeDesign {
  const ring = path.map(([x, y]) => ({ x: x * size, y: y * size }));
  return {
    rings: [ring],
    widthInches: Math.max(...ring.map((point) => point.x)),
    heightInches: Math.max(...ring.map((point) => point.y)),
  };
}

const square = (size: number): ArrangeDesign => ({
  rings: [
    [
      { x: 0, y: 0 },
      { x: size, y: 0 },
      { x: size, y: size },
      { x: 0, y: size },
    ],
  ],
  widthInches: size,
  heightInches: size,
});

const SHEET = { widthInches: 5.5, heightInches: 8.5 };

/** The arrangement as checkSheetLayout reads it. */
const asStickers = (designs: ArrangeDesign[], arranged: ReturnType<typeof autoArrangeSheet>) =>
  arranged.map((sticker, index) => ({ ...designs[sticker.design]!, ...sticker, label: `sticker ${index}` }));

describe("autoArrangeSheet", () => {
  it('fills a 5.5" × 8.5" sheet with 1" squares as a grid would: 4 across, 7 down', () => {
    const arranged = autoArrangeSheet(SHEET, [square(1)]);
    expect(arranged).toHaveLength(28);
    expect(checkSheetLayout(SHEET, asStickers([square(1)], arranged))).toEqual([]);
  });

  it.each([1, 2, 3, 4])(
    "random clip-art designs (seed %i): equal numbers of each, every sheet rule kept on the real cut lines",
    (seed) => {
      const random = makeSeededRandom(seed);
      const designs = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        clipArt(LINES[Math.floor(random() * LINES.length)]!, 0.75 + random() * 1.25),
      );
      const arranged = autoArrangeSheet(SHEET, designs);
      const counts = designs.map((_, index) => arranged.filter((sticker) => sticker.design === index).length);
      expect(counts[0]).toBeGreaterThan(0);
      expect(new Set(counts).size).toBe(1);
      expect(checkSheetLayout(SHEET, asStickers(designs, arranged))).toEqual([]);
    },
  );

  it("answers nothing when one copy of each does not fit", () => {
    expect(autoArrangeSheet({ widthInches: 2, heightInches: 2 }, [square(1.9)])).toEqual([]);
    expect(autoArrangeSheet(SHEET, [])).toEqual([]);
  });
});
