import { computeCutLine } from "@/lib/die-cut/compute-cut-line";
import { formatSvgPathData } from "@/lib/die-cut/format-svg-path-data";
import type { CutLine, OutlineSource, TracedOutline } from "@/lib/die-cut/types";

export type DieCutLine = {
  /** The cut line's bounding box, to the hundredth of an inch (what is shown, stored and priced). */
  widthInches: number;
  heightInches: number;
  offsetInches: number;
  /** SVG path data in inches, origin at the bounding box's top-left corner. */
  path: string;
  /** The artwork has separate parts (they are cut as one sticker). */
  separateParts: boolean;
  /**
   * The image has no transparent or plain background (a photo): the cut follows the image's rectangle,
   * a rounded rectangle with the border (#34: the shopper is told why).
   */
  followsImageEdge: boolean;
  /** Where the uploaded image lies in the cut line's frame, in inches (for previews). */
  artwork: { x: number; y: number; width: number; height: number };
};

const toHundredth = (inches: number) => Number(inches.toFixed(2));

/** A cut line (lib/die-cut) as the shop shows, stores and prices it; `parts` and `source`: the traced outline's. */
export function toDieCutLine(line: CutLine, { parts, source }: { parts: number; source: OutlineSource }): DieCutLine {
  return {
    widthInches: toHundredth(line.widthInches),
    heightInches: toHundredth(line.heightInches),
    offsetInches: line.borderInches,
    path: formatSvgPathData(line.path),
    separateParts: parts > 1,
    followsImageEdge: source === "rectangle",
    artwork: line.artwork,
  };
}

/**
 * The die-cut line of a design at an ordered size (its longest side, border included), computed here.
 * The shop's requests use the geometry pool instead (cutDesignAtSize); this is for the bench and tests.
 */
export function computeDieCutLine(outline: TracedOutline, sizeInches: number): DieCutLine {
  return toDieCutLine(computeCutLine(outline, sizeInches), outline);
}
