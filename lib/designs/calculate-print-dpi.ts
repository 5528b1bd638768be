// Effective print resolution of artwork fitted whole (contained) on a sticker of the given size in inches.
export const GOOD_PRINT_DPI = 300;
export const MINIMUM_PRINT_DPI = 150;

export type PrintQuality = "great" | "fair" | "low";

export function calculatePrintDpi(
  pixels: { width: number; height: number },
  inches: { width: number; height: number },
): number {
  if (!(inches.width > 0 && inches.height > 0) || !(pixels.width > 0 && pixels.height > 0)) return 0;
  // Fitting the whole artwork scales it by the tighter direction, so the looser one sets its pixels per inch.
  return Math.floor(Math.max(pixels.width / inches.width, pixels.height / inches.height));
}

export function ratePrintQuality(dpi: number): PrintQuality {
  if (dpi >= GOOD_PRINT_DPI) return "great";
  if (dpi >= MINIMUM_PRINT_DPI) return "fair";
  return "low";
}
