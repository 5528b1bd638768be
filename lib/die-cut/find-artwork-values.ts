import { findBackgroundMask } from "./find-background-mask";
import { isShapelessTransparency } from "./is-shapeless-transparency";
import type { OutlineSource, WorkingCopy } from "./types";

/** "At least half opaque": alpha ≥ 127.5 of 255, i.e. 128 and up. */
export const HALF_OPAQUE = 127.5;

/**
 * Which pixels of a working copy are artwork, one value per pixel (artwork at HALF_OPAQUE and up): its
 * alpha when its transparency draws a shape (isShapelessTransparency); else the pixels that are not its
 * uniform background (findBackgroundMask; with a clear frame or specks and no uniform background, the
 * alpha); else null (a photo: the image's rectangle). The one rule the stored outline (traceWorkingCopy)
 * and the White plate (tracePlateRings) find the artwork by.
 */
export function findArtworkValues(copy: WorkingCopy): { values: Uint8Array | null; source: OutlineSource } {
  const { data, width, height, channels } = copy;
  const values = new Uint8Array(width * height);
  let transparent = 0;
  for (let i = 0; i < values.length; i++) {
    const value = data[i * channels + 3] as number;
    values[i] = value;
    if (value < HALF_OPAQUE) transparent++;
  }
  // Transparency that draws no shape (none, a clear frame round the picture, stray specks) is not the
  // background: it is found by colour, as a JPEG's is (#34: a near-white PNG inside a clear hairline was cut
  // round its rectangle while the same picture as a JPEG was trimmed). Transparency with a shape, however
  // little of the image (a badge's rounded corners), is the outline the designer drew.
  if (isShapelessTransparency(values, width, height, HALF_OPAQUE)) {
    const found = findBackgroundMask({ data, width, height, channels });
    if (found || transparent === 0)
      return found ? { values: found, source: "background" } : { values: null, source: "rectangle" };
  }
  return { values, source: "alpha" };
}
