// A print sheet's fixed measures (#23), in inches unless named otherwise: where the cutter's registration
// marks sit and how far the stickers keep from them.

/** Registration marks: filled black squares, the size cutters' optical sensors (Graphtec ARMS, Summa OPOS) find. */
export const MARK_SIZE_INCHES = 0.25;

/** Each mark's distance from the page's edges: printers leave a few millimetres unprinted at the edge. */
export const MARK_INSET_INCHES = 0.125;

/** Clear space between a mark and any sticker, so the sensor reads the mark's edge and nothing else. */
export const MARK_CLEARANCE_INCHES = 0.125;

/**
 * The margin on every side of a page that no sticker enters: the mark's inset, the mark, and its
 * clearance (0.5"). The job label is written in the bottom margin, beside the bottom-left mark.
 */
export const SHEET_MARGIN_INCHES = MARK_INSET_INCHES + MARK_SIZE_INCHES + MARK_CLEARANCE_INCHES;

/** The job label's text size in points: small, readable on the printed sheet, no taller than a mark. */
export const SHEET_LABEL_FONT_POINTS = 6;

/** Helvetica's widest usual glyph for the label's text (digits, lower case, "#"): 0.6 em, to bound the line. */
export const SHEET_LABEL_EM_PER_CHARACTER = 0.6;

/**
 * The most copies a sheet is nested with: nesting takes about 1 ms a copy on the job's thread (measured: 1,000
 * in 1-2 s, 10,000 in 10 s), so a larger sheet keeps the box layout (a few ms) and the job never holds the
 * server for more than a few seconds.
 */
export const MAX_NESTED_COPIES = 2_500;

/**
 * How far a cut line's chords may stray from its curves when it is flattened for nesting (inches): each curve
 * gets as many chords as that takes (flattenPathWithin), so a 12" circle is as close as a 1" one.
 */
export const NESTING_CURVE_DEVIATION_INCHES = 0.0005;
