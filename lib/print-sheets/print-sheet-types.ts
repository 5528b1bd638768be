import type { StickerShape } from "@/lib/domain/sticker-shapes";
import type { PrintableSheetSticker } from "@/lib/print/plan-sheet-stickers";

/** The printer's media: a roll (fixed width, pages as long as used up to a panel length) or a cut sheet. */
export type PrintMedia =
  | { kind: "roll"; widthInches: number; maxLengthInches: number }
  | { kind: "sheet"; widthInches: number; heightInches: number };

/** A roll's usual width and longest panel, and the usual gap between cut outlines. */
export const DEFAULT_ROLL_WIDTH_INCHES = 12;
export const DEFAULT_ROLL_MAX_LENGTH_INCHES = 48;
export const DEFAULT_SHEET_GAP_INCHES = 0.125;

/** One order line on a sheet: `quantity` copies of one sticker. */
export type PrintSheetItem = {
  orderId: number;
  /** How the job label names the order, e.g. "#12". */
  orderLabel: string;
  designId: string;
  quantity: number;
  shape: StickerShape;
  widthInches: number;
  heightInches: number;
  roundedCorners: boolean;
  /** Die-cut only: the frozen cut line, SVG path data in inches (as on Order). */
  cutLine: string | null;
  /**
   * Added for the PDF, so each copy's artwork sits as the one-order print file puts it: the order's
   * placement of its design (Order.scale, xPosition, yPosition: percent), the design's pixels
   * (Design.width, height) and its traced outline (Design.outline, where a die-cut's line was computed).
   */
  scale: number;
  xPosition: number;
  yPosition: number;
  designWidth: number;
  designHeight: number;
  designOutline: string | null;
  /**
   * A sticker sheet (#39): each copy is the sheet, laid out as a rectangle of its size (shape "square", the
   * sheet's width, height and corners), its stickers drawn and kiss-cut where they were frozen, the sheet cut
   * through at its edge; the order's own design is only its first sticker's. Null or absent: a single sticker.
   */
  sheet?: { stickers: PrintableSheetSticker[] } | null;
};

/**
 * One copy's place: its top-left on the page in inches (page origin at the top-left, y down), and the box it
 * takes there (width and height swapped when rotated a quarter turn).
 */
export type PrintSheetPlacement = {
  orderId: number;
  /** 1-based copy number within its order line. */
  copy: number;
  xInches: number;
  yInches: number;
  widthInches: number;
  heightInches: number;
  rotated: boolean;
  /**
   * Quarter turns clockwise (0–3; odd = rotated), as nesting places copies (#37): a half turn lets shapes
   * interlock. Absent in layouts made before it: rotated ? 1 : 0 (turnsOf).
   */
  turns?: 0 | 1 | 2 | 3;
  /**
   * A further clockwise turn in degrees (0 < angle < 90), after the quarter turns, of a die-cut nested at the
   * angle its repeating pattern packs the roll's width best (#37). widthInches × heightInches stay the box
   * turned by quarter turns; x and y are then the top-left of that box's own box once turned by the angle
   * (placedBoxOf). Absent: none.
   */
  angleDegrees?: number;
};

export type PrintSheetRegistrationMark = { xInches: number; yInches: number; sizeInches: number };

/** One page; on a roll, heightInches is the length actually used (≤ the media's maxLengthInches). */
export type PrintSheetPage = {
  widthInches: number;
  heightInches: number;
  placements: PrintSheetPlacement[];
  /** The cut outlines' area of this page's copies, in square inches (absent in layouts made before #37). */
  stickerAreaSqIn?: number;
  /** Filled black squares; x/y are each mark's top-left in inches. */
  registrationMarks: PrintSheetRegistrationMark[];
  /** The job label printed on the page: order numbers, date, page n of m. */
  label: string;
  /** Where the label is written (top-left of its text box, inches) and the text's size in points. */
  labelBox: { xInches: number; yInches: number; widthInches: number; heightInches: number; fontSizePoints: number };
};

export type PrintSheetLayout = {
  pages: PrintSheetPage[];
  /** The stickers' area: the sum of every copy's cut-outline area (not its bounding box), in square inches. */
  stickerAreaSqIn: number;
  pagesAreaSqIn: number;
  /** stickerAreaSqIn / pagesAreaSqIn. */
  utilisation: number;
  /** The gap kept between cut outlines (the PDF's bleed stays within half of it). */
  gapInches: number;
  /**
   * "nested": copies placed by their cut lines (#37), each raster clipped to its cut line and bleed; "boxes":
   * by their bounding boxes. Absent in layouts made before #37 (boxes).
   */
  method?: "nested" | "boxes";
  /** The pages' area the bounding-box layout of the same copies takes, to show the media nesting saved. */
  boxPagesAreaSqIn?: number;
  /** Why nesting was not tried: no circle or die-cut on the sheet, or more copies than MAX_NESTED_COPIES. */
  notNestedBecause?: "only rectangles" | "too many copies";
};
