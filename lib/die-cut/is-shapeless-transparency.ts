/** Clear pixels no deeper than this share of the shorter side (or FRAME_DEPTH_MIN_PX) are an export's frame. */
export const FRAME_DEPTH_SHARE = 0.01;
export const FRAME_DEPTH_MIN_PX = 3;
/** At most this share of the image clear, anywhere: stray specks, not a shape. */
export const SPECK_SHARE = 0.0005;

/**
 * Whether an image's transparency draws no shape of its own (#34): none at all, a thin clear frame round
 * the picture (every clear pixel within the frame depth of the edge), or a few stray specks. Such an image
 * is traced by its background colour, as the same picture saved as a JPEG is; transparency with a shape
 * (a die-cut clip art, a badge with rounded transparent corners) is the outline the designer drew, whatever
 * share of the image it is. One pass over the alpha values.
 */
export function isShapelessTransparency(alpha: Uint8Array, width: number, height: number, clearBelow: number): boolean {
  const frameDepth = Math.max(FRAME_DEPTH_MIN_PX, Math.ceil(FRAME_DEPTH_SHARE * Math.min(width, height)));
  let clear = 0;
  let deepest = -1;
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++)
      if ((alpha[i] as number) < clearBelow) {
        clear++;
        deepest = Math.max(deepest, Math.min(x, y, width - 1 - x, height - 1 - y));
      }
  return clear === 0 || deepest < frameDepth || clear <= SPECK_SHARE * width * height;
}
