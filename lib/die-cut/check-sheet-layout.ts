import { Clipper, EndType, FillRule, JoinType, type Path64 } from "clipper2-ts";
import { MIN_STICKER_INCHES, SHEET_EDGE_INCHES, STICKER_SPACING_INCHES } from "@/lib/domain/sticker-sheet-rules";

/** A point of a cut line, inches. */
type FlatPoint = { x: number; y: number };

/** A sticker placed on a sheet: its cut line in its own frame (inches, origin at its box's top-left). */
export type SheetSticker = {
  /** How the shopper knows it: "Sticker 2 (logo.png)". */
  label: string;
  rings: FlatPoint[][];
  widthInches: number;
  heightInches: number;
  /** The top-left of its turned box on the sheet, inches from the sheet's top-left. */
  xInches: number;
  yInches: number;
  /** Clockwise, about the box's top-left; the box is placed at (x, y) once turned. */
  rotation: 0 | 90 | 180 | 270;
};

export type SheetRule = "too-small" | "off-sheet" | "near-edge" | "overlap" | "too-close";
export type SheetProblem = { index: number; rule: SheetRule; message: string };

/** Check units per inch: 1/100,000", so rounding is far below any rule. */
const UNITS = 100_000;
/** Area two outlines may share and still only touch (rounding): (1/10,000")². */
const TOUCH_AREA = 10 * 10;

const format = (inches: number) => (inches === 0.125 ? '1/8"' : `${inches}"`);

/** A point of the sticker's own frame on the sheet, for a turn about the box's top-left. */
function placePoint(sticker: SheetSticker, point: FlatPoint): { x: number; y: number } {
  const { widthInches: w, heightInches: h } = sticker;
  const [x, y] =
    sticker.rotation === 0
      ? [point.x, point.y]
      : sticker.rotation === 90
        ? [h - point.y, point.x]
        : sticker.rotation === 180
          ? [w - point.x, h - point.y]
          : [point.y, w - point.x];
  return { x: Math.round((sticker.xInches + x) * UNITS), y: Math.round((sticker.yInches + y) * UNITS) };
}

/**
 * Every rule a sheet's layout breaks, sticker by sticker (its index in `stickers`), checked on the cut lines
 * themselves with Clipper, not on boxes: a sticker under MIN_STICKER_INCHES, one off the sheet or closer than
 * SHEET_EDGE_INCHES to its edge, two that overlap, or two closer than STICKER_SPACING_INCHES. Each pair is
 * named once, on the later sticker. Empty when the sheet can be printed and cut. `firstOnly` stops at the first
 * problem (the server's answer names one; a sheet of stickers piled up would otherwise compare every pair).
 * Pure; it runs in the geometry pool for a request (checkSheetLayoutOffThread).
 */
export function checkSheetLayout(
  sheet: { widthInches: number; heightInches: number },
  stickers: readonly SheetSticker[],
  { firstOnly = false }: { firstOnly?: boolean } = {},
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const placed = stickers.map((sticker, index) => {
    const cut: Path64[] = Clipper.union(
      sticker.rings.map((ring) => ring.map((point) => placePoint(sticker, point))),
      FillRule.NonZero,
    );
    const box = Clipper.getBoundsPaths(cut);
    const shorter = Math.min(box.right - box.left, box.bottom - box.top) / UNITS;
    if (shorter < MIN_STICKER_INCHES - 1e-6)
      problems.push({
        index,
        rule: "too-small",
        message: `${sticker.label} is smaller than ${format(MIN_STICKER_INCHES)}: the printer cannot cut it.`,
      });
    const sheetRight = sheet.widthInches * UNITS;
    const sheetBottom = sheet.heightInches * UNITS;
    const edge = SHEET_EDGE_INCHES * UNITS;
    if (box.left < 0 || box.top < 0 || box.right > sheetRight || box.bottom > sheetBottom)
      problems.push({ index, rule: "off-sheet", message: `${sticker.label} is off the sheet.` });
    else if (box.left < edge || box.top < edge || box.right > sheetRight - edge || box.bottom > sheetBottom - edge)
      problems.push({
        index,
        rule: "near-edge",
        message: `${sticker.label} is closer than ${format(SHEET_EDGE_INCHES)} to the sheet's edge.`,
      });
    const grown = Clipper.inflatePaths(cut, (STICKER_SPACING_INCHES / 2) * UNITS - 10, JoinType.Round, EndType.Polygon);
    return { cut, grown, box: Clipper.getBoundsPaths(grown) };
  });
  if (firstOnly && problems.length > 0) return problems.slice(0, 1);
  for (let j = 1; j < placed.length; j++)
    for (let i = 0; i < j; i++) {
      const [a, b] = [placed[i]!, placed[j]!];
      if (
        a.box.right <= b.box.left ||
        b.box.right <= a.box.left ||
        a.box.bottom <= b.box.top ||
        b.box.bottom <= a.box.top
      )
        continue;
      const overlap = Math.abs(Clipper.areaPaths(Clipper.intersect(a.cut, b.cut, FillRule.NonZero)));
      if (overlap > TOUCH_AREA) {
        problems.push({
          index: j,
          rule: "overlap",
          message: `${stickers[j]!.label} overlaps ${stickers[i]!.label}.`,
        });
        if (firstOnly) return problems;
        continue;
      }
      const near = Math.abs(Clipper.areaPaths(Clipper.intersect(a.grown, b.grown, FillRule.NonZero)));
      if (near > TOUCH_AREA)
        problems.push({
          index: j,
          rule: "too-close",
          message: `${stickers[j]!.label} is closer than ${format(STICKER_SPACING_INCHES)} to ${stickers[i]!.label}.`,
        });
      if (firstOnly) return problems;
    }
  return problems;
}
