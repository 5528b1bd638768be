import { closeMask } from "./close-mask";
import { makeSeededRandom } from "./__fixtures__/seeded-random";

type Mask = { mask: Uint8Array; width: number; height: number };

/** A mask with 1 where `isInside(x, y)`. */
function drawn(width: number, height: number, isInside: (x: number, y: number) => boolean): Mask {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[y * width + x] = isInside(x, y) ? 1 : 0;
  return { mask, width, height };
}

function randomMask(width: number, height: number, density: number, seed: number): Mask {
  const random = makeSeededRandom(seed);
  return drawn(width, height, () => random() < density);
}

const cellsOf = ({ mask, width }: Mask): [number, number][] =>
  Array.from(mask.keys())
    .filter((i) => mask[i] === 1)
    .map((i) => [i % width, Math.floor(i / width)]);

/**
 * The closing by the disc of `radius` (the pixels within `radius` of a pixel) on an endless page, by brute
 * force: a pixel is closed when every pixel within `radius` of it is within `radius` of the mask.
 */
function bruteForceClosing({ mask, width, height }: Mask, radius: number): Uint8Array {
  const reach = radius * radius;
  const cells = cellsOf({ mask, width, height });
  const span = Math.ceil(radius);
  const isGrown = (x: number, y: number) => cells.some(([cx, cy]) => (x - cx) ** 2 + (y - cy) ** 2 <= reach);
  const closed = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let all = true;
      for (let dy = -span; dy <= span && all; dy++)
        for (let dx = -span; dx <= span && all; dx++)
          if (dx * dx + dy * dy <= reach && !isGrown(x + dx, y + dy)) all = false;
      closed[y * width + x] = all ? 1 : 0;
    }
  return closed;
}

const RANDOM_MASKS: [string, Mask, number][] = [
  ["17 × 11 at 30%, radius 1.5", randomMask(17, 11, 0.3, 1), 1.5],
  ["17 × 11 at 30%, radius 2.5", randomMask(17, 11, 0.3, 1), 2.5],
  ["23 × 19 at 10%, radius 3", randomMask(23, 19, 0.1, 2), 3],
  ["23 × 19 at 50%, radius 1", randomMask(23, 19, 0.5, 3), 1],
  ["19 × 23 at 60%, radius 4.2", randomMask(19, 23, 0.6, 4), 4.2],
  ["13 × 9 at 5%, radius 2", randomMask(13, 9, 0.05, 5), 2],
];

describe("closeMask on seeded random masks", () => {
  it.each(RANDOM_MASKS)("%s: never removes a pixel of the mask", (_name, input, radius) => {
    const closed = closeMask(input.mask, input.width, input.height, radius);
    const removed = cellsOf(input).filter(([x, y]) => closed[y * input.width + x] !== 1);
    expect(removed).toEqual([]);
  });

  it.each(RANDOM_MASKS)("%s: adds no pixel farther than the radius from the mask", (_name, input, radius) => {
    const closed = closeMask(input.mask, input.width, input.height, radius);
    const cells = cellsOf(input);
    const tooFar: [number, number][] = [];
    for (let y = 0; y < input.height; y++)
      for (let x = 0; x < input.width; x++)
        if (
          closed[y * input.width + x] === 1 &&
          !cells.some(([cx, cy]) => (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2)
        )
          tooFar.push([x, y]);
    expect(tooFar).toEqual([]);
  });

  it.each(RANDOM_MASKS)("%s: adds pixels (the test can tell)", (_name, input, radius) => {
    const closed = closeMask(input.mask, input.width, input.height, radius);
    expect(closed.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(cellsOf(input).length);
  });

  it.each(RANDOM_MASKS)("%s: equals the brute-force closing on an endless page", (_name, input, radius) => {
    expect(Array.from(closeMask(input.mask, input.width, input.height, radius))).toEqual(
      Array.from(bruteForceClosing(input, radius)),
    );
  });
});

describe("closeMask between two blocks", () => {
  // Two 12 px tall blocks side by side, `gap` empty columns between them; the middle rows are far from
  // the blocks' ends, where the closing rounds the bridge.
  const twoBlocks = (gap: number): Mask =>
    drawn(10 + gap + 10, 20, (x, y) => y >= 4 && y < 16 && (x < 10 || x >= 10 + gap));
  const gapColumns = (gap: number) => Array.from({ length: gap }, (_, i) => 10 + i);

  it.each([
    [5, 3],
    [4, 2.5],
    [2, 1.5],
    [1, 1],
  ])("fills a gap of %s px, narrower than twice the radius %s", (gap, radius) => {
    const input = twoBlocks(gap);
    const closed = closeMask(input.mask, input.width, input.height, radius);
    for (let y = 8; y < 12; y++)
      for (const x of gapColumns(gap))
        expect({ x, y, closed: closed[y * input.width + x] }).toEqual({ x, y, closed: 1 });
  });

  it.each([
    [7, 3],
    [6, 2.5],
    [4, 1.5],
    [3, 1],
  ])("leaves a gap of %s px, wider than twice the radius %s, open", (gap, radius) => {
    const input = twoBlocks(gap);
    const closed = closeMask(input.mask, input.width, input.height, radius);
    const middle = 10 + Math.floor(gap / 2);
    for (let y = 0; y < input.height; y++)
      expect({ y, closed: closed[y * input.width + middle] }).toEqual({ y, closed: 0 });
  });
});

describe("closeMask at the image's edge", () => {
  it.each([1, 2.5, 6])("keeps a full mask full (nothing eroded along the edges), radius %s", (radius) => {
    const closed = closeMask(new Uint8Array(9 * 7).fill(1), 9, 7, radius);
    expect(Array.from(closed)).toEqual(new Array(9 * 7).fill(1));
  });

  it.each([
    ["a block running off the top-left corner", drawn(20, 16, (x, y) => x < 9 && y < 7)],
    ["a band across the whole width", drawn(20, 16, (_x, y) => y >= 5 && y < 11)],
    ["a band down the whole height, at the right edge", drawn(20, 16, (x) => x >= 14)],
  ])("keeps %s exactly as it is (a convex shape has nothing to close)", (_name, input) => {
    for (const radius of [1.5, 3, 5])
      expect({ radius, rows: rowsOf(closeMask(input.mask, input.width, input.height, radius), input.width) }).toEqual({
        radius,
        rows: rowsOf(input.mask, input.width),
      });
  });

  it.each([2.5, 3, 5])("closes an L along two edges as on an endless page, radius %s", (radius) => {
    // Its concave corner is rounded (a fillet of the radius); its pixels along the edges all stay.
    const input = drawn(24, 18, (x, y) => x < 6 || y >= 12);
    const closed = closeMask(input.mask, input.width, input.height, radius);
    expect(rowsOf(closed, input.width)).toEqual(rowsOf(bruteForceClosing(input, radius), input.width));
    expect(closed.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(cellsOf(input).length);
  });

  it("does not fill a strip between a shape and the edge: beyond the image is outside", () => {
    // A block 2 px from the left edge: with the page beyond the edge outside, the strip is a bay the
    // disc enters from outside the image.
    const input = drawn(16, 12, (x, y) => x >= 2 && x < 12 && y >= 2 && y < 10);
    const closed = closeMask(input.mask, input.width, input.height, 3);
    expect(rowsOf(closed, input.width)).toEqual(rowsOf(input.mask, input.width));
  });
});

describe("closeMask on dots every 2 px (dithering, halftone)", () => {
  // Dots at even x and y from (2, 2) to (16, 16): 64 separate pixels.
  const dots = drawn(19, 19, (x, y) => x >= 2 && x <= 16 && y >= 2 && y <= 16 && x % 2 === 0 && y % 2 === 0);
  const inBox = (x: number, y: number) => x >= 2 && x <= 16 && y >= 2 && y <= 16;

  it("become one solid block at radius 1.5", () => {
    const closed = closeMask(dots.mask, dots.width, dots.height, 1.5);
    expect(countPiecesAndHoles(closed, dots.width, dots.height)).toEqual({ pieces: 1, holes: 0 });
    expect(rowsOf(closed, dots.width)).toEqual(rowsOf(drawn(19, 19, inBox).mask, dots.width));
  });

  // Past 1.5 the outermost row and column keep dips between their dots (a disc of radius 2 or more
  // centred beyond the dots reaches between them), and each corner dot touches the block only at a
  // corner: one piece through corners, at most five (block and corner dots) through sides, as d3 traces.
  it.each([2, 2.5, 3, 4.5, 8])("become one solid block at radius %s, less the dips along its edge", (radius) => {
    const closed = closeMask(dots.mask, dots.width, dots.height, radius);
    expect(countPiecesAndHoles(closed, dots.width, dots.height, 8)).toEqual({ pieces: 1, holes: 0 });
    expect(countPiecesAndHoles(closed, dots.width, dots.height).pieces).toBeLessThanOrEqual(5);
    for (let y = 0; y < dots.height; y++)
      for (let x = 0; x < dots.width; x++) {
        const value = closed[y * dots.width + x];
        if (!inBox(x, y)) expect({ x, y, value }).toEqual({ x, y, value: 0 });
        else if (x > 2 && x < 16 && y > 2 && y < 16) expect({ x, y, value }).toEqual({ x, y, value: 1 });
      }
  });

  it("stay 64 dots at radius 1 (below the diagonal step √2): the bound above is tight", () => {
    const closed = closeMask(dots.mask, dots.width, dots.height, 1);
    expect(countPiecesAndHoles(closed, dots.width, dots.height)).toEqual({ pieces: 64, holes: 0 });
    expect(rowsOf(closed, dots.width)).toEqual(rowsOf(dots.mask, dots.width));
  });
});

/**
 * Pieces: groups of inside pixels joined through their four side neighbours (or all eight). Holes: groups
 * of outside pixels joined through all eight neighbours that do not reach the image's edge.
 */
function countPiecesAndHoles(
  mask: Uint8Array,
  width: number,
  height: number,
  pieceNeighbours: 4 | 8 = 4,
): { pieces: number; holes: number } {
  const sides = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  const around = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => [dx, dy])).filter(([dx, dy]) => dx || dy);
  const seen = new Uint8Array(width * height);
  let pieces = 0;
  let holes = 0;
  for (let start = 0; start < mask.length; start++) {
    if (seen[start]) continue;
    const inside = mask[start] === 1;
    const steps = inside && pieceNeighbours === 4 ? sides : around;
    let reachesEdge = false;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      const x = at % width;
      const y = Math.floor(at / width);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) reachesEdge = true;
      for (const [dx, dy] of steps) {
        const nx = x + dx!;
        const ny = y + dy!;
        const next = ny * width + nx;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[next] || (mask[next] === 1) !== inside) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    if (inside) pieces++;
    else if (!reachesEdge) holes++;
  }
  return { pieces, holes };
}

function rowsOf(mask: Uint8Array, width: number): string[] {
  const rows: string[] = [];
  for (let y = 0; y < mask.length / width; y++)
    rows.push(Array.from(mask.subarray(y * width, (y + 1) * width), (value) => (value ? "#" : ".")).join(""));
  return rows;
}
