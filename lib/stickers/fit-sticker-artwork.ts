import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { DIE_CUT_BORDER_INCHES } from "./sticker-outline";

export type StickerArtworkInput = {
  shape: string;
  /** The ordered size in inches (a circle's: its diameter; a die-cut's: its cut line's bounding box). */
  widthInches: number;
  heightInches: number;
  /** The design's pixels as displayed (after EXIF orientation, as stored). */
  imageWidth: number;
  imageHeight: number;
  /** The order's placement: percent of the fitted size (100 = fitted), and of the sticker's sides the centre moves. */
  scale: number;
  xPosition: number;
  yPosition: number;
  /**
   * Die-cut only: where its line was computed around the design, in inches in the line's frame
   * (placeLineArtwork); null or absent without an outline.
   */
  artwork?: ArtworkPlacement | null;
};

/** Fitted inside the box (object-contain, centred), scaled by percent and moved by percent of the box. */
function fitInside(
  box: ArtworkPlacement,
  input: StickerArtworkInput,
  scale: number,
  xPosition: number,
  yPosition: number,
): ArtworkPlacement {
  const inchesPerPixel = Math.min(box.width / input.imageWidth, box.height / input.imageHeight) * (scale / 100);
  const width = input.imageWidth * inchesPerPixel;
  const height = input.imageHeight * inchesPerPixel;
  const centreX = box.x + box.width / 2 + (xPosition / 100) * box.width;
  const centreY = box.y + box.height / 2 + (yPosition / 100) * box.height;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

/**
 * Where the whole design lies in the sticker's frame, in inches, unrounded (it may reach past the frame,
 * which cuts it): the one rule the shop's proof (computeCutPreviewLayout, in its canvas pixels) and the
 * print file (planStickerRaster) both place the design by, so the customer approves what is printed.
 * Squares and circles fit the design inside the sticker as the design tool does (object-contain, centred),
 * then scale it by `scale` percent and move it by `xPosition` / `yPosition` percent of the sticker's width
 * and height; a die-cut ignores those and puts it where its line was computed around it, or (no outline)
 * fits it inside the frame less the white border.
 */
export function fitStickerArtwork(input: StickerArtworkInput): ArtworkPlacement {
  if (!(input.widthInches > 0 && input.heightInches > 0)) throw new RangeError("The sticker size must be positive");
  if (!(input.imageWidth > 0 && input.imageHeight > 0)) throw new RangeError("The design must have pixels");
  if (input.shape === "die-cut") {
    if (input.artwork) return { ...input.artwork };
    const border = DIE_CUT_BORDER_INCHES;
    const inside = {
      x: border,
      y: border,
      width: Math.max(0.01, input.widthInches - 2 * border),
      height: Math.max(0.01, input.heightInches - 2 * border),
    };
    return fitInside(inside, input, 100, 0, 0);
  }
  const frame = { x: 0, y: 0, width: input.widthInches, height: input.heightInches };
  return fitInside(frame, input, input.scale, input.xPosition, input.yPosition);
}
