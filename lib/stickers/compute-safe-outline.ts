import { computeStickerOutline, type OutlinedSticker } from "./sticker-outline";

/**
 * The safe area's inset from the cut (#34): a cutter may shift by about this much, so text and details
 * kept inside the line it draws are never clipped. Guidance only: the print file's artwork is unchanged.
 */
export const SAFE_MARGIN_INCHES = 1 / 16;

/** What the shopper reads about the safe line, wherever it is drawn (design tool, proof). */
export const SAFE_AREA_NOTE = 'Keep text and important details inside the dashed safe line, 1/16" inside the cut.';

/** The safe line in inches in the sticker's frame (origin at its top-left, y down, as in SVG). */
export type SafeOutline =
  | { kind: "rect"; x: number; y: number; width: number; height: number; radius: number }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number };

/**
 * The safe line of a square (rectangle) or circle sticker, in inches in the sticker's frame: its cut
 * outline moved SAFE_MARGIN_INCHES inwards (a rounded corner's radius shrinks by as much). Null for a
 * die-cut, whose artwork already sits inside a 1/8" white border, and for a sticker too small to have one.
 */
export function computeSafeOutline(sticker: OutlinedSticker): SafeOutline | null {
  if (sticker.shape === "die-cut") return null;
  const outline = computeStickerOutline(sticker);
  const inset = SAFE_MARGIN_INCHES;
  if (outline.kind === "ellipse") {
    if (outline.rx <= inset || outline.ry <= inset) return null;
    return { kind: "ellipse", cx: outline.cx, cy: outline.cy, rx: outline.rx - inset, ry: outline.ry - inset };
  }
  if (outline.kind !== "rect" || outline.width <= 2 * inset || outline.height <= 2 * inset) return null;
  return {
    kind: "rect",
    x: inset,
    y: inset,
    width: outline.width - 2 * inset,
    height: outline.height - 2 * inset,
    radius: Math.max(0, outline.radius - inset),
  };
}
