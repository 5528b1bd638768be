import { Clipper, type Path64 } from "clipper2-ts";
import { findBestAngle } from "@/lib/nesting/find-best-angle";
import { nestByPatterns } from "@/lib/nesting/nest-by-patterns";
import { searchNestingOrder } from "@/lib/nesting/search-nesting-order";
import { turnPath } from "@/lib/nesting/turn-path";
import { turnRings } from "@/lib/nesting/turn-rings";
import { turnedBoxCorner } from "@/lib/nesting/turned-box-corner";
import {
  NESTING_UNITS_PER_INCH,
  type NestedCopy,
  type NestingItem,
  type QuarterTurns,
} from "@/lib/nesting/nesting-types";
import { prepareNestingOutline } from "@/lib/nesting/prepare-nesting-outline";
import type { FlatPoint } from "@/lib/print/flatten-path";
import { NESTING_CURVE_DEVIATION_INCHES } from "./print-sheet-units";

/**
 * How far a nesting outline is grown beyond half the gap: the flattened cut line's chords lie up to
 * NESTING_CURVE_DEVIATION_INCHES inside its curves, and its points are rounded to NESTING units (1/10,000").
 * The cutter's own play is what the gap is for.
 */
export const NESTING_TOLERANCE_INCHES = NESTING_CURVE_DEVIATION_INCHES + 0.0005;

/** One design to nest: its cut line as closed rings in its own frame (inches, origin at its box's top-left). */
export type SheetNestingShape = {
  rings: FlatPoint[][];
  widthInches: number;
  heightInches: number;
  copies: number;
  turns: readonly QuarterTurns[];
};

/**
 * A copy's place on a page: the top-left of its turned box (for a copy turned by a further angle, of that
 * box's own box once turned), inches from the printable area's top-left.
 */
export type NestedSheetCopy = {
  shape: number;
  turns: QuarterTurns;
  /** A further clockwise turn after the quarter turns (0 ≤ angle < 90): the same for every copy of a shape. */
  angleDegrees: number;
  xInches: number;
  yInches: number;
};

/**
 * The shapes whose angle is searched (findBestAngle), those taking the most area first: a bound on the work
 * rather than a clock, so the same orders get the same layout on a busy machine as on an idle one (1–1.5 s
 * a shape here: about twelve patterns searched each). The rest nest upright.
 */
const MAX_ANGLED_SHAPES = 6;
/** A safety net on that work (ms, within the nesting's deadline) for outlines far costlier than expected. */
const ANGLE_SEARCH_MS = 10_000;

/** The top-left of a width × height frame's box once turned by `turns` quarters and then `angleDegrees`. */
function turnedFrameCorner(width: number, height: number, turns: QuarterTurns, angleDegrees: number) {
  if (angleDegrees === 0) return turnedBoxCorner(width, height, turns);
  const radians = ((turns * 90 + angleDegrees) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return {
    x: Math.min(0, width * cos, -height * sin, width * cos - height * sin),
    y: Math.min(0, width * sin, height * cos, width * sin + height * cos),
  };
}

const U = NESTING_UNITS_PER_INCH;

/** The printable area widened by half the gap on every side (NESTING units): a cut line stays inside the area. */
function containerOf(area: { widthInches: number; heightInches: number }, gapInches: number) {
  const margin = Math.round((gapInches / 2) * U);
  return {
    width: Math.floor(area.widthInches * U) + 2 * margin,
    height: Math.floor(area.heightInches * U) + 2 * margin,
  };
}

/**
 * Each shape's angle (degrees, 0 ≤ angle < 90, clockwise after its quarter turns): the die-cuts with copies
 * to repeat, at most MAX_ANGLED_SHAPES of those taking the most area, at the angle their repeating pattern
 * packs the width best (findBestAngle); every other shape upright. Once `deadline` or ANGLE_SEARCH_MS has
 * passed, the shapes not yet searched stay upright.
 */
export function chooseNestingAngles(
  shapes: readonly SheetNestingShape[],
  area: { widthInches: number; heightInches: number },
  gapInches: number,
  deadline = Number.POSITIVE_INFINITY,
): number[] {
  const grow = gapInches / 2 + NESTING_TOLERANCE_INCHES;
  const container = containerOf(area, gapInches);
  const upright = shapes.map((shape) => prepareNestingOutline(shape.rings, grow));
  const angles = shapes.map(() => 0);
  const angleDeadline = Math.min(deadline, Date.now() + ANGLE_SEARCH_MS);
  const areaOf = (index: number) => Math.abs(Clipper.area(upright[index]!)) * shapes[index]!.copies;
  const searched = shapes
    .map((_, index) => index)
    .filter((index) => shapes[index]!.turns.length === 4 && shapes[index]!.copies > 1)
    .sort((a, b) => areaOf(b) - areaOf(a) || a - b)
    .slice(0, MAX_ANGLED_SHAPES);
  for (const index of searched) {
    if (Date.now() > angleDeadline) break;
    const shape = shapes[index]!;
    angles[index] = findBestAngle(
      (angle) => (angle === 0 ? upright[index]! : prepareNestingOutline(turnRings(shape.rings, angle), grow)),
      { key: String(index), copies: shape.copies, turns: shape.turns },
      container,
      angleDeadline,
    ).angleDegrees;
  }
  return angles;
}

/**
 * Every copy of every shape nested by its cut line (#37): each outline grown by half the gap and the
 * tolerance (prepareNestingOutline) from its line turned by its angle (`angles`, chosen by
 * chooseNestingAngles unless given), then placed page after page by nestByPatterns (whole rows of each
 * design's best repeating pattern, the rest by bottom-left fill with no-fit polygons around them). The
 * container is the printable area widened by half the gap on every side, so a cut line stays inside the area.
 * With `searchMs`, orders of the shapes are searched for that long (searchNestingOrder) and the layout taking
 * the least media kept: on a roll the least length (each page with `pageMarginsInches`), on cut sheets the
 * fewest sheets. Returns the pages in order; throws RangeError for a shape that fits no empty page (the
 * caller checks boxes first, so that is a defect). Pure; deterministic without a search.
 */
export function nestSheetCopies(
  shapes: readonly SheetNestingShape[],
  area: { widthInches: number; heightInches: number },
  gapInches: number,
  {
    searchMs = 0,
    roll = true,
    pageMarginsInches = 0,
    deadline = Number.POSITIVE_INFINITY,
    angles = chooseNestingAngles(shapes, area, gapInches, deadline),
  }: {
    searchMs?: number;
    roll?: boolean;
    pageMarginsInches?: number;
    deadline?: number;
    /** Each shape's angle (chooseNestingAngles), when already chosen for these shapes: not searched again. */
    angles?: readonly number[];
  } = {},
): NestedSheetCopy[][] {
  const grow = gapInches / 2 + NESTING_TOLERANCE_INCHES;
  const margin = Math.round((gapInches / 2) * U);
  const container = containerOf(area, gapInches);
  const outlines: Path64[] = shapes.map((shape, index) =>
    prepareNestingOutline(angles[index] ? turnRings(shape.rings, angles[index]) : shape.rings, grow),
  );
  const itemOf = (index: number, copies: number): NestingItem => ({
    key: String(index),
    outline: outlines[index]!,
    copies,
    turns: shapes[index]!.turns,
  });

  const items = shapes.map((shape, index) => itemOf(index, shape.copies));
  // Where each shape's outline ends below its origin, per turn: the length a page's copies take.
  const bottoms = outlines.map((outline) =>
    ([0, 1, 2, 3] as const).map((turns) => Clipper.getBounds(turnPath(outline, turns)).bottom),
  );
  const lengthOf = (page: NestedCopy[]) =>
    Math.max(...page.map((copy) => copy.y + bottoms[Number(copy.key)]![copy.turns]!)) / U;
  const cost = (pages: NestedCopy[][]) => {
    const length = pages.reduce((sum, page) => sum + lengthOf(page) + pageMarginsInches, 0);
    return roll ? length : pages.length * 1e6 + length;
  };
  const { pages } =
    searchMs > 0
      ? searchNestingOrder(items, container, { budgetMs: searchMs, cost })
      : { pages: nestByPatterns(items, container, { deadline }) };
  const toSheet = (pages: NestedCopy[][]): NestedSheetCopy[][] =>
    pages.map((page) =>
      page.map((copy) => {
        const index = Number(copy.key);
        const shape = shapes[index]!;
        const angle = angles[index] ?? 0;
        const corner = turnedFrameCorner(shape.widthInches, shape.heightInches, copy.turns, angle);
        return {
          shape: index,
          turns: copy.turns,
          angleDegrees: angle,
          xInches: (copy.x - margin) / U + corner.x,
          yInches: (copy.y - margin) / U + corner.y,
        };
      }),
    );
  return toSheet(pages);
}
