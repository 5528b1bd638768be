// What the printer can kiss-cut on a sticker sheet (#39), in inches: StickerApp asks 2 mm spacing and a 6 mm
// sticker, Sticker Ninja a 1/8" safety trim and 1/4" spacing; the shop's rules sit between them.

/** The smallest sticker: the shorter side of its cut line's box. */
export const MIN_STICKER_INCHES = 0.5;
/** The least space between two kiss-cut lines. */
export const STICKER_SPACING_INCHES = 0.125;
/** The least space between a kiss-cut line and the sheet's edge (its own cut). */
export const SHEET_EDGE_INCHES = 0.125;
