import "server-only";
import { placeArtwork } from "@/lib/die-cut/place-artwork";
import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { parseStoredOutline } from "./parse-stored-outline";

/**
 * Where a die-cut line's image lies in its frozen cut line's frame (inches), from its design's stored
 * outline; null for squares and circles (their image is fitted inside the sticker) and for a die-cut
 * whose design has no usable outline (the thumbnail then fits the image inside the border).
 */
export function placeLineArtwork(
  line: { shape: string; widthInches: number; heightInches: number },
  storedOutline: string | null | undefined,
): ArtworkPlacement | null {
  if (line.shape !== "die-cut") return null;
  const outline = parseStoredOutline(storedOutline ?? null);
  if (!outline || "refused" in outline) return null;
  try {
    return placeArtwork(outline, line);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
