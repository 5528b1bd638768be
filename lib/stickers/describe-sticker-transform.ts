import type { SheetRotation } from "./sheet-sticker";

/**
 * The SVG transform of a sheet's sticker (#39) drawn in its own frame: turned clockwise about its box's
 * top-left, then placed with its turned box's top-left at (x, y), as the server checks and prints it
 * (lib/die-cut/check-sheet-layout.ts).
 */
export function describeStickerTransform(
  sticker: { xInches: number; yInches: number; rotation: SheetRotation },
  box: { widthInches: number; heightInches: number },
): string {
  const { xInches: x, yInches: y, rotation } = sticker;
  if (rotation === 90) return `translate(${x + box.heightInches} ${y}) rotate(90)`;
  if (rotation === 180) return `translate(${x + box.widthInches} ${y + box.heightInches}) rotate(180)`;
  if (rotation === 270) return `translate(${x} ${y + box.widthInches}) rotate(270)`;
  return `translate(${x} ${y})`;
}
