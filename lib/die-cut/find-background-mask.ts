/**
 * A pixel belongs to the background when none of its red, green and blue values is more than this far
 * from the background colour (of 255): wide enough for JPEG noise (a few steps) and faint paper grain on
 * a flat background, narrow enough that a pale yellow (255, 255, 200) stays artwork on white.
 */
export const BACKGROUND_TOLERANCE = 32;
/** The edge is a uniform background when at least this share of its pixels is within the tolerance. */
export const UNIFORM_EDGE_SHARE = 0.9;
/** Below this share of the image, the "background" is a frame or noise: the artwork is the rectangle. */
export const MIN_BACKGROUND_SHARE = 0.02;

export type RawImage = { data: Uint8Array; width: number; height: number; channels: number };

/**
 * The artwork of an image without transparency, found from a uniform background: the edge's colour (the
 * median of the edge pixels, per channel) flood-filled from the edges (4-connected) through pixels within
 * BACKGROUND_TOLERANCE of it. Returns one byte per pixel, 255 for artwork and 0 for background, or null
 * when there is no uniform background (a photo: the edge varies, the fill reaches too little, or it
 * reaches everything).
 */
export function findBackgroundMask({ data, width, height, channels }: RawImage): Uint8Array | null {
  const edge = listEdgePixels(width, height);
  const colour = [0, 1, 2].map((channel) => medianOf(edge, (i) => data[i * channels + channel] as number));
  const isBackground = (i: number) => {
    const at = i * channels;
    return (
      Math.abs((data[at] as number) - (colour[0] as number)) <= BACKGROUND_TOLERANCE &&
      Math.abs((data[at + 1] as number) - (colour[1] as number)) <= BACKGROUND_TOLERANCE &&
      Math.abs((data[at + 2] as number) - (colour[2] as number)) <= BACKGROUND_TOLERANCE
    );
  };
  const seeds = edge.filter(isBackground);
  if (seeds.length < edge.length * UNIFORM_EDGE_SHARE) return null;

  const mask = new Uint8Array(width * height).fill(255);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const i of seeds)
    if (mask[i] === 255) {
      mask[i] = 0;
      queue[tail++] = i;
    }
  while (head < tail) {
    const i = queue[head++] as number;
    const x = i % width;
    const visit = (j: number) => {
      if (mask[j] === 255 && isBackground(j)) {
        mask[j] = 0;
        queue[tail++] = j;
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < width * (height - 1)) visit(i + width);
  }
  const share = tail / (width * height);
  if (share < MIN_BACKGROUND_SHARE || tail === width * height) return null;
  return mask;
}

/** Every pixel index on the image's edge, once each. */
function listEdgePixels(width: number, height: number): number[] {
  const edge = new Set<number>();
  for (let x = 0; x < width; x++) edge.add(x).add((height - 1) * width + x);
  for (let y = 0; y < height; y++) edge.add(y * width).add(y * width + width - 1);
  return [...edge];
}

function medianOf(indices: number[], valueOf: (i: number) => number): number {
  const counts = new Uint32Array(256);
  for (const i of indices) {
    const value = valueOf(i);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value] as number;
    if (seen * 2 >= indices.length) return value;
  }
  return 255;
}
