import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { DIE_CUT_BORDER_INCHES } from "./sticker-outline";

/** Where a design's image is drawn in its sticker's frame (inches), and how it keeps its aspect ratio. */
export type ThumbnailImageBox = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** SVG preserveAspectRatio: "none" when the box already has the image's proportions. */
  preserveAspectRatio: "xMidYMid meet" | "none";
};

/**
 * Squares and circles: the design fitted whole inside the sticker and centred, as the design tool places
 * it. Die-cut: the image where the cut line was computed around it (`artwork`, from placeArtwork: the
 * border surrounds the traced artwork, not the image's rectangle, which may reach past the line and is
 * clipped by it); without that placement, fitted inside the frame less the border on each side.
 */
export function placeThumbnailImage(
  sticker: { shape: string; widthInches: number; heightInches: number },
  artwork: ArtworkPlacement | null,
): ThumbnailImageBox {
  if (sticker.shape === "die-cut") {
    if (artwork) return { ...artwork, preserveAspectRatio: "none" };
    const border = DIE_CUT_BORDER_INCHES;
    return {
      x: border,
      y: border,
      width: Math.max(0, sticker.widthInches - 2 * border),
      height: Math.max(0, sticker.heightInches - 2 * border),
      preserveAspectRatio: "xMidYMid meet",
    };
  }
  return { x: 0, y: 0, width: sticker.widthInches, height: sticker.heightInches, preserveAspectRatio: "xMidYMid meet" };
}
