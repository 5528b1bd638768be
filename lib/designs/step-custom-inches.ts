import {
  CUSTOM_SIZE_MAX_INCHES,
  CUSTOM_SIZE_MIN_INCHES,
  CUSTOM_SIZE_STEP_INCHES,
  readInchesText,
} from "@/lib/domain/sticker-shapes";

/**
 * The custom size one step (0.25") up or down from what is typed, for the size fields' − and + buttons:
 * an off-step value moves to the next step in that direction (2.3 → 2.5 up, 2.25 down), always within
 * 1–12"; text that is not a size starts at 1".
 */
export function stepCustomInches(text: string, direction: 1 | -1): number {
  const inches = readInchesText(text);
  if (!Number.isFinite(inches)) return CUSTOM_SIZE_MIN_INCHES;
  const steps = inches / CUSTOM_SIZE_STEP_INCHES;
  const next = (direction > 0 ? Math.floor(steps) + 1 : Math.ceil(steps) - 1) * CUSTOM_SIZE_STEP_INCHES;
  return Math.min(CUSTOM_SIZE_MAX_INCHES, Math.max(CUSTOM_SIZE_MIN_INCHES, next));
}
