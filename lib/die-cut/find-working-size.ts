/**
 * The working copy's longest side. At 12" (the largest sticker) a pixel of it is 0.01", and the tracer
 * places the line within a fraction of a pixel, so the line stays within 0.01" of the artwork at any size.
 */
export const WORKING_LONG_SIDE = 1200;

/** The working copy's size: the image scaled down to WORKING_LONG_SIDE on its longest side, never up. */
export function findWorkingSize(width: number, height: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= WORKING_LONG_SIDE) return { width, height };
  const scale = WORKING_LONG_SIDE / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
