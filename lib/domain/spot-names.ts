// Spot colours a print file carries (the kiss-cut, the White plate, a sticker sheet's outline): each reaches a
// plate of its own in the RIP only if no two share a name. Browser-safe: the settings form checks the same rules.

/** The kiss-cut's spot colour (lib/print's CUT_CONTOUR_SPOT): no other plate may share it. */
export const KISS_CUT_SPOT_NAME = "CutContour";

/** Whether two spot colours would reach one plate: a RIP may match names without regard to case. */
export function isSameSpotName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
