import { measureSquaredDistances } from "./measure-squared-distances";

/**
 * The morphological closing of a mask (1 inside, 0 outside, row by row) by a disc of `radius` pixels:
 * every pixel within `radius` of the mask, less those within `radius` of what that leaves out. It fills
 * each gap, slot and pocket the disc cannot enter and nothing else, so it never removes a pixel of the
 * mask and never reaches farther than `radius` from it. Outside the image counts as outside the mask
 * (the grid is padded by the radius, so a shape at the edge closes as it would on an endless page).
 */
export function closeMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const pad = Math.ceil(radius) + 1;
  const paddedWidth = width + 2 * pad;
  const paddedHeight = height + 2 * pad;
  const padded = new Uint8Array(paddedWidth * paddedHeight);
  for (let y = 0; y < height; y++) padded.set(mask.subarray(y * width, (y + 1) * width), (y + pad) * paddedWidth + pad);

  const reach = radius * radius;
  const toMask = measureSquaredDistances(padded, paddedWidth, paddedHeight, 1);
  const grown = new Uint8Array(paddedWidth * paddedHeight);
  for (let i = 0; i < grown.length; i++) grown[i] = (toMask[i] as number) <= reach ? 1 : 0;
  const toOutside = measureSquaredDistances(grown, paddedWidth, paddedHeight, 0);

  const closed = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y + pad) * paddedWidth + x + pad;
      closed[y * width + x] = (toOutside[at] as number) > reach ? 1 : 0;
    }
  return closed;
}
