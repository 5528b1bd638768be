// The sheet outline of a sticker sheet (#39): the sheet itself is cut through at its edge, a second cut beside the
// stickers' kiss-cuts (CutContour), in a spot colour of its own that the RIP maps to its through-cut tool. Its name
// is a shop setting (thruCutName). Browser-safe: the settings form checks the same rules.
import { isSameSpotName, KISS_CUT_SPOT_NAME } from "./spot-names";
import { MAX_WHITE_PLATE_NAME_LENGTH, WHITE_PLATE_NAME_PATTERN } from "./white-plate";

/** What Summa GoProduce and most cutters' RIPs call a cut through the backing; some expect "ThroughCut". */
export const DEFAULT_THRU_CUT_NAME = "Thru-cut";
/** A PDF name the RIPs read as it is, as the White plate's: letters, digits, `_` and `-` only. */
export const THRU_CUT_NAME_PATTERN = WHITE_PLATE_NAME_PATTERN;
export const MAX_THRU_CUT_NAME_LENGTH = MAX_WHITE_PLATE_NAME_LENGTH;

/** Whether a stored or typed name is one the print file may carry as the sheet outline's Separation name. */
export function isThruCutName(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= MAX_THRU_CUT_NAME_LENGTH &&
    THRU_CUT_NAME_PATTERN.test(value) &&
    !isSameSpotName(value, KISS_CUT_SPOT_NAME)
  );
}
