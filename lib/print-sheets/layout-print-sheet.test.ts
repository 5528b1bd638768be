import { Clipper, EndType, FillRule, JoinType, type Path64 } from "clipper2-ts";
import { applyPathMatrix } from "@/lib/print/apply-path-matrix";
import { flattenPathWithin } from "@/lib/print/flatten-path-within";
import { buildCutPath } from "@/lib/print/build-cut-path";
import { measurePathBounds } from "@/lib/print/measure-path-bounds";
import { transformPath } from "@/lib/print/transform-path";
import { computeStickerOutline } from "@/lib/stickers/sticker-outline";
import { computeCopyMatrix } from "./compute-copy-matrix";
import { makePrintSheetItem } from "./__fixtures__/print-sheet-item";
import { countCutLines, layoutPrintSheet } from "./layout-print-sheet";
import { PrintSheetLayoutError } from "./print-sheet-layout-error";
import type { PrintMedia, PrintSheetItem, PrintSheetLayout } from "./print-sheet-types";
import { MARK_SIZE_INCHES, MAX_NESTED_COPIES, SHEET_MARGIN_INCHES } from "./print-sheet-units";

const CREATED_AT = new Date("2026-11-26T18:05:00Z");
const ROLL: PrintMedia = { kind: "roll", widthInches: 12, maxLengthInches: 48 };
const SHEET_12X18: PrintMedia = { kind: "sheet", widthInches: 12, heightInches: 18 };
const SHEET_13X19: PrintMedia = { kind: "sheet", widthInches: 13, heightInches: 19 };

const item = makePrintSheetItem;

/** A 2" × 2" diamond die-cut line (area 2 in²), as stored: SVG path data in inches from its box's corner. */
const DIAMOND = "M1 0L2 1L1 2L0 1Z";
/** A 2" × 2" die-cut whose stored line passes its box by 0.004" left and right and 0.003" below. */
const OVERHANGING = "M-0.004 0L2.004 0L2.004 2.003L-0.004 2.003Z";
/** A 2" × 2" die-cut whose stored line passes its box by 0.004" on the right only. */
const RIGHT_OVERHANGING = "M0 0L2.004 0L2.004 2L0 2Z";

type Box = { x: number; y: number; width: number; height: number };
const boxOf = (p: { xInches: number; yInches: number; widthInches: number; heightInches: number }): Box => ({
  x: p.xInches,
  y: p.yInches,
  width: p.widthInches,
  height: p.heightInches,
});
/** How far apart two boxes are (0 when they touch or overlap): the larger of their x and y separations. */
const distance = (a: Box, b: Box) =>
  Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height));
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const EPSILON = 1e-9;

type Case = {
  name: string;
  items: PrintSheetItem[];
  media: PrintMedia;
  gapInches: number;
  /** Squares and rectangles keep the box layout; circles and die-cuts are nested by their cut lines when that saves media. */
  method: "boxes" | "nested";
};

const CASES: Case[] = [
  {
    name: 'ten 2" squares on a 12" × 18" sheet',
    items: [item({ quantity: 10 })],
    media: SHEET_12X18,
    method: "boxes",
    gapInches: 0.125,
  },
  {
    name: 'four shapes on a 12" roll (square, circle, rounded rectangle, die-cut)',
    items: [
      item({ quantity: 30, widthInches: 3, heightInches: 3 }),
      item({ quantity: 25, shape: "circle", widthInches: 2.5, heightInches: 2.5 }),
      item({ quantity: 12, widthInches: 2, heightInches: 4, roundedCorners: true }),
      item({ quantity: 40, shape: "die-cut", widthInches: 2, heightInches: 2, cutLine: DIAMOND }),
    ],
    media: ROLL,
    method: "nested",
    gapInches: 0.125,
  },
  {
    name: '1,000 1" circles on a 12" roll: several panels',
    items: [item({ quantity: 1000, shape: "circle", widthInches: 1, heightInches: 1 })],
    media: ROLL,
    method: "nested",
    gapInches: 0.125,
  },
  {
    // A stored line rounded up past its box on the right only: nested against the roll's left edge, its box
    // less the overhang reaches 0.004" further left than the line, so a page centred on boxes moved the
    // copies at the right edge out of the printable area (and the sheet fell back to its box layout).
    name: "circles and die-cut lines that pass their box on one side only, nested edge to edge",
    items: [
      item({ quantity: 60, shape: "circle", widthInches: 2, heightInches: 2 }),
      item({ quantity: 40, shape: "die-cut", widthInches: 2, heightInches: 2, cutLine: RIGHT_OVERHANGING }),
    ],
    media: ROLL,
    method: "nested",
    gapInches: 0.125,
  },
  {
    name: 'odd sizes with a 1/4" gap on a 13" × 19" sheet',
    items: [
      item({ quantity: 7, widthInches: 4.75, heightInches: 1.25 }),
      item({ quantity: 9, widthInches: 1.5, heightInches: 3.25 }),
      item({ quantity: 3, shape: "die-cut", widthInches: 5.13, heightInches: 3.87, cutLine: null }),
    ],
    media: SHEET_13X19,
    method: "boxes",
    gapInches: 0.25,
  },
  {
    name: "die-cut lines a few thousandths past their ordered box (rounded to the hundredth), and squares",
    items: [
      item({ quantity: 30, shape: "die-cut", widthInches: 2, heightInches: 2, cutLine: OVERHANGING }),
      item({ quantity: 30, widthInches: 2, heightInches: 2 }),
    ],
    media: SHEET_12X18,
    method: "boxes",
    gapInches: 0.125,
  },
  {
    name: "no gap at all",
    items: [item({ quantity: 20, widthInches: 1.5, heightInches: 1 })],
    media: SHEET_12X18,
    method: "boxes",
    gapInches: 0,
  },
];

describe("layoutPrintSheet", () => {
  describe.each(CASES)("$name", ({ items, media, gapInches, method }) => {
    let layout: PrintSheetLayout;
    beforeAll(() => {
      layout = layoutPrintSheet({ items, media, gapInches, createdAt: CREATED_AT });
    });
    const allPlacements = () => layout.pages.flatMap((page) => page.placements);

    it(`lays the copies out by ${method === "nested" ? "their cut lines" : "their boxes"}`, () => {
      expect(layout.method).toBe(method);
      // A sheet with no circle or die-cut is never nested, and says so.
      const shaped = items.some((i) => i.shape === "circle" || i.shape === "die-cut");
      expect(layout.notNestedBecause).toBe(shaped ? undefined : "only rectangles");
      // Never more media than the box layout of the same copies.
      expect(layout.pagesAreaSqIn).toBeLessThanOrEqual(layout.boxPagesAreaSqIn! + EPSILON);
    });

    it("places every copy of every item once (copies 1…quantity), at the item's size, turned or not", () => {
      const total = items.reduce((sum, i) => sum + i.quantity, 0);
      expect(allPlacements()).toHaveLength(total);
      for (const i of items) {
        const own = allPlacements().filter((p) => p.orderId === i.orderId);
        expect(own.map((p) => p.copy).sort((a, b) => a - b)).toEqual(
          Array.from({ length: i.quantity }, (_, k) => k + 1),
        );
        for (const p of own) {
          const [w, h] = p.rotated ? [i.heightInches, i.widthInches] : [i.widthInches, i.heightInches];
          expect([p.widthInches, p.heightInches]).toEqual([w, h]);
        }
      }
    });

    it("keeps every two stickers' boxes of a page at least the gap apart in a box layout", () => {
      for (const page of layout.method === "boxes" ? layout.pages : [])
        page.placements.forEach((a, index) => {
          for (const b of page.placements.slice(index + 1))
            expect(distance(boxOf(a), boxOf(b))).toBeGreaterThanOrEqual(gapInches - EPSILON);
        });
    });

    it("keeps every two cut outlines (their paths as placed, by Clipper) at least the gap apart, inside the margins", () => {
      // Each cut line as placed (flattened within 1/100,000" of its curves, in 1/100,000") grown by half the
      // gap less 1/10,000": no two may overlap.
      const U = 100_000;
      const halfGap = Math.max(0, Math.round((gapInches / 2) * U) - 10);
      for (const page of layout.pages) {
        const outlines = page.placements.map((p) => {
          const i = items.find((candidate) => candidate.orderId === p.orderId)!;
          const frame = transformPath(buildCutPath(computeStickerOutline(i)), U, 0, 0);
          const placed = applyPathMatrix(frame, computeCopyMatrix(p, U));
          const rings: Path64[] = flattenPathWithin(placed, 1).map((ring) =>
            ring.map((point) => ({ x: Math.round(point.x), y: Math.round(point.y) })),
          );
          const b = measurePathBounds(placed);
          expect(b.minX).toBeGreaterThanOrEqual(SHEET_MARGIN_INCHES * U - 1);
          expect(b.minY).toBeGreaterThanOrEqual(SHEET_MARGIN_INCHES * U - 1);
          expect(b.maxX).toBeLessThanOrEqual((page.widthInches - SHEET_MARGIN_INCHES) * U + 1);
          expect(b.maxY).toBeLessThanOrEqual((page.heightInches - SHEET_MARGIN_INCHES) * U + 1);
          const grown = Clipper.inflatePaths(rings, halfGap, JoinType.Round, EndType.Polygon);
          return { grown, box: Clipper.getBoundsPaths(grown) };
        });
        outlines.forEach((a, index) => {
          for (const b of outlines.slice(index + 1)) {
            if (b.box.left >= a.box.right || a.box.left >= b.box.right) continue;
            if (b.box.top >= a.box.bottom || a.box.top >= b.box.bottom) continue;
            const shared = Math.abs(Clipper.areaPaths(Clipper.intersect(a.grown, b.grown, FillRule.NonZero)));
            expect(shared).toBeLessThanOrEqual(100);
          }
        });
      }
    });

    it("keeps every sticker inside the page less its margins", () => {
      for (const page of layout.pages)
        for (const p of page.placements) {
          // A copy nested at an angle (#37) has a frame whose turned box passes its cut line: the line is
          // checked inside the margins above.
          if (p.angleDegrees) continue;
          expect(p.xInches).toBeGreaterThanOrEqual(SHEET_MARGIN_INCHES - EPSILON);
          expect(p.yInches).toBeGreaterThanOrEqual(SHEET_MARGIN_INCHES - EPSILON);
          expect(p.xInches + p.widthInches).toBeLessThanOrEqual(page.widthInches - SHEET_MARGIN_INCHES + EPSILON);
          expect(p.yInches + p.heightInches).toBeLessThanOrEqual(page.heightInches - SHEET_MARGIN_INCHES + EPSILON);
        }
    });

    it("puts three registration marks in three corners of each page, on the page, clear of every sticker and of the label", () => {
      for (const page of layout.pages) {
        expect(page.registrationMarks).toHaveLength(3);
        const corners = page.registrationMarks.map(
          (m) =>
            `${m.xInches < page.widthInches / 2 ? "left" : "right"}-${m.yInches < page.heightInches / 2 ? "top" : "bottom"}`,
        );
        expect(new Set(corners).size).toBe(3);
        for (const mark of page.registrationMarks) {
          expect(mark.sizeInches).toBe(MARK_SIZE_INCHES);
          const box = { x: mark.xInches, y: mark.yInches, width: mark.sizeInches, height: mark.sizeInches };
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(page.widthInches);
          expect(box.y + box.height).toBeLessThanOrEqual(page.heightInches);
          for (const p of page.placements) expect(distance(box, boxOf(p))).toBeGreaterThan(0);
        }
        const label = {
          x: page.labelBox.xInches,
          y: page.labelBox.yInches,
          width: page.labelBox.widthInches,
          height: page.labelBox.heightInches,
        };
        for (const p of page.placements) expect(overlaps(label, boxOf(p))).toBe(false);
        for (const mark of page.registrationMarks)
          expect(
            overlaps(label, { x: mark.xInches, y: mark.yInches, width: mark.sizeInches, height: mark.sizeInches }),
          ).toBe(false);
      }
    });

    it("labels each page with its orders, the date and page n of m", () => {
      layout.pages.forEach((page, index) => {
        expect(page.label).toContain("2026-11-26 18:05 UTC");
        expect(page.label).toContain(`page ${index + 1} of ${layout.pages.length}`);
        const ordersOnPage = new Set(page.placements.map((p) => p.orderId));
        const first = items.find((i) => ordersOnPage.has(i.orderId))!;
        expect(page.label).toContain(first.orderLabel);
        for (const i of items.filter((i) => !ordersOnPage.has(i.orderId)))
          expect(page.label).not.toContain(i.orderLabel);
      });
    });

    it("sizes pages as the media: a sheet's every page, a roll's panels no longer than the panel length", () => {
      for (const page of layout.pages) {
        expect(page.widthInches).toBe(media.widthInches);
        if (media.kind === "sheet") expect(page.heightInches).toBe(media.heightInches);
        else {
          expect(page.heightInches).toBeLessThanOrEqual(media.maxLengthInches);
          // The panel ends one margin below its lowest sticker: its box, or nested, its cut line as placed.
          const bottomOf = (p: (typeof page.placements)[number]) => {
            if (layout.method === "boxes") return p.yInches + p.heightInches;
            const i = items.find((candidate) => candidate.orderId === p.orderId)!;
            return measurePathBounds(applyPathMatrix(buildCutPath(computeStickerOutline(i)), computeCopyMatrix(p, 1)))
              .maxY;
          };
          const bottom = Math.max(...page.placements.map(bottomOf));
          expect(page.heightInches).toBeCloseTo(Math.min(media.maxLengthInches, bottom + SHEET_MARGIN_INCHES), 9);
        }
      }
    });

    it("reports the utilisation as the stickers' outline area over the pages' area", () => {
      const pagesArea = layout.pages.reduce((sum, page) => sum + page.widthInches * page.heightInches, 0);
      expect(layout.pagesAreaSqIn).toBeCloseTo(pagesArea, 9);
      expect(layout.utilisation).toBeCloseTo(layout.stickerAreaSqIn / pagesArea, 12);
      expect(layout.utilisation).toBeGreaterThan(0);
      expect(layout.utilisation).toBeLessThan(1);
    });
  });

  it('nests circles tighter than a row-by-row layout: 1,000 1" circles take 3 panels of a 12" × 48" roll, 400+ on the first', () => {
    // Row by row, 11" × 47" inside the margins holds 9 × 41 = 369 one-inch boxes 1/8" apart; circles nested
    // by their outlines sit in the hollows of the row before.
    const layout = layoutPrintSheet({
      items: [item({ quantity: 1000, shape: "circle", widthInches: 1, heightInches: 1 })],
      media: ROLL,
      gapInches: 0.125,
      createdAt: CREATED_AT,
    });
    expect(layout.pages).toHaveLength(3);
    expect(layout.method).toBe("nested");
    expect(layout.pages[0]!.placements.length).toBeGreaterThanOrEqual(400);
    expect(layout.pages[2]!.heightInches).toBeLessThan(48);
  });

  it.each([
    { name: '46 2" squares (boxes)', extra: {}, method: "boxes" },
    // 2" circles nest no tighter than their grid on an 11" printable width: the boxes are kept, and balanced.
    { name: '46 2" circles (boxes)', extra: { shape: "circle" as const }, method: "boxes" },
  ])('balances a cut sheet\'s pages, the same number of sheets: $name on 12" × 18" sheets', ({ extra, method }) => {
    // 40 fit one sheet: unbalanced the second would hold 6. Balanced, each holds about half.
    const layout = layoutPrintSheet({
      items: [item({ quantity: 46, widthInches: 2, heightInches: 2, ...extra })],
      media: SHEET_12X18,
      gapInches: 0.125,
      createdAt: CREATED_AT,
    });
    expect(layout.method).toBe(method);
    const counts = layout.pages.map((page) => page.placements.length);
    expect(counts).toHaveLength(2);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(18);
    // Each page's copies centred down the sheet: as much room above the first row as below the last.
    for (const page of layout.pages) {
      const top = Math.min(...page.placements.map((p) => p.yInches));
      const bottom = Math.max(...page.placements.map((p) => p.yInches + p.heightInches));
      expect(top - SHEET_MARGIN_INCHES).toBeCloseTo(page.heightInches - SHEET_MARGIN_INCHES - bottom, 1);
    }
  });

  it('lays out a hostile die-cut (a 3" comb of 60 teeth, its slots 1/40") on a roll and a sheet: every copy, nested or boxed', () => {
    let line = "M0 0L3 0L3 0.1";
    for (let i = 59; i >= 0; i--) {
      const [x0, x1] = [(i * 3) / 60, (i * 3) / 60 + 0.025];
      line += `L${x1} 0.1L${x1} 3L${x0} 3L${x0} 0.1`;
    }
    for (const media of [ROLL, SHEET_12X18]) {
      const layout = layoutPrintSheet({
        items: [item({ quantity: 200, shape: "die-cut", widthInches: 3, heightInches: 3, cutLine: `${line}Z` })],
        media,
        gapInches: 0.125,
        createdAt: CREATED_AT,
      });
      expect(layout.pages.flatMap((page) => page.placements)).toHaveLength(200);
      // On the roll the comb is nested (its slots closed by the growth), not left to the boxes by a failure.
      if (media === ROLL) expect(layout.method).toBe("nested");
    }
  });

  it.each(["square", "circle"] as const)(
    'balances cut sheets that hold a sticker taller than half the sheet: a 5" × 16.5" and 30 2" %ss on 12" × 18"',
    (shape) => {
      const layout = layoutPrintSheet({
        items: [
          item({ quantity: 1, widthInches: 5, heightInches: 16.5 }),
          item({ quantity: 30, shape, widthInches: 2, heightInches: 2 }),
        ],
        media: SHEET_12X18,
        gapInches: 0.125,
        createdAt: CREATED_AT,
      });
      expect(layout.pages.flatMap((page) => page.placements)).toHaveLength(31);
      expect(layout.pages).toHaveLength(2);
    },
  );

  it("keeps the box layout when nesting runs out of its time (many designs make many pairs of shapes)", () => {
    const items = [item({ quantity: 30, shape: "circle", widthInches: 1, heightInches: 1 })];
    const args = { items, media: ROLL, gapInches: 0.125, createdAt: CREATED_AT };
    expect(layoutPrintSheet(args).method).toBe("nested");
    const late = layoutPrintSheet({ ...args, nestingSearchMs: 0, nestingTimeLimitMs: -1 });
    expect(late.method).toBe("boxes");
    expect(late.pages.flatMap((page) => page.placements)).toHaveLength(30);
  });

  it("keeps the box layout for a sheet of more copies than it nests, and says why", () => {
    const layout = layoutPrintSheet({
      items: [item({ quantity: MAX_NESTED_COPIES + 1, shape: "circle", widthInches: 0.75, heightInches: 0.75 })],
      media: ROLL,
      gapInches: 0.125,
      createdAt: CREATED_AT,
    });
    expect(layout.method).toBe("boxes");
    expect(layout.notNestedBecause).toBe("too many copies");
    expect(layout.pages.flatMap((page) => page.placements)).toHaveLength(MAX_NESTED_COPIES + 1);
  });

  it('keeps the box layout for a sticker as wide as the printable area, which no nested outline fits: 11" circles on a 12" roll', () => {
    const layout = layoutPrintSheet({
      items: [item({ quantity: 3, shape: "circle", widthInches: 11, heightInches: 11 })],
      media: ROLL,
      gapInches: 0.125,
      createdAt: CREATED_AT,
    });
    expect(layout.method).toBe("boxes");
    expect(layout.pages.flatMap((page) => page.placements)).toHaveLength(3);
  });

  it('turns stickers when that fits more: five 3" × 11" on one 13" × 19" sheet', () => {
    // Upright only, the 12" × 18" inside the margins holds one row of three 3" × 11" (two pages for five);
    // turned, 11" × 3" stack five high (5 × 3" + 4 × 1/8" = 15.5").
    const layout = layoutPrintSheet({
      items: [item({ quantity: 5, widthInches: 3, heightInches: 11 })],
      media: SHEET_13X19,
      gapInches: 0.125,
      createdAt: CREATED_AT,
    });
    expect(layout.pages).toHaveLength(1);
    expect(layout.pages[0]!.placements.filter((p) => p.rotated).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    {
      name: 'a 12" square on a 12" roll',
      sticker: { widthInches: 12, heightInches: 12 },
      media: ROLL,
      message: /Order #7's 12" × 12" sticker does not fit on a 12" roll .*at most 11" × 47"/,
    },
    {
      name: 'a 17.5" × 11" sticker on a 12" × 18" sheet (too long either way)',
      sticker: { widthInches: 17.5, heightInches: 11 },
      media: SHEET_12X18,
      message: /Order #7's 17\.5" × 11" sticker does not fit on a 12" × 18" sheet/,
    },
  ])("refuses $name with a PrintSheetLayoutError naming the order", ({ sticker, media, message }) => {
    const run = () =>
      layoutPrintSheet({
        items: [item({ orderId: 8, quantity: 2 }), item({ orderId: 7, orderLabel: "#7", ...sticker })],
        media,
        gapInches: 0.125,
        createdAt: CREATED_AT,
      });
    expect(run).toThrow(PrintSheetLayoutError);
    expect(run).toThrow(message);
  });

  it('fits a sticker that is too long upright by turning it: 17" × 11" on a 12" × 18" sheet', () => {
    const layout = layoutPrintSheet({
      items: [item({ widthInches: 17, heightInches: 11 })],
      media: SHEET_12X18,
      gapInches: 0.125,
      createdAt: CREATED_AT,
    });
    expect(layout.pages[0]!.placements).toEqual([
      expect.objectContaining({ rotated: true, widthInches: 11, heightInches: 17 }),
    ]);
  });

  it.each([
    {
      name: "a duplicate order",
      items: () => [item({ orderId: 5 }), item({ orderId: 5 })],
      media: ROLL,
      gap: 0.125,
      message: /chosen twice/,
    },
    { name: "no copies", items: () => [item({ quantity: 0 })], media: ROLL, gap: 0.125, message: /no copies/ },
    { name: "no orders", items: () => [], media: ROLL, gap: 0.125, message: /at least one order/ },
    { name: "a negative gap", items: () => [item({})], media: ROLL, gap: -0.1, message: /negative/ },
    {
      name: "a media narrower than its margins",
      items: () => [item({})],
      media: { kind: "sheet", widthInches: 1, heightInches: 18 } as PrintMedia,
      gap: 0.125,
      message: /no room/,
    },
    {
      name: "an unreadable stored cut line",
      items: () => [item({ shape: "die-cut", cutLine: "M0 0 A1 1 0 0 0 2 2Z" })],
      media: ROLL,
      gap: 0.125,
      message: /cut line cannot be read/,
    },
  ])("refuses $name with a PrintSheetLayoutError", ({ items, media, gap, message }) => {
    const run = () => layoutPrintSheet({ items: items(), media, gapInches: gap, createdAt: CREATED_AT });
    expect(run).toThrow(PrintSheetLayoutError);
    expect(run).toThrow(message);
  });

  it.each([
    { name: 'four 2" squares', sticker: { quantity: 4 }, area: 16 },
    { name: 'a 2" circle', sticker: { shape: "circle" as const }, area: Math.PI },
    // 14% of the short side: r = 0.28", each corner takes (1 - π/4)·r² off the square.
    {
      name: 'a 2" square with rounded corners',
      sticker: { roundedCorners: true },
      area: 4 - (4 - Math.PI) * 0.28 ** 2,
    },
    { name: 'a 2" diamond die-cut', sticker: { shape: "die-cut" as const, cutLine: DIAMOND }, area: 2 },
  ])("measures the stickers' area by their cut outlines: $name", ({ sticker, area }) => {
    const layout = layoutPrintSheet({
      items: [item(sticker)],
      media: SHEET_12X18,
      gapInches: 0.125,
      createdAt: CREATED_AT,
    });
    // Within 0.05%: a circle cut as four Bézier arcs bulges up to 0.03% of its radius past the true circle.
    expect(Math.abs(layout.stickerAreaSqIn - area) / area).toBeLessThan(5e-4);
    expect(layout.pagesAreaSqIn).toBe(12 * 18);
    expect(layout.utilisation).toBe(layout.stickerAreaSqIn / 216);
  });

  it("counts the orders it cannot name in a long label (+n more) and keeps it inside its box", () => {
    const items = Array.from({ length: 60 }, (_, k) => item({ orderId: 1000 + k, widthInches: 1, heightInches: 1 }));
    const layout = layoutPrintSheet({ items, media: SHEET_12X18, gapInches: 0.125, createdAt: CREATED_AT });
    const page = layout.pages[0]!;
    expect(page.label).toMatch(/\+\d+ more$/);
    const shown = (page.label.match(/#\d+/g) ?? []).length;
    expect(shown + Number(/\+(\d+) more$/.exec(page.label)![1])).toBe(60);
    // At 6 pt and 0.6 em a character, the line fits the box's width.
    expect(page.label.length * 6 * 0.6).toBeLessThanOrEqual(page.labelBox.widthInches * 72);
  });

  describe("a sticker sheet's order (#39)", () => {
    /** A 5.5" × 8.5" sheet with rounded corners and `stickers` stickers: one copy a sheet. */
    const sheetItem = (quantity: number, stickers: number) =>
      item({
        quantity,
        widthInches: 5.5,
        heightInches: 8.5,
        roundedCorners: true,
        sheet: {
          stickers: Array.from({ length: stickers }, (_, position) => ({
            position,
            designId: 1,
            designKey: "1",
            designWidth: 600,
            designHeight: 600,
            designOutline: null,
            shape: "square" as const,
            widthInches: 0.5,
            heightInches: 0.5,
            cutLine: null,
            xInches: 0.25 + (position % 5),
            yInches: 0.25 + Math.floor(position / 5),
            rotation: 0 as const,
          })),
        },
      });

    it("lays out each sheet as a rectangle of its size, its area the sheet's rounded outline, whatever its stickers", () => {
      const layout = layoutPrintSheet({
        items: [sheetItem(3, 20)],
        media: SHEET_12X18,
        gapInches: 0.125,
        createdAt: CREATED_AT,
      });
      const placements = layout.pages.flatMap((page) => page.placements);
      expect(placements).toHaveLength(3);
      for (const placement of placements)
        expect([placement.widthInches, placement.heightInches].sort((a, b) => a - b)).toEqual([5.5, 8.5]);
      const radius = 0.14 * 5.5;
      expect(layout.stickerAreaSqIn).toBeCloseTo(3 * (5.5 * 8.5 - (4 - Math.PI) * radius ** 2), 2);
      expect(layout.method).toBe("boxes");
    });

    it("refuses more kiss-cuts than a sheet strokes, counting every sticker of every sheet", () => {
      // 600 sheets of 20 stickers: 600 copies, but 12,000 cut lines.
      const run = () =>
        layoutPrintSheet({ items: [sheetItem(600, 20)], media: ROLL, gapInches: 0.125, createdAt: CREATED_AT });
      expect(run).toThrow(PrintSheetLayoutError);
      expect(run).toThrow("A sheet cuts at most 10,000 stickers; these orders' sticker sheets hold 12,000.");
      expect(countCutLines(600, 20)).toBe(12_000);
      expect(countCutLines(600, null)).toBe(600);
    });
  });

  describe("die-cuts nested at an angle (#37)", () => {
    // 70 diamonds (2" squares on a corner): turned 45° each is a square of √2" and 7 fit a row of 11".
    const diamonds = () =>
      layoutPrintSheet({
        items: [item({ orderId: 1, shape: "die-cut", cutLine: DIAMOND, quantity: 70 })],
        media: ROLL,
        gapInches: 0.125,
        createdAt: CREATED_AT,
      });

    it("turns diamonds 45° into a grid of squares: 10 rows of 7, a gap between rows", () => {
      const layout = diamonds();
      expect(layout.method).toBe("nested");
      const placements = layout.pages.flatMap((page) => page.placements);
      expect(placements).toHaveLength(70);
      for (const p of placements) expect(p.angleDegrees).toBe(45);
      expect(layout.pages).toHaveLength(1);
      const rows = 10 * Math.SQRT2 + 9 * 0.125;
      expect(layout.pages[0]!.heightInches).toBeCloseTo(2 * SHEET_MARGIN_INCHES + rows, 1);
    });

    it("draws each turned diamond's cut line square to the page: its corners on its cut line's box", () => {
      const layout = diamonds();
      for (const p of layout.pages[0]!.placements) {
        const frame = transformPath(
          buildCutPath(computeStickerOutline(item({ shape: "die-cut", cutLine: DIAMOND }))),
          1,
          0,
          0,
        );
        const placed = applyPathMatrix(frame, computeCopyMatrix(p, 1));
        const b = measurePathBounds(placed);
        // A diamond turned 45° is an upright square: its box is √2" on a side, and it is no box wider.
        expect(b.maxX - b.minX).toBeCloseTo(Math.SQRT2, 6);
        expect(b.maxY - b.minY).toBeCloseTo(Math.SQRT2, 6);
      }
    });
  });
});
