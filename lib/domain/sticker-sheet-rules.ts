// What the printer can kiss-cut on a sticker sheet (#39), in inches: StickerApp asks 2 mm spacing and a 6 mm
// sticker, Sticker Ninja a 1/8" safety trim and 1/4" spacing; the shop's rules sit between them.

/** The smallest sticker: the shorter side of its cut line's box. */
export const MIN_STICKER_INCHES = 0.5;
/** The least space between two kiss-cut lines. */
export const STICKER_SPACING_INCHES = 0.125;
/** The least space between a kiss-cut line and the sheet's edge (its own cut). */
export const SHEET_EDGE_INCHES = 0.125;

/** The most stickers one sheet holds: bounds the server's checks (every pair is compared). */
export const MAX_SHEET_STICKERS = 100;
/** The most different stickers (a design at a shape and size) on one sheet: each die-cut is a cut line to compute. */
export const MAX_SHEET_DESIGNS = 12;
/** A sheet sticker's side as typed: 1/8" steps (its cut line then decides whether it is big enough). */
export const SHEET_STICKER_STEP_INCHES = 0.125;
/** The largest side a sheet sticker may be typed at; the sheet itself bounds it further. */
export const SHEET_STICKER_MAX_INCHES = 24;

/** A sheet size the owner may sell (#39, the catalogue): each side from 1" to 24" in 0.25" steps. */
export const MIN_SHEET_INCHES = 1;
export const MAX_SHEET_INCHES = 24;
export const SHEET_INCHES_STEP = 0.25;
