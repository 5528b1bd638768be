import { DEFAULT_BORDER_INCHES, INPUT_TOLERANCE_INCHES } from "./compute-cut-line";
import { measureBounds } from "./measure-bounds";
import type { ArtworkPlacement, Point, TracedOutline } from "./types";

/**
 * Where the uploaded image lies in a frozen die-cut line's frame (its bounding box), in inches: what a
 * thumbnail or proof draws under the line. The same geometry as computeCutLine's `artwork`, solved in
 * closed form from the traced outline's extent and the frame, without offsetting anything again (that
 * costs up to seconds for spiky artwork; this reads each ring point once). The traced artwork is
 * scaled so that it plus the border (and the input simplification's slack) on each side spans the
 * frame's longest side, and sits centred in the frame: round joins grow every side by the same amount.
 */
export function placeArtwork(
  outline: TracedOutline,
  frame: { widthInches: number; heightInches: number },
  { borderInches = DEFAULT_BORDER_INCHES }: { borderInches?: number } = {},
): ArtworkPlacement {
  const rings: Point[][] = outline.rings.map((flat) => {
    const ring: Point[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) ring.push([flat[i] as number, flat[i + 1] as number]);
    return ring;
  });
  const bounds = measureBounds(rings);
  const artworkWidth = bounds.maxX - bounds.minX;
  const artworkHeight = bounds.maxY - bounds.minY;
  const longSide = Math.max(artworkWidth, artworkHeight);
  const inset = borderInches + INPUT_TOLERANCE_INCHES;
  const sizeInches = Math.max(frame.widthInches, frame.heightInches);
  if (!(longSide > 0) || !(sizeInches > 2 * inset)) throw new RangeError("The artwork does not fit this frame.");
  const inchesPerPixel = (sizeInches - 2 * inset) / longSide;
  return {
    x: (frame.widthInches - artworkWidth * inchesPerPixel) / 2 - bounds.minX * inchesPerPixel,
    y: (frame.heightInches - artworkHeight * inchesPerPixel) / 2 - bounds.minY * inchesPerPixel,
    width: outline.width * inchesPerPixel,
    height: outline.height * inchesPerPixel,
  };
}
