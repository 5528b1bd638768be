import fc from "fast-check";
import { checkSheetLayout } from "@/lib/die-cut/check-sheet-layout";
import { applyPathMatrix, multiplyMatrices, type AffineMatrix } from "./apply-path-matrix";
import { computeSheetStickerMatrix, type PlacedSheetSticker } from "./compute-sheet-sticker-matrix";

const ROTATIONS = [0, 90, 180, 270] as const;
const apply = ([a, b, c, d, e, f]: AffineMatrix, x: number, y: number): [number, number] => [
  a * x + c * y + e,
  b * x + d * y + f,
];

describe("computeSheetStickerMatrix", () => {
  // A 2" × 1" box at (1, 3): where each corner of its frame lands, turn by turn (the turned box is 1" × 2" on a quarter).
  it.each<[PlacedSheetSticker["rotation"], [number, number][]]>([
    [
      0,
      [
        [1, 3],
        [3, 3],
        [3, 4],
        [1, 4],
      ],
    ],
    [
      90,
      [
        [2, 3],
        [2, 5],
        [1, 5],
        [1, 3],
      ],
    ],
    [
      180,
      [
        [3, 4],
        [1, 4],
        [1, 3],
        [3, 3],
      ],
    ],
    [
      270,
      [
        [1, 5],
        [1, 3],
        [2, 3],
        [2, 5],
      ],
    ],
  ])(
    "turned %p°: the frame's corners (top-left, top-right, bottom-right, bottom-left) go to %p",
    (rotation, corners) => {
      const matrix = computeSheetStickerMatrix(
        { widthInches: 2, heightInches: 1, xInches: 1, yInches: 3, rotation },
        1,
      );
      const frame = [
        [0, 0],
        [2, 0],
        [2, 1],
        [0, 1],
      ] as const;
      frame.forEach(([u, v], i) => {
        const [x, y] = apply(matrix, u, v);
        expect(x).toBeCloseTo(corners[i]![0], 12);
        expect(y).toBeCloseTo(corners[i]![1], 12);
      });
    },
  );

  it("is the sheet rules' turn (check-sheet-layout's placePoint) for any point, size and place, in points", () => {
    // placePoint as the sheet rules state it: turned about the box's top-left, then placed at (x, y).
    const placePoint = (s: PlacedSheetSticker, u: number, v: number): [number, number] => {
      const [w, h] = [s.widthInches, s.heightInches];
      const [x, y] =
        s.rotation === 0 ? [u, v] : s.rotation === 90 ? [h - v, u] : s.rotation === 180 ? [w - u, h - v] : [v, w - u];
      return [s.xInches + x, s.yInches + y];
    };
    const inches = fc.double({ min: 0.5, max: 12, noNaN: true });
    fc.assert(
      fc.property(
        inches,
        inches,
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.constantFrom(...ROTATIONS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (widthInches, heightInches, xInches, yInches, rotation, su, sv) => {
          const sticker = { widthInches, heightInches, xInches, yInches, rotation };
          const [u, v] = [su * widthInches, sv * heightInches];
          const [x, y] = apply(computeSheetStickerMatrix(sticker), u * 72, v * 72);
          const [ex, ey] = placePoint(sticker, u, v);
          expect(x / 72).toBeCloseTo(ex, 9);
          expect(y / 72).toBeCloseTo(ey, 9);
        },
      ),
    );
  });

  it.each(ROTATIONS)(
    "turned %p°: a small square put in an L-shaped sticker's notch by this matrix is where the sheet rules see the notch",
    (rotation) => {
      // The L fills its 2" box but the bottom-right inch; its notch's centre is (1.5, 1.5) in its frame.
      const lRings = [
        [
          { x: 0, y: 0 },
          { x: 2, y: 0 },
          { x: 2, y: 1 },
          { x: 1, y: 1 },
          { x: 1, y: 2 },
          { x: 0, y: 2 },
        ],
      ];
      const l = { label: "L", rings: lRings, widthInches: 2, heightInches: 2, xInches: 1, yInches: 1, rotation };
      const [cx, cy] = apply(computeSheetStickerMatrix(l, 1), 1.5, 1.5);
      const square = (centreX: number, centreY: number) => ({
        label: "square",
        rings: [
          [
            { x: 0, y: 0 },
            { x: 0.5, y: 0 },
            { x: 0.5, y: 0.5 },
            { x: 0, y: 0.5 },
          ],
        ],
        widthInches: 0.5,
        heightInches: 0.5,
        xInches: centreX - 0.25,
        yInches: centreY - 0.25,
        rotation: 0 as const,
      });
      const sheet = { widthInches: 6, heightInches: 6 };
      expect(checkSheetLayout(sheet, [l, square(cx, cy)])).toEqual([]);
      // The notch of the L as if unturned is inside the turned L's body (but for the unturned L itself).
      if (rotation !== 0) {
        const [wrongX, wrongY] = apply(computeSheetStickerMatrix({ ...l, rotation: 0 }, 1), 1.5, 1.5);
        expect(checkSheetLayout(sheet, [l, square(wrongX, wrongY)]).map((p) => p.rule)).toContain("overlap");
      }
    },
  );
});

describe("multiplyMatrices", () => {
  it("applies the inner map first, then the outer", () => {
    const inner: AffineMatrix = [0, 1, -1, 0, 72, 0]; // a quarter turn of a 1" frame
    const outer: AffineMatrix = [1, 0, 0, 1, 9, 9]; // onto a page with a 1/8" bleed
    const path = [{ op: "M" as const, x: 10, y: 20 }];
    const twice = applyPathMatrix(applyPathMatrix(path, inner), outer);
    expect(applyPathMatrix(path, multiplyMatrices(outer, inner))).toEqual(twice);
    const turned: AffineMatrix = [-1, 0, 0, -1, 100, 50];
    const composed = multiplyMatrices(turned, inner);
    const [x, y] = apply(composed, 3, 4);
    const [ix, iy] = apply(inner, 3, 4);
    expect([x, y]).toEqual(apply(turned, ix, iy));
  });
});
