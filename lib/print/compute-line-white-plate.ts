import "server-only";
import { fitStickerArtwork } from "@/lib/stickers/fit-sticker-artwork";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { computeWhitePlate } from "./compute-white-plate";
import type { PathSegment } from "./path-segments";
import { POINTS_PER_INCH } from "./print-units";
import type { PlateArtwork } from "./read-plate-artwork";

export type WhitePlateLine = {
  shape: string;
  widthInches: number;
  heightInches: number;
  scale: number;
  xPosition: number;
  yPosition: number;
};

/**
 * One ordered sticker's White plate in its own frame (inches, origin at the trim's top-left, y down): the
 * design's inked area (readPlateArtwork) placed as its raster is (fitStickerArtwork, the fit of the proof
 * and the print), clipped to its cut line and choked by `chokePoints`. The one-order print file and the
 * print sheet draw the same plate for the same order.
 */
export function computeLineWhitePlate(
  line: WhitePlateLine,
  design: { width: number; height: number; outline: string | null },
  plateArtwork: PlateArtwork,
  { cutPath, chokePoints }: { cutPath: readonly PathSegment[]; chokePoints: number },
): PathSegment[] {
  return computeWhitePlate({
    ...plateArtwork,
    placement: fitStickerArtwork({
      ...line,
      imageWidth: design.width,
      imageHeight: design.height,
      artwork: placeLineArtwork(line, design.outline),
    }),
    cutPath,
    chokeInches: chokePoints / POINTS_PER_INCH,
  });
}
