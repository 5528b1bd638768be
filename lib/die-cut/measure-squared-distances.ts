/** Stands for "no inside pixel in this column": larger than any squared distance on a working copy. */
const FAR = 1e9;

/**
 * The squared Euclidean distance from every pixel to the nearest pixel whose `grid` value is `target`
 * (0 on those pixels), exact, in time linear in the pixels: the distance down and up each column first
 * (row by row, so memory is read in order), then Felzenszwalb and Huttenlocher's lower envelope of
 * parabolas along each row ("Distance Transforms of Sampled Functions", 2012). No npm package keeps this
 * maintained for flat typed arrays (the one named distance-transform is a 2013 ndarray module), and it is
 * the core of the mask's closing.
 */
export function measureSquaredDistances(grid: Uint8Array, width: number, height: number, target: number): Float64Array {
  const vertical = new Float64Array(width * height);
  // Down, then up: the distance to the nearest target pixel of the same column.
  for (let x = 0; x < width; x++) vertical[x] = grid[x] === target ? 0 : FAR;
  for (let y = 1; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++)
      vertical[row + x] = grid[row + x] === target ? 0 : (vertical[row - width + x] as number) + 1;
  }
  for (let y = height - 2; y >= 0; y--) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const below = (vertical[row + width + x] as number) + 1;
      if (below < (vertical[row + x] as number)) vertical[row + x] = below;
    }
  }

  const squared = new Float64Array(width * height);
  const heights = new Float64Array(width);
  const vertices = new Int32Array(width);
  const bounds = new Float64Array(width + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const g = vertical[row + x] as number;
      heights[x] = g >= FAR ? FAR * FAR : g * g;
    }
    // The lower envelope of the parabolas (x - q)² + heights[q].
    let k = 0;
    vertices[0] = 0;
    bounds[0] = -Infinity;
    bounds[1] = Infinity;
    for (let q = 1; q < width; q++) {
      const fq = (heights[q] as number) + q * q;
      let v = vertices[k] as number;
      let s = (fq - ((heights[v] as number) + v * v)) / (2 * (q - v));
      while (s <= (bounds[k] as number)) {
        k--;
        v = vertices[k] as number;
        s = (fq - ((heights[v] as number) + v * v)) / (2 * (q - v));
      }
      k++;
      vertices[k] = q;
      bounds[k] = s;
      bounds[k + 1] = Infinity;
    }
    k = 0;
    for (let x = 0; x < width; x++) {
      while ((bounds[k + 1] as number) < x) k++;
      const v = vertices[k] as number;
      squared[row + x] = (x - v) * (x - v) + (heights[v] as number);
    }
  }
  return squared;
}
