import { Clipper } from "clipper2-ts";
import { NESTING_UNITS_PER_INCH, type NestingItem } from "@/lib/nesting/nesting-types";
import { findMotifs, nestByPatterns } from "@/lib/nesting/nest-by-patterns";
import { NESTING_OUT_OF_TIME } from "@/lib/nesting/place-bottom-left";
import { prepareNestingOutline } from "@/lib/nesting/prepare-nesting-outline";
import { turnedBoxCorner } from "@/lib/nesting/turned-box-corner";
import type { FlatPoint } from "@/lib/print/flatten-path";
import { SHEET_EDGE_INCHES, STICKER_SPACING_INCHES } from "@/lib/domain/sticker-sheet-rules";

/** A design to arrange: its cut line in its own frame (inches, origin at its box's top-left). */
export type ArrangeDesign = { rings: FlatPoint[][]; widthInches: number; heightInches: number };

/** One sticker placed by Auto-arrange: which design, the top-left of its turned box, its clockwise turn. */
export type ArrangedSticker = { design: number; xInches: number; yInches: number; rotation: 0 | 90 | 180 | 270 };

const U = NESTING_UNITS_PER_INCH;
/** How far a grown outline may pass the cut line grown by half the spacing: rounding (as print sheets allow). */
const TOLERANCE_INCHES = 0.005;

/**
 * "Auto-arrange" (#39): as many copies of each design as fit on the sheet in equal numbers, nested by their cut
 * lines (the print sheets' engine, nestByPatterns: rows of each design's best repeating pattern, the rest by
 * bottom-left fill with no-fit polygons, quarter turns), every kiss-cut line at
 * least STICKER_SPACING_INCHES from the next and SHEET_EDGE_INCHES from the sheet's edge. The count is the
 * largest that fits, searched by halving between one and what the area allows. Empty when not even one copy
 * of each fits. Pure and deterministic; throws RangeError once `deadline` (Date.now()) has passed.
 */
export function autoArrangeSheet(
  sheet: { widthInches: number; heightInches: number },
  designs: readonly ArrangeDesign[],
  { deadline = Number.POSITIVE_INFINITY }: { deadline?: number } = {},
): ArrangedSticker[] {
  if (designs.length === 0) return [];
  const halfSpacing = STICKER_SPACING_INCHES / 2;
  // The grown outlines may reach half the spacing past the edge margin: their cut lines then keep the margin.
  const inset = SHEET_EDGE_INCHES - halfSpacing;
  const container = {
    width: Math.floor((sheet.widthInches - 2 * inset) * U),
    height: Math.floor((sheet.heightInches - 2 * inset) * U),
  };
  if (container.width <= 0 || container.height <= 0) return [];
  const outlines = designs.map((design) => prepareNestingOutline(design.rings, halfSpacing + TOLERANCE_INCHES));
  // Whole rows of each design's repeating pattern first, the rest around them (nestByPatterns): one page is
  // one sheet, so a count fits when it needs no second page.
  const areaPerSet = outlines.reduce((sum, outline) => sum + Math.abs(Clipper.area(outline)), 0);
  const mostCopies = Math.max(1, Math.floor((container.width * container.height) / areaPerSet));
  // Each pattern judged for as many copies as the area could hold (findBestMotif weighs the rows they need).
  const motifs = findMotifs(
    outlines.map((outline, index) => ({ key: String(index), outline, copies: mostCopies })),
    container,
    deadline,
  );
  const arrange = (copies: number) => {
    const items: NestingItem[] = outlines.map((outline, index) => ({ key: String(index), outline, copies }));
    try {
      const pages = nestByPatterns(items, container, { motifs, deadline });
      return { placed: pages[0] ?? [], fits: pages.length === 1 };
    } catch (error) {
      // A design larger than the sheet fits no page at all; running out of time is the caller's to handle.
      if (error instanceof RangeError && error.message !== NESTING_OUT_OF_TIME) return { placed: [], fits: false };
      throw error;
    }
  };
  let fits = 0;
  let best: ReturnType<typeof arrange> | null = null;
  let tooMany = mostCopies + 1;
  while (tooMany - fits > 1) {
    const copies = Math.floor((fits + tooMany) / 2);
    const result = arrange(copies);
    if (result.fits) {
      fits = copies;
      best = result;
    } else tooMany = copies;
  }
  if (!best) return [];
  return best.placed.map((copy) => {
    const design = designs[Number(copy.key)]!;
    const corner = turnedBoxCorner(design.widthInches, design.heightInches, copy.turns);
    return {
      design: Number(copy.key),
      xInches: copy.x / U + inset + corner.x,
      yInches: copy.y / U + inset + corner.y,
      rotation: (copy.turns * 90) as ArrangedSticker["rotation"],
    };
  });
}
