import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { DIE_CUT_BORDER_INCHES } from "@/lib/stickers/sticker-outline";

export type PrintArtworkInput = {
  shape: string;
  /** The ordered size (a die-cut's: its cut line's bounding box). */
  widthInches: number;
  heightInches: number;
  /** The design's pixels (after EXIF orientation, as stored). */
  imageWidth: number;
  imageHeight: number;
  /** The order's placement: percent of the fitted size, and of the sticker's sides the centre moves. */
  scale: number;
  xPosition: number;
  yPosition: number;
  /** Die-cut only: where its line was computed around the design (placeLineArtwork), or null without an outline. */
  artwork: ArtworkPlacement | null;
};

/** Fitted inside the box (object-contain, centred), scaled by percent and moved by percent of the box. */
function fitInside(
  box: ArtworkPlacement,
  imageWidth: number,
  imageHeight: number,
  scale: number,
  xPosition: number,
  yPosition: number,
): ArtworkPlacement {
  const inchesPerPixel = Math.min(box.width / imageWidth, box.height / imageHeight) * (scale / 100);
  const width = imageWidth * inchesPerPixel;
  const height = imageHeight * inchesPerPixel;
  const centreX = box.x + box.width / 2 + (xPosition / 100) * box.width;
  const centreY = box.y + box.height / 2 + (yPosition / 100) * box.height;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

/**
 * Where the whole design lies in the sticker's frame, in inches (it may reach past the frame, which cuts
 * it): the proof's placement (lib/proofs/cut-preview-layout.ts) without its rounding to screen pixels.
 * Squares and circles fit the design inside the sticker as the design tool does; a die-cut puts it where
 * its line was computed around it, or (no outline) fitted inside the frame less the white border.
 */
export function placePrintArtwork(input: PrintArtworkInput): ArtworkPlacement {
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
    return fitInside(inside, input.imageWidth, input.imageHeight, 100, 0, 0);
  }
  const frame = { x: 0, y: 0, width: input.widthInches, height: input.heightInches };
  return fitInside(frame, input.imageWidth, input.imageHeight, input.scale, input.xPosition, input.yPosition);
}
