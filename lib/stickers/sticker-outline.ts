/**
 * The white border of a die-cut around its artwork: lib/die-cut's DEFAULT_BORDER_INCHES, repeated here so
 * the browser's thumbnails do not load the geometry core (Clipper) for one number (a test compares them).
 */
export const DIE_CUT_BORDER_INCHES = 0.125;

/** Rounded corners' radius as a share of the sticker's short side (the design tool's rounded-[14%], the proof's). */
export const ROUNDED_CORNER_RATIO = 0.14;

/** A sticker's cut shape in its own frame, in inches (origin at the top-left, y down, as in SVG). */
export type StickerOutline =
  | { kind: "rect"; width: number; height: number; radius: number }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number }
  | { kind: "path"; d: string };

export type OutlinedSticker = {
  shape: string;
  widthInches: number;
  heightInches: number;
  /** Die-cut only: the frozen cut line, SVG path data in inches (origin at its bounding box's top-left). */
  cutLine: string | null;
  roundedCorners: boolean;
};

/**
 * The outline a line is cut along: its frozen cut line for a die-cut, an ellipse filling the frame for
 * a circle, else a rectangle with the rounded corners when chosen. A die-cut without a stored line
 * (never placed so) reads as its bounding box with the border's round corners.
 */
export function computeStickerOutline(sticker: OutlinedSticker): StickerOutline {
  const { widthInches: width, heightInches: height } = sticker;
  if (sticker.shape === "die-cut" && sticker.cutLine) return { kind: "path", d: sticker.cutLine };
  if (sticker.shape === "circle")
    return { kind: "ellipse", cx: width / 2, cy: height / 2, rx: width / 2, ry: height / 2 };
  const radius =
    sticker.shape === "die-cut"
      ? DIE_CUT_BORDER_INCHES
      : sticker.shape === "square" && sticker.roundedCorners
        ? Math.min(width, height) * ROUNDED_CORNER_RATIO
        : 0;
  return { kind: "rect", width, height, radius };
}
