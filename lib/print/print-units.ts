// The print file's fixed measures (#23): what print-and-cut software expects, in one place.
import { KISS_CUT_SPOT_NAME } from "@/lib/domain/spot-names";

export const POINTS_PER_INCH = 72;

/** Artwork carried past the cut on every side, so a cut a little off never shows an unprinted edge. */
export const BLEED_INCHES = 0.125;

/** The cut line's stroke: a hairline the RIP reads as a path (its width is not what is cut). */
export const CUT_LINE_WIDTH_POINTS = 0.25;

/**
 * The spot colour print-and-cut software (Roland VersaWorks, Mimaki RasterLink, Summa GoProduce) reads as
 * the cut path, and the CMYK it shows as on screen (100% magenta, the convention).
 */
export const CUT_CONTOUR_SPOT = { name: KISS_CUT_SPOT_NAME, cmyk: [0, 100, 0, 0] } as const;

/** Artwork is never resampled below this at the printed size (an image with fewer pixels keeps its own). */
export const PRINT_TARGET_DPI = 300;

/**
 * How the White plate's spot colour shows on screen and on a proofer that lacks white ink: a light cyan
 * tint (20 % C), so the operator sees where the white goes; the RIP prints it with its white channel.
 */
export const WHITE_PLATE_ALTERNATE_CMYK = [20, 0, 0, 0] as const;

/**
 * How a sticker sheet's through-cut outline (#39; its Separation named by the shop's thruCutName) shows on
 * screen: green (100 % cyan and yellow), told apart at a glance from CutContour's magenta and the White plate's
 * light cyan tint.
 */
export const THRU_CUT_ALTERNATE_CMYK = [100, 0, 100, 0] as const;
