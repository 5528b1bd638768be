// The White plate of print files on clear stock (#36): the spot colour's name and its choke, both shop
// settings (whitePlateName, whitePlateChokePoints). Browser-safe: the settings form checks the same rules.
import { isSameSpotName, KISS_CUT_SPOT_NAME } from "./spot-names";

/** What most RIPs call a white ink spot; Roland VersaWorks expects `RDG_WHITE`. */
export const DEFAULT_WHITE_PLATE_NAME = "White";
/** A PDF name the RIPs read as it is: letters, digits, `_` and `-` only (no space, no `#` escapes). */
export const WHITE_PLATE_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MAX_WHITE_PLATE_NAME_LENGTH = 63;

/** How far inside the artwork's edge the white stops, in points: half a point hides a slight misregistration. */
export const DEFAULT_WHITE_PLATE_CHOKE_POINTS = 0.5;
export const MIN_WHITE_PLATE_CHOKE_POINTS = 0;
export const MAX_WHITE_PLATE_CHOKE_POINTS = 5;

/**
 * Whether a stored or typed name is one the print file may carry as its White plate's Separation name: never
 * the kiss-cut's, or the RIP would print white along every cut line (or cut the white).
 */
export function isWhitePlateName(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= MAX_WHITE_PLATE_NAME_LENGTH &&
    WHITE_PLATE_NAME_PATTERN.test(value) &&
    !isSameSpotName(value, KISS_CUT_SPOT_NAME)
  );
}
