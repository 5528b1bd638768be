/**
 * Fills the mask's holes (1 inside, 0 outside, row by row) in place: every outside pixel that cannot be
 * reached from beyond the image's edge becomes 1. Returns how many pixels it set. Outside pixels connect
 * through their eight neighbours, as in d3-contour's marching squares (two inside pixels touching only
 * at a corner are apart there), so a gap one pixel wide at a corner still opens a bay to the page.
 * Linear in the pixels and light on memory: the outside is taken as runs along rows, joined row to row
 * (union-find), rather than flooded pixel by pixel.
 */
export function fillMaskHoles(mask: Uint8Array, width: number, height: number): number {
  const starts: number[] = [];
  const ends: number[] = [];
  const rowFirst = new Int32Array(height + 1);
  for (let y = 0; y < height; y++) {
    rowFirst[y] = starts.length;
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (mask[row + x] !== 0) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && mask[row + x] === 0) x++;
      starts.push(start);
      ends.push(x - 1);
    }
  }
  rowFirst[height] = starts.length;

  const outside = starts.length; // one more node: beyond the image's edge
  const parent = new Int32Array(outside + 1);
  for (let i = 0; i <= outside; i++) parent[i] = i;
  const find = (node: number): number => {
    let root = node;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[node] !== root) {
      const next = parent[node] as number;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  const join = (a: number, b: number) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent[rootA] = rootB;
  };

  for (let y = 0; y < height; y++)
    for (let run = rowFirst[y] as number; run < (rowFirst[y + 1] as number); run++)
      if (y === 0 || y === height - 1 || starts[run] === 0 || ends[run] === width - 1) join(run, outside);
  // Runs of neighbouring rows touch when they overlap or meet at a corner.
  for (let y = 1; y < height; y++) {
    let above = rowFirst[y - 1] as number;
    let below = rowFirst[y] as number;
    const aboveEnd = rowFirst[y] as number;
    const belowEnd = rowFirst[y + 1] as number;
    while (above < aboveEnd && below < belowEnd) {
      if (
        (starts[above] as number) <= (ends[below] as number) + 1 &&
        (starts[below] as number) <= (ends[above] as number) + 1
      )
        join(above, below);
      if ((ends[above] as number) < (ends[below] as number)) above++;
      else below++;
    }
  }

  let filled = 0;
  const outsideRoot = find(outside);
  for (let y = 0; y < height; y++)
    for (let run = rowFirst[y] as number; run < (rowFirst[y + 1] as number); run++)
      if (find(run) !== outsideRoot) {
        mask.fill(1, y * width + (starts[run] as number), y * width + (ends[run] as number) + 1);
        filled += (ends[run] as number) - (starts[run] as number) + 1;
      }
  return filled;
}
