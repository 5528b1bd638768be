const NEVADA_NAMES = ["nv", "nevada"];

function normalizePlaceName(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * True when the city is one of the free-shipping cities (the spec's Las Vegas, Henderson and North Las
 * Vegas unless the owner's rules name others), ignoring case and extra whitespace. The cities are in
 * Nevada: when a state is given and is not Nevada the city does not count, so Henderson, KY pays for
 * shipping; a missing state is not held against it.
 */
export function isFreeShippingCity(
  cities: readonly string[],
  city: string | null | undefined,
  state?: string | null,
): boolean {
  if (typeof city !== "string") return false;
  const normalizedCity = normalizePlaceName(city);
  if (!cities.some((candidate) => normalizePlaceName(candidate) === normalizedCity)) return false;
  if (typeof state === "string" && state.trim() !== "") return NEVADA_NAMES.includes(normalizePlaceName(state));
  return true;
}
