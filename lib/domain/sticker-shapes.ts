/** The sticker types a line can be: the spec's square (rectangles included) and circle, and die-cut. */
export const STICKER_SHAPES = ["square", "circle", "die-cut"] as const;
export type StickerShape = (typeof STICKER_SHAPES)[number];

export function isStickerShape(value: unknown): value is StickerShape {
  return typeof value === "string" && (STICKER_SHAPES as readonly string[]).includes(value);
}

/** Custom sizes: 1" to 12" per side (die-cut: its longest side, border included) in steps of 0.25". */
export const CUSTOM_SIZE_MIN_INCHES = 1;
export const CUSTOM_SIZE_MAX_INCHES = 12;
export const CUSTOM_SIZE_STEP_INCHES = 0.25;

/** Whether a side typed by the shopper is a size the shop cuts: 1–12" in 0.25" steps. */
export function isCustomSizeInches(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= CUSTOM_SIZE_MIN_INCHES &&
    value <= CUSTOM_SIZE_MAX_INCHES &&
    Number.isInteger(value / CUSTOM_SIZE_STEP_INCHES)
  );
}

/**
 * Inches as a shopper types them ("2.5", " 3 ", "2,5" with a decimal comma) as a number; NaN when the
 * text is empty or not a plain decimal number (so "1e1" or "0x10" are not read as sizes).
 */
export function readInchesText(text: string): number {
  const normalized = text.trim().replace(",", ".");
  return /^(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Inches as the shop writes them: at most two decimals, no trailing zeros (3, 2.5, 2.43). */
export function formatInches(inches: number): string {
  return `${Number(inches.toFixed(2))}"`;
}

const SHAPE_LABELS: Record<StickerShape, string> = { square: "Square", circle: "Circle", "die-cut": "Die-cut" };

/** The sticker type as the shop names it: "Square", "Circle" or "Die-cut" (unknown shapes read as Square). */
export function labelStickerShape(shape: string): string {
  return isStickerShape(shape) ? SHAPE_LABELS[shape] : SHAPE_LABELS.square;
}

/** Rounded corners exist only on squares and rectangles. */
export function hasCorners(shape: string): boolean {
  return shape === "square";
}

/**
 * The readable name of a custom size, the one the cart, the order page, the e-mails and the admin show
 * (each line keeps it): 'Die-cut 3" × 2.4"', 'Circle 3.5"', 'Square 3" × 3"', and 'Rectangle 2.5" × 3.5"'
 * for a "square" sticker whose sides differ (the spec's type choice stays "square" for both).
 */
export function formatCustomSizeName(shape: StickerShape, widthInches: number, heightInches: number): string {
  if (shape === "circle") return `${SHAPE_LABELS.circle} ${formatInches(widthInches)}`;
  const name =
    shape === "square" && formatInches(widthInches) !== formatInches(heightInches) ? "Rectangle" : SHAPE_LABELS[shape];
  return `${name} ${formatInches(widthInches)} × ${formatInches(heightInches)}`;
}
