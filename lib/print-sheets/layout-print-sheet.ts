import { MaxRectsPacker, type IOption } from "maxrects-packer";
import { formatInches } from "@/lib/domain/sticker-shapes";
import { buildCutPath } from "@/lib/print/build-cut-path";
import type { FlatPoint } from "@/lib/print/flatten-path";
import { flattenPathWithin } from "@/lib/print/flatten-path-within";
import { measurePathArea } from "@/lib/print/measure-path-area";
import { measurePathBounds } from "@/lib/print/measure-path-bounds";
import type { PathSegment } from "@/lib/print/path-segments";
import { computeStickerOutline } from "@/lib/stickers/sticker-outline";
import { checkNestedOutlines } from "./check-nested-outlines";
import { computeCopyMatrix } from "./compute-copy-matrix";
import { composeSheetLabel } from "./compose-sheet-label";
import { chooseNestingAngles, nestSheetCopies } from "./nest-sheet-copies";
import { placeRegistrationMarks } from "./place-registration-marks";
import { PrintSheetLayoutError } from "./print-sheet-layout-error";
import type {
  PrintMedia,
  PrintSheetItem,
  PrintSheetLayout,
  PrintSheetPage,
  PrintSheetPlacement,
} from "./print-sheet-types";
import { MAX_NESTED_COPIES, NESTING_CURVE_DEVIATION_INCHES, SHEET_MARGIN_INCHES } from "./print-sheet-units";

// The error callers catch for the operator's message, beside the function that throws it.
export { PrintSheetLayoutError } from "./print-sheet-layout-error";

export type PrintSheetLayoutInput = {
  items: PrintSheetItem[];
  media: PrintMedia;
  gapInches: number;
  createdAt: Date;
  /** The sheet's stock as its label names it ("Clear vinyl · Matte laminate"); null for a sheet that records none. */
  stockName?: string | null;
  /** How long the nesting may search orders of the designs for less media, in ms (0: none; absent: NESTING_SEARCH_MS). */
  nestingSearchMs?: number;
  /** How long nesting may take beyond the search before the box layout is kept (NESTING_TIME_LIMIT_MS). */
  nestingTimeLimitMs?: number;
};

/**
 * The packer works in whole thousandths of an inch: boxes are rounded up and the gap too, so a placed
 * sticker's true box is never larger than the one packed and the gap between them never smaller.
 */
const UNITS_PER_INCH = 1000;

/**
 * The most copies one sheet lays out, and the most cut lines it strokes (a sticker sheet's copy is one copy with
 * a kiss-cut per sticker, #39): a bound on the work one job does (the sheets are ~1,000).
 */
export const MAX_SHEET_COPIES = 10_000;

/** The cut lines an order's copies take: one per copy, or one per sticker of each sticker sheet (`stickersPerSheet`). */
export function countCutLines(quantity: number, stickersPerSheet: number | null): number {
  return quantity * (stickersPerSheet ?? 1);
}

// maxrects-packer's PACKING_LOGIC values (its UMD build, which jest loads, does not export the enum).
const MAX_AREA = 0;
const MAX_EDGE = 1;
const FILL_WIDTH = 2;

type Packed = { item: number; x: number; y: number; rotated: boolean };

/**
 * How long nesting may take before the sheet keeps its box layout: the pairs of shapes grow with the square
 * of the designs (a review measured 20 designs × 5 copies at 34 s, 40 at 132 s). The layout runs in a worker
 * thread of its own (layout-print-sheet-off-thread.ts), so the limit holds no request; it leaves the bench's
 * batches (600 die-cuts, 1,000 mixed copies: about 7 s each here, half of it choosing the die-cuts' angles)
 * room on a slower or busier machine, and the sheet job's first step inside a 60 s function.
 */
export const NESTING_TIME_LIMIT_MS = 20_000;

/**
 * How long nesting searches orders of the designs (searchNestingOrder) unless told: chosen from the bench
 * (bench/README.md, nesting): the die-cut batch took 0.818× the box layout's media with no search, 0.814× at
 * 5 s, 0.810× at 10 s and 0.805× at 20 s, where the search had ended (no order nearby did better); the mixed
 * batch of 1,000 copies 0.919×, 0.918×, 0.917× and 0.917×. At 10 s the 1,000 copies take about 15 s here,
 * half the 30 s on a slower runner; the search stops sooner when no order nearby does better, at
 * once for a sheet of one design.
 */
export const NESTING_SEARCH_MS = 10_000;

/** Halvings of the search for the length that balances a cut sheet's pages: within 1/64 of the sheet. */
const BALANCING_STEPS = 6;

/**
 * A copy placed before centring: the item it is a copy of, the top-left of its box (inches, on the page;
 * turned by quarter turns, then by angleDegrees if any), and whether nesting placed it by its cut line.
 */
type DraftCopy = {
  item: number;
  xInches: number;
  yInches: number;
  turns: 0 | 1 | 2 | 3;
  angleDegrees?: number;
  /** Nested by its cut line (#37): it reaches as far as its line, which may be less than its box and overhang. */
  byLine?: true;
};

/**
 * What the packer is given and fills in: plain objects (its Rectangle class is not in its type entry),
 * so `rot` is only a flag here and width/height stay the unrotated box's.
 */
type PackRect = { width: number; height: number; x: number; y: number; rot: boolean; data: number };

type Candidate = { pages: Packed[][]; usedHeights: number[] };

const toUnits = (inches: number) => Math.ceil(inches * UNITS_PER_INCH - 1e-6);

function describeMedia(media: PrintMedia): string {
  return media.kind === "roll"
    ? `a ${formatInches(media.widthInches)} roll (panels up to ${formatInches(media.maxLengthInches)} long)`
    : `a ${formatInches(media.widthInches)} × ${formatInches(media.heightInches)} sheet`;
}

function checkInput({ items, media, gapInches }: PrintSheetLayoutInput): void {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  const length = media.kind === "roll" ? media.maxLengthInches : media.heightInches;
  if (!positive(media.widthInches) || !positive(length))
    throw new PrintSheetLayoutError("The media's width and length must be positive numbers of inches.");
  if (media.widthInches <= 2 * SHEET_MARGIN_INCHES || length <= 2 * SHEET_MARGIN_INCHES)
    throw new PrintSheetLayoutError(
      `${describeMedia(media)} leaves no room inside its ${formatInches(SHEET_MARGIN_INCHES)} margins for the registration marks.`,
    );
  if (!(Number.isFinite(gapInches) && gapInches >= 0))
    throw new PrintSheetLayoutError("The gap between stickers cannot be negative.");
  if (items.length === 0) throw new PrintSheetLayoutError("Choose at least one order for the sheet.");
  const seen = new Set<number>();
  let copies = 0;
  for (const item of items) {
    if (seen.has(item.orderId)) throw new PrintSheetLayoutError(`Order ${item.orderLabel} is chosen twice.`);
    seen.add(item.orderId);
    if (!(Number.isInteger(item.quantity) && item.quantity > 0))
      throw new PrintSheetLayoutError(`Order ${item.orderLabel} has no copies to print.`);
    if (!positive(item.widthInches) || !positive(item.heightInches))
      throw new PrintSheetLayoutError(`Order ${item.orderLabel} has no printable size.`);
    copies += item.quantity;
  }
  if (copies > MAX_SHEET_COPIES)
    throw new PrintSheetLayoutError(
      `A sheet holds at most ${MAX_SHEET_COPIES.toLocaleString("en-US")} stickers; these orders have ${copies.toLocaleString("en-US")}.`,
    );
  const cuts = items.reduce((sum, item) => sum + countCutLines(item.quantity, item.sheet?.stickers.length ?? null), 0);
  if (cuts > MAX_SHEET_COPIES)
    throw new PrintSheetLayoutError(
      `A sheet cuts at most ${MAX_SHEET_COPIES.toLocaleString("en-US")} stickers; these orders' sticker sheets hold ${cuts.toLocaleString("en-US")}.`,
    );
}

/** One packing of every copy with one of the packer's strategies, in pages of `area` (thousandths). */
function pack(
  boxes: { width: number; height: number; quantity: number }[],
  area: { width: number; height: number },
  gap: number,
  options: IOption,
): Candidate {
  const packer = new MaxRectsPacker(area.width, area.height, gap, {
    ...options,
    pot: false,
    square: false,
    allowRotation: true,
    border: 0,
  });
  const rects: PackRect[] = [];
  boxes.forEach((box, item) => {
    for (let copy = 0; copy < box.quantity; copy += 1)
      rects.push({ width: box.width, height: box.height, x: 0, y: 0, rot: false, data: item });
  });
  packer.addArray(rects as unknown as Parameters<typeof packer.addArray>[0]);
  const pages = packer.bins.map((bin) =>
    (bin.rects as unknown as PackRect[]).map((rect) => ({ item: rect.data, x: rect.x, y: rect.y, rotated: rect.rot })),
  );
  const usedHeights = pages.map((page) =>
    Math.max(...page.map((p) => p.y + (p.rotated ? boxes[p.item]!.width : boxes[p.item]!.height))),
  );
  return { pages, usedHeights };
}

/**
 * The nested layout, or null when nesting cannot place a copy that the boxes can: an outline grown by half
 * the gap and the tolerance is a hair wider than its box with the gap, so a sticker as wide as the printable
 * area (an 11" circle on a 12" roll) only fits as a box.
 */
function tryNesting<T>(layOut: () => T): T | null {
  try {
    return layOut();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Fewer pages first; then, on a roll, less length used; then fuller first pages (an emptier last one). */
function isBetter(a: Candidate, b: Candidate, roll: boolean): boolean {
  if (a.pages.length !== b.pages.length) return a.pages.length < b.pages.length;
  const length = (c: Candidate) => c.usedHeights.reduce((sum, height) => sum + height, 0);
  if (roll && length(a) !== length(b)) return length(a) < length(b);
  return (a.pages.at(-1)?.length ?? 0) < (b.pages.at(-1)?.length ?? 0);
}

/**
 * An item's cut outline: its area, and how far it reaches past the ordered box on any side (a stored
 * die-cut line is rounded to the hundredth, so its box may pass the ordered size by a few thousandths).
 */
function readOutline(item: PrintSheetItem): { area: number; overhang: number; rings: FlatPoint[][] } {
  let path: PathSegment[];
  try {
    path = buildCutPath(computeStickerOutline(item));
  } catch (error) {
    if (error instanceof RangeError)
      throw new PrintSheetLayoutError(`Order ${item.orderLabel}'s stored cut line cannot be read.`);
    throw error;
  }
  const bounds = measurePathBounds(path);
  const overhang = Math.max(
    0,
    -bounds.minX,
    -bounds.minY,
    bounds.maxX - item.widthInches,
    bounds.maxY - item.heightInches,
  );
  return { area: measurePathArea(path), overhang, rings: flattenPathWithin(path, NESTING_CURVE_DEVIATION_INCHES) };
}

/** The outlines' boxes of two placements are at least `gap` apart (in x or in y), and each lies inside the area. */
function checkPlacements(
  placed: PrintSheetPlacement[],
  overhangOf: (orderId: number) => number,
  gapInches: number,
  area: { left: number; top: number; right: number; bottom: number },
) {
  const slack = 1e-9;
  // Each placement grown by its outline's overhang: the box the cut line stays inside.
  const page = placed.map((p) => {
    const o = overhangOf(p.orderId);
    return {
      ...p,
      xInches: p.xInches - o,
      yInches: p.yInches - o,
      widthInches: p.widthInches + 2 * o,
      heightInches: p.heightInches + 2 * o,
    };
  });
  for (const [i, a] of page.entries()) {
    if (
      a.xInches < area.left - slack ||
      a.yInches < area.top - slack ||
      a.xInches + a.widthInches > area.right + slack ||
      a.yInches + a.heightInches > area.bottom + slack
    )
      throw new Error(`The packer put order ${a.orderId}'s copy ${a.copy} outside the printable area`);
    for (const b of page.slice(i + 1)) {
      const apartX = Math.max(b.xInches - (a.xInches + a.widthInches), a.xInches - (b.xInches + b.widthInches));
      const apartY = Math.max(b.yInches - (a.yInches + a.heightInches), a.yInches - (b.yInches + b.heightInches));
      if (Math.max(apartX, apartY) < gapInches - slack)
        throw new Error(`The packer put two stickers closer than the gap (orders ${a.orderId} and ${b.orderId})`);
    }
  }
}

/**
 * Lays every copy of every item out on as few pages of the media, and as little roll, as it manages. Two
 * layouts are made and the one taking less media kept (fewer pages, then on a roll less length):
 * bounding-box packing (maxrects-packer, rotation allowed, each of its three strategies tried) with
 * `gapInches` between the boxes; and, when the sheet holds circles or die-cuts, nesting by the cut lines
 * themselves (nestSheetCopies, #37: each design's repeating pattern, the rest fitted around it), the gap
 * kept between the lines. Squares and rectangles keep the boxes' tight grid. Both keep inside margins that
 * hold the stickers clear of the three registration marks and the job label (a die-cut line that passes its
 * ordered box by its rounding gets a box that holds it), and each page's copies are centred across it (and
 * down a cut sheet). A roll's page is as long as it is used (its marks and label follow its end); a sheet's
 * page is the sheet. Every page is checked (boxes apart, or the cut lines by Clipper) before it is returned.
 * Throws PrintSheetLayoutError (message for the operator) when a sticker fits the media in neither
 * orientation, or the input cannot be a sheet.
 */
export function layoutPrintSheet(input: PrintSheetLayoutInput): PrintSheetLayout {
  checkInput(input);
  const {
    items,
    media,
    gapInches,
    createdAt,
    stockName = null,
    nestingSearchMs = NESTING_SEARCH_MS,
    nestingTimeLimitMs = NESTING_TIME_LIMIT_MS,
  } = input;
  const roll = media.kind === "roll";
  const pageWidth = media.widthInches;
  const maxPageHeight = media.kind === "roll" ? media.maxLengthInches : media.heightInches;
  const areaInches = { width: pageWidth - 2 * SHEET_MARGIN_INCHES, height: maxPageHeight - 2 * SHEET_MARGIN_INCHES };
  const area = {
    width: Math.floor(areaInches.width * UNITS_PER_INCH),
    height: Math.floor(areaInches.height * UNITS_PER_INCH),
  };

  const outlines = items.map(readOutline);
  // The packed box holds the outline: the ordered box grown by its overhang on every side (so the same
  // either way round), the sticker's frame at (overhang, overhang) inside it.
  const overhangs = new Map(items.map((item, index) => [item.orderId, outlines[index]!.overhang]));
  const overhangOf = (orderId: number) => overhangs.get(orderId) ?? 0;
  const byOrder = new Map(items.map((item, index) => [item.orderId, outlines[index]!]));
  const ringsOf = (orderId: number) => byOrder.get(orderId)!.rings;
  const areaOf = (orderId: number) => byOrder.get(orderId)!.area;
  const boxes = items.map((item, index) => ({
    width: toUnits(item.widthInches + 2 * outlines[index]!.overhang),
    height: toUnits(item.heightInches + 2 * outlines[index]!.overhang),
    quantity: item.quantity,
  }));
  boxes.forEach((box, index) => {
    const fits =
      (box.width <= area.width && box.height <= area.height) || (box.height <= area.width && box.width <= area.height);
    if (!fits) {
      const item = items[index]!;
      throw new PrintSheetLayoutError(
        `Order ${item.orderLabel}'s ${formatInches(item.widthInches)} × ${formatInches(item.heightInches)} sticker does not fit on ${describeMedia(media)}: inside the margins for the registration marks, at most ${formatInches(areaInches.width)} × ${formatInches(areaInches.height)} can be printed.`,
      );
    }
  });

  const gap = toUnits(gapInches);
  /** The box layout in pages whose printable area is `heightInches` long (less, to balance a sheet's pages). */
  const layOutBoxes = (heightInches: number): DraftCopy[][] => {
    const inside = { width: area.width, height: Math.floor(heightInches * UNITS_PER_INCH) };
    let best: Candidate | null = null;
    for (const logic of [MAX_EDGE, MAX_AREA, FILL_WIDTH] as const)
      for (const smart of [true, false]) {
        const candidate = pack(boxes, inside, gap, { logic, smart });
        if (!best || isBetter(candidate, best, roll)) best = candidate;
      }
    return best!.pages.map((page) =>
      page.map(({ item: index, x, y, rotated }) => ({
        item: index,
        xInches: SHEET_MARGIN_INCHES + x / UNITS_PER_INCH + outlines[index]!.overhang,
        yInches: SHEET_MARGIN_INCHES + y / UNITS_PER_INCH + outlines[index]!.overhang,
        turns: rotated ? 1 : 0,
      })),
    );
  };
  const shapes = items.map((item, index) => ({
    rings: outlines[index]!.rings,
    widthInches: item.widthInches,
    heightInches: item.heightInches,
    copies: item.quantity,
    turns:
      item.shape === "circle" ? [0 as const] : item.shape === "die-cut" ? ([0, 1, 2, 3] as const) : ([0, 1] as const),
  }));
  // The die-cuts' angles are chosen once: a cut sheet's balancing lays the copies out again at other lengths.
  let angles: number[] | null = null;
  /** The copies nested by their cut lines, in pages whose printable area is `heightInches` long. */
  const layOutNested = (heightInches: number, searchMs = 0): DraftCopy[][] =>
    nestSheetCopies(shapes, { widthInches: areaInches.width, heightInches }, gapInches, {
      searchMs,
      roll,
      pageMarginsInches: 2 * SHEET_MARGIN_INCHES,
      deadline: nestingDeadline,
      angles: (angles ??= chooseNestingAngles(
        shapes,
        { widthInches: areaInches.width, heightInches },
        gapInches,
        nestingDeadline,
      )),
    }).map((page) =>
      page.map((copy) => ({
        item: copy.shape,
        xInches: SHEET_MARGIN_INCHES + copy.xInches,
        yInches: SHEET_MARGIN_INCHES + copy.yInches,
        turns: copy.turns,
        angleDegrees: copy.angleDegrees,
        byLine: true as const,
      })),
    );
  const boxDrafts = layOutBoxes(areaInches.height);
  /** A copy's quarter-turned box: what its placement keeps. */
  const turnedBoxOf = (copy: DraftCopy) => {
    const item = items[copy.item]!;
    const turned = copy.turns % 2 === 1;
    return {
      width: turned ? item.heightInches : item.widthInches,
      height: turned ? item.widthInches : item.heightInches,
    };
  };
  // Where a nested copy reaches (its cut line's box, from its placed box's top-left): a frame turned by an
  // angle is wider than its line, and a die-cut line's overhang is its widest on one side only. Nesting keeps
  // the lines, not the boxes, inside the area, so a box would push the centring and the length past them.
  const lineReach = new Map<string, { left: number; top: number; right: number; bottom: number }>();
  const lineReachOf = (copy: DraftCopy, angleDegrees: number) => {
    const key = `${copy.item}:${copy.turns}:${angleDegrees}`;
    let reach = lineReach.get(key);
    if (!reach) {
      const box = turnedBoxOf(copy);
      const [a, b, c, d, e, f] = computeCopyMatrix(
        {
          orderId: 0,
          copy: 0,
          xInches: 0,
          yInches: 0,
          widthInches: box.width,
          heightInches: box.height,
          rotated: copy.turns % 2 === 1,
          turns: copy.turns,
          angleDegrees,
        },
        1,
      );
      const points = outlines[copy.item]!.rings.flat().map((p) => ({
        x: a * p.x + c * p.y + e,
        y: b * p.x + d * p.y + f,
      }));
      reach = {
        left: Math.min(...points.map((p) => p.x)),
        top: Math.min(...points.map((p) => p.y)),
        right: Math.max(...points.map((p) => p.x)),
        bottom: Math.max(...points.map((p) => p.y)),
      };
      lineReach.set(key, reach);
    }
    return reach;
  };
  /** What a copy's cut line takes on the page (inches): a nested copy's line itself, else its box grown by the overhang. */
  const extentOf = (copy: DraftCopy) => {
    if (copy.byLine) {
      const reach = lineReachOf(copy, copy.angleDegrees ?? 0);
      return {
        left: copy.xInches + reach.left,
        top: copy.yInches + reach.top,
        right: copy.xInches + reach.right,
        bottom: copy.yInches + reach.bottom,
      };
    }
    const box = turnedBoxOf(copy);
    const overhang = outlines[copy.item]!.overhang;
    return {
      left: copy.xInches - overhang,
      top: copy.yInches - overhang,
      right: copy.xInches + box.width + overhang,
      bottom: copy.yInches + box.height + overhang,
    };
  };
  const usedBottomOf = (page: DraftCopy[]) => Math.max(...page.map((copy) => extentOf(copy).bottom));
  const pagesAreaOf = (drafts: DraftCopy[][]) =>
    drafts.reduce(
      (sum, page) =>
        sum + pageWidth * (roll ? Math.min(maxPageHeight, usedBottomOf(page) + SHEET_MARGIN_INCHES) : maxPageHeight),
      0,
    );

  // Circles and die-cuts are nested by their cut lines (#37) when that takes fewer pages or less roll;
  // squares and rectangles keep the box layout's tight grid.
  let drafts = boxDrafts;
  let method: "nested" | "boxes" = "boxes";
  const copiesInAll = items.reduce((sum, item) => sum + item.quantity, 0);
  // All nesting (and the balancing's) within one time limit: many designs make many pairs of shapes.
  const nestingDeadline = Date.now() + nestingSearchMs + nestingTimeLimitMs;
  const nestable = items.some((item) => item.shape === "circle" || item.shape === "die-cut");
  const nested =
    nestable && copiesInAll <= MAX_NESTED_COPIES
      ? tryNesting(() => layOutNested(areaInches.height, nestingSearchMs))
      : null;
  if (nested) {
    const fewerPages = nested.length < boxDrafts.length;
    if (fewerPages || (nested.length === boxDrafts.length && pagesAreaOf(nested) < pagesAreaOf(boxDrafts))) {
      drafts = nested;
      method = "nested";
    }
  }
  // A cut sheet's last page far emptier than the first is balanced: the same number of sheets, each filled
  // to the same depth (the shortest printable length that still takes no more sheets), then centred.
  if (!roll && drafts.length > 1 && drafts.at(-1)!.length * 2 < drafts[0]!.length) {
    const layOut = method === "nested" ? layOutNested : layOutBoxes;
    let [low, high] = [areaInches.height / 2, areaInches.height];
    for (let step = 0; step < BALANCING_STEPS; step++) {
      const middle = (low + high) / 2;
      // A sticker taller than the length tried fits no nested page (null), or takes a page of its own.
      const tried = tryNesting(() => layOut(middle));
      if (
        tried &&
        tried.length <= drafts.length &&
        tried.every((page) => usedBottomOf(page) <= SHEET_MARGIN_INCHES + middle + 1e-9)
      ) {
        high = middle;
        drafts = tried;
      } else low = middle;
    }
  }

  const buildPages = (drafts: DraftCopy[][], method: "nested" | "boxes"): PrintSheetPage[] => {
    const copies = new Map<number, number>();
    const pageCount = drafts.length;
    return drafts.map((page, pageIndex) => {
      // The copies centred across the width (a roll) or on the sheet: the operator's hand would not leave the
      // empty strip all on one side.
      const left = Math.min(...page.map((copy) => extentOf(copy).left));
      const right = Math.max(...page.map((copy) => extentOf(copy).right));
      const top = Math.min(...page.map((copy) => extentOf(copy).top));
      const shiftX = Math.max(0, (areaInches.width - (right - left)) / 2) + SHEET_MARGIN_INCHES - left;
      const shiftY = roll
        ? 0
        : Math.max(0, (areaInches.height - (usedBottomOf(page) - top)) / 2) + SHEET_MARGIN_INCHES - top;
      const placements = [...page]
        .sort((a, b) => a.yInches - b.yInches || a.xInches - b.xInches)
        .map((draft): PrintSheetPlacement => {
          const item = items[draft.item]!;
          const copy = (copies.get(item.orderId) ?? 0) + 1;
          copies.set(item.orderId, copy);
          const box = turnedBoxOf(draft);
          return {
            orderId: item.orderId,
            copy,
            xInches: draft.xInches + shiftX,
            yInches: draft.yInches + shiftY,
            widthInches: box.width,
            heightInches: box.height,
            rotated: draft.turns % 2 === 1,
            turns: draft.turns,
            ...(draft.angleDegrees ? { angleDegrees: draft.angleDegrees } : {}),
          };
        });
      const usedBottom = usedBottomOf(page) + shiftY;
      // A roll's panel ends with its bottom margin below the last sticker (never past the panel length).
      const heightInches = roll ? Math.min(maxPageHeight, usedBottom + SHEET_MARGIN_INCHES) : maxPageHeight;
      const printable = {
        left: SHEET_MARGIN_INCHES,
        top: SHEET_MARGIN_INCHES,
        right: pageWidth - SHEET_MARGIN_INCHES,
        bottom: heightInches - SHEET_MARGIN_INCHES,
      };
      if (method === "nested") checkNestedOutlines(placements, ringsOf, gapInches, printable);
      else checkPlacements(placements, overhangOf, gapInches, printable);
      const onPage = items.filter((item) => placements.some((p) => p.orderId === item.orderId));
      return {
        widthInches: pageWidth,
        heightInches,
        placements,
        stickerAreaSqIn: placements.reduce((sum, p) => sum + areaOf(p.orderId), 0),
        registrationMarks: placeRegistrationMarks({ widthInches: pageWidth, heightInches }),
        ...composeSheetLabel({
          widthInches: pageWidth,
          heightInches,
          orderLabels: onPage.map((item) => item.orderLabel),
          createdAt,
          stockName,
          pageNumber: pageIndex + 1,
          pageCount,
        }),
      };
    });
  };
  let pages: PrintSheetPage[];
  try {
    pages = buildPages(drafts, method);
  } catch (error) {
    // A nested page that fails the check on its cut lines is a defect of the nesting, not the operator's: the
    // sheet is still made, from the boxes (whose check stands), and the defect is logged.
    if (method !== "nested") throw error;
    console.error("A nested print sheet failed its check; it keeps the box layout:", error);
    method = "boxes";
    pages = buildPages(boxDrafts, method);
  }

  // The stickers' area is their cut outlines' (a circle's disc, a rounded rectangle less its corners, a
  // die-cut line's enclosed area), not their bounding boxes': what the media actually becomes.
  const stickerAreaSqIn = items.reduce((sum, item, index) => sum + item.quantity * outlines[index]!.area, 0);
  const pagesAreaSqIn = pages.reduce((sum, page) => sum + page.widthInches * page.heightInches, 0);
  return {
    pages,
    stickerAreaSqIn,
    pagesAreaSqIn,
    utilisation: stickerAreaSqIn / pagesAreaSqIn,
    gapInches,
    method,
    boxPagesAreaSqIn: pagesAreaOf(boxDrafts),
    ...(!nestable
      ? { notNestedBecause: "only rectangles" as const }
      : copiesInAll > MAX_NESTED_COPIES
        ? { notNestedBecause: "too many copies" as const }
        : {}),
  };
}
