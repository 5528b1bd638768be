/**
 * THE tolerance of a uniform background, whatever the file's format (#34: a PNG's and a JPEG's background
 * are found by this one rule): a pixel belongs to the background when none of its red, green and blue
 * values is more than this far from the background colour (of 255). Wide enough for JPEG noise (a few
 * steps), faint paper grain and near-white exports (254, 255, 252); narrow enough that a pale yellow
 * (255, 255, 200) stays artwork on white.
 */
export const UNIFORM_BACKGROUND_TOLERANCE = 32;
/** The rim is a uniform background when at least this share of its pixels is within the tolerance. */
export const UNIFORM_EDGE_SHARE = 0.9;
/** Below this share of the image, the "background" is a frame or noise: the artwork is the rectangle. */
export const MIN_BACKGROUND_SHARE = 0.02;
/** "At least half opaque": alpha ≥ 127.5 of 255. */
const HALF_OPAQUE = 127.5;

/** Pixels row by row, `channels` bytes each; with 4 channels the last is alpha. */
export type RawImage = { data: Uint8Array; width: number; height: number; channels: number };

/**
 * The artwork of an image found from a uniform background: the colour of its rim (the median, per
 * channel, of the first opaque pixels met from the image's edge: the edge itself unless transparent
 * pixels lie outside them) flood-filled from the rim (4-connected) through pixels within
 * UNIFORM_BACKGROUND_TOLERANCE of it; transparent pixels (an alpha channel) count as background too, so a
 * PNG with a transparent hairline or a few clear pixels around a plain background is trimmed as the same
 * picture saved as a JPEG is. Returns one byte per pixel, 255 for artwork and 0 for background, or null
 * when there is no uniform background (a photo: the rim varies, the fill reaches too little, or it
 * reaches everything). Two passes over the pixels at most: bounded by the image's size.
 */
export function findBackgroundMask({ data, width, height, channels }: RawImage): Uint8Array | null {
  const total = width * height;
  const isClear = channels === 4 ? (i: number) => (data[i * 4 + 3] as number) < HALF_OPAQUE : () => false;
  const mask = new Uint8Array(total).fill(255);
  const queue = new Int32Array(total);
  let tail = 0;
  // Pass 1: the clear pixels reached from the edge, and the rim of opaque pixels they (or the edge) touch.
  const rim: number[] = [];
  const onRim = new Uint8Array(total);
  const meet = (j: number) => {
    if (mask[j] !== 255) return;
    if (isClear(j)) {
      mask[j] = 0;
      queue[tail++] = j;
    } else if (!onRim[j]) {
      onRim[j] = 1;
      rim.push(j);
    }
  };
  for (const i of listEdgePixels(width, height)) meet(i);
  const spread = (visit: (j: number) => void) => {
    for (let head = 0; head < tail; head++) {
      const i = queue[head] as number;
      const x = i % width;
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i < width * (height - 1)) visit(i + width);
    }
  };
  spread(meet);
  if (rim.length === 0) return null;

  // Pass 2: from the rim's pixels within the tolerance of its colour, through background-coloured pixels.
  const colour = [0, 1, 2].map((channel) => medianOf(rim, (i) => data[i * channels + channel] as number));
  const isBackground = (i: number) => {
    const at = i * channels;
    return (
      Math.abs((data[at] as number) - (colour[0] as number)) <= UNIFORM_BACKGROUND_TOLERANCE &&
      Math.abs((data[at + 1] as number) - (colour[1] as number)) <= UNIFORM_BACKGROUND_TOLERANCE &&
      Math.abs((data[at + 2] as number) - (colour[2] as number)) <= UNIFORM_BACKGROUND_TOLERANCE
    );
  };
  const seeds = rim.filter(isBackground);
  if (seeds.length < rim.length * UNIFORM_EDGE_SHARE) return null;
  const cleared = tail;
  tail = 0;
  for (const i of seeds) {
    mask[i] = 0;
    queue[tail++] = i;
  }
  spread((j) => {
    if (mask[j] === 255 && (isClear(j) || isBackground(j))) {
      mask[j] = 0;
      queue[tail++] = j;
    }
  });
  const share = (cleared + tail) / total;
  if (share < MIN_BACKGROUND_SHARE || cleared + tail === total) return null;
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
