import { z } from "./zod";
import {
  CUSTOM_SIZE_MAX_INCHES,
  CUSTOM_SIZE_MIN_INCHES,
  CUSTOM_SIZE_STEP_INCHES,
  STICKER_SHAPES,
  formatInches,
  isCustomSizeInches,
  readInchesText,
} from "@/lib/domain/sticker-shapes";

export const CUSTOM_SIZE_MESSAGE = `Custom sizes go from ${CUSTOM_SIZE_MIN_INCHES}" to ${CUSTOM_SIZE_MAX_INCHES}" in steps of ${CUSTOM_SIZE_STEP_INCHES}".`;

/**
 * The one rule of the custom sizes that `inches` breaks, named with the side's label (#34: "3.1" was told
 * 'from 1" to 12"', which it is; it breaks the 0.25" step), or null for a size the shop cuts.
 */
export function describeCustomInchesProblem(label: string, inches: number): string | null {
  if (isCustomSizeInches(inches)) return null;
  if (!Number.isFinite(inches)) return `${label} must be a number of inches, like 2.5`;
  if (inches < CUSTOM_SIZE_MIN_INCHES) return `${label} must be at least ${formatInches(CUSTOM_SIZE_MIN_INCHES)}.`;
  if (inches > CUSTOM_SIZE_MAX_INCHES) return `${label} must be at most ${formatInches(CUSTOM_SIZE_MAX_INCHES)}.`;
  // Within the range but between two steps: the nearest sizes either side, both in range.
  const below = Math.floor(inches / CUSTOM_SIZE_STEP_INCHES) * CUSTOM_SIZE_STEP_INCHES;
  return `${label} must be in steps of ${formatInches(CUSTOM_SIZE_STEP_INCHES)}, like ${formatInches(below)} or ${formatInches(below + CUSTOM_SIZE_STEP_INCHES)}.`;
}

/** One side of a custom size as typed: 1–12" in 0.25" steps (numbers, or digits in a query string). */
export const customInchesSchema = (label: string) =>
  z.number({ error: `${label} is required` }).superRefine((inches, ctx) => {
    const message = describeCustomInchesProblem(label, inches);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/**
 * One side of a custom size as a shopper types it in the design tool ("2.5", "2,5"): the same rule as
 * customInchesSchema, which the cart applies to what the tool then sends, with a message per mistake.
 */
export const customInchesTextSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .transform(readInchesText)
    .pipe(z.number({ error: `${label} must be a number of inches, like 2.5` }).pipe(customInchesSchema(label)));

export const stickerShapeSchema = z.enum(STICKER_SHAPES, {
  error: `shape must be one of ${STICKER_SHAPES.join(", ")}`,
});

/**
 * A custom size as the cart takes it: a rectangle (square) width × height, a circle's diameter (width
 * and height equal; height may be left out), or a die-cut's longest side, border included (sizeInches).
 */
export type CustomSizeInput =
  { shape: "square" | "circle"; widthInches: number; heightInches: number } | { shape: "die-cut"; sizeInches: number };

type RawCustomSize = { shape: string; widthInches?: number; heightInches?: number; sizeInches?: number };

/** Checks the fields of a custom size that belong together, adding clear issues; the parsed value or null. */
export function readCustomSize(raw: RawCustomSize, ctx: z.RefinementCtx): CustomSizeInput | null {
  const issue = (message: string, path: string) => {
    ctx.addIssue({ code: "custom", message, path: [path] });
    return null;
  };
  if (raw.shape === "die-cut") {
    if (raw.sizeInches === undefined)
      return issue("sizeInches is required for a die-cut sticker (its longest side, border included)", "sizeInches");
    if (raw.widthInches !== undefined || raw.heightInches !== undefined)
      return issue("A die-cut sticker takes sizeInches, not widthInches or heightInches", "widthInches");
    return { shape: "die-cut", sizeInches: raw.sizeInches };
  }
  if (raw.shape !== "square" && raw.shape !== "circle") return null;
  if (raw.sizeInches !== undefined)
    return issue(`A ${raw.shape} sticker takes widthInches and heightInches`, "sizeInches");
  if (raw.widthInches === undefined) return issue("widthInches is required", "widthInches");
  const heightInches = raw.heightInches ?? (raw.shape === "circle" ? raw.widthInches : undefined);
  if (heightInches === undefined) return issue("heightInches is required", "heightInches");
  if (raw.shape === "circle" && heightInches !== raw.widthInches)
    return issue("A circle's widthInches and heightInches must be equal (its diameter)", "heightInches");
  return { shape: raw.shape, widthInches: raw.widthInches, heightInches };
}
