import type { PrintSheetRegistrationMark } from "./print-sheet-types";
import { MARK_INSET_INCHES, MARK_SIZE_INCHES } from "./print-sheet-units";

/**
 * A page's three registration marks (top-left corner of each, inches, y down): top-left, top-right and
 * bottom-left, inset from the edges. The empty fourth corner tells the cutter which way the page lies.
 */
export function placeRegistrationMarks(page: {
  widthInches: number;
  heightInches: number;
}): PrintSheetRegistrationMark[] {
  const far = (side: number) => side - MARK_INSET_INCHES - MARK_SIZE_INCHES;
  return [
    { xInches: MARK_INSET_INCHES, yInches: MARK_INSET_INCHES, sizeInches: MARK_SIZE_INCHES },
    { xInches: far(page.widthInches), yInches: MARK_INSET_INCHES, sizeInches: MARK_SIZE_INCHES },
    { xInches: MARK_INSET_INCHES, yInches: far(page.heightInches), sizeInches: MARK_SIZE_INCHES },
  ];
}
