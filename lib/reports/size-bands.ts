// The size bands of the Reports page's "Shapes and sizes": every order falls in one band by its sticker's
// longer side (a die-cut's is its cut line's bounding box), so die-cuts of a hundred sizes make a handful of rows.

/** A band holds the sizes whose longer side is above the previous band's edge and at most its own (inclusive). */
export type SizeBand = { key: string; label: string; upToInches: number | null };

export const SIZE_BANDS: readonly SizeBand[] = [
  { key: "up-to-2", label: 'Up to 2"', upToInches: 2 },
  { key: "2-3", label: '2–3"', upToInches: 3 },
  { key: "3-4", label: '3–4"', upToInches: 4 },
  { key: "4-6", label: '4–6"', upToInches: 6 },
  { key: "over-6", label: 'Over 6"', upToInches: null },
];

/**
 * Sizes are read to the hundredth of an inch, as they are written ('Die-cut 3" × 2.41"'): a side of 3.004"
 * is 3" and stays in 2–3"; one of 3.005" reads 3.01" and goes to 3–4". Float noise on an edge cannot move it.
 */
export const SIZE_BAND_TOLERANCE_INCHES = 0.005;

/** The index in SIZE_BANDS of the band of a sticker `width` × `height` inches. */
export function findSizeBandIndex(width: number, height: number): number {
  const longer = Math.max(width, height);
  const index = SIZE_BANDS.findIndex(
    (band) => band.upToInches !== null && longer < band.upToInches + SIZE_BAND_TOLERANCE_INCHES,
  );
  return index === -1 ? SIZE_BANDS.length - 1 : index;
}

/** What the page and its CSV say the bands are. */
export const SIZE_BAND_LEGEND =
  'Sizes are grouped by the sticker\'s longer side (a die-cut\'s by its cut line\'s width or height): up to 2", over 2" to 3", over 3" to 4", over 4" to 6", over 6"; each upper bound inclusive, sides read to the hundredth of an inch.';
