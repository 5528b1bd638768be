/** @jest-environment node */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { LocalFolderStorage } from "@/lib/designs/storage/local-folder-storage";
import { traceArtworkOutline } from "@/lib/die-cut/trace-artwork-outline";
import { placeArtwork } from "@/lib/die-cut/place-artwork";
import { computeDieCutLine } from "@/lib/stickers/compute-die-cut-line";
import { CUT_PREVIEW_BACKGROUND, renderCutPreview, type CutPreviewOrder } from "./render-cut-preview";

// The cut preview of a die-cut order, decoded and read pixel by pixel: the frozen line drawn where it
// lies, the white sticker and the artwork inside it, the background outside it.

const FIXTURE = path.join(__dirname, "../die-cut/__fixtures__/dolphin_enrique_meza_c_01.png");
const FILENAME = "0b7b0c4e-1111-4222-8333-944445555666.png";
type Point = [number, number];
type Rgb = [number, number, number];

let root: string;
let storage: LocalFolderStorage;
let order: CutPreviewOrder;
let ring: Point[];
let source: Buffer;

/** Path data "M1 0L2 1…Z" as points in inches. */
function readPath(d: string): Point[] {
  return [...d.matchAll(/[ML]([\d.-]+) ([\d.-]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

function isInside([x, y]: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToRing([x, y]: Point, polygon: Point[]): number {
  let best = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [ax, ay] = polygon[j]!;
    const [bx, by] = polygon[i]!;
    const t = Math.max(
      0,
      Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)),
    );
    best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
  }
  return best;
}

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number): Rgb => {
      const offset = (Math.round(y) * info.width + Math.round(x)) * 3;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    },
  };
}

const BACKGROUND: Rgb = [CUT_PREVIEW_BACKGROUND.r, CUT_PREVIEW_BACKGROUND.g, CUT_PREVIEW_BACKGROUND.b];
const WHITE: Rgb = [255, 255, 255];
const isCutLineColour = ([r, g, b]: Rgb) => r > 180 && g < 110 && b < 140; // #e11d48, antialiased

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "cut-preview-"));
  storage = new LocalFolderStorage(root);
  source = await readFile(FIXTURE);
  await storage.write("primary", FILENAME, source);
  const outline = await traceArtworkOutline(source);
  const line = computeDieCutLine(outline, 3);
  ring = readPath(line.path);
  order = {
    roundedCorners: false,
    scale: 100,
    xPosition: 0,
    yPosition: 0,
    design: {
      filename: FILENAME,
      width: outline.imageWidth,
      height: outline.imageHeight,
      outline: JSON.stringify(outline),
    },
    shape: "die-cut",
    widthInches: line.widthInches,
    heightInches: line.heightInches,
    cutLine: line.path,
  };
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('renderCutPreview of a die-cut order (the dolphin at 3")', () => {
  it("draws the frozen line, the artwork on white inside it, and the background outside it", async () => {
    const png = await decode(await renderCutPreview(order, storage));
    const pxPerInch = 1056 / 3;
    const margin = 72;
    expect([png.width, png.height]).toEqual([1200, Math.round(order.heightInches * pxPerInch) + 2 * margin]);
    const toCanvas = ([x, y]: Point): Point => [margin + x * pxPerInch, margin + y * pxPerInch];

    // The margin, and the frame's corners (outside this rounded, organic line): background.
    expect(png.at(5, 5)).toEqual(BACKGROUND);
    for (const corner of [
      [0.02, 0.02],
      [2.98, 0.02],
      [0.02, order.heightInches - 0.02],
    ] as Point[]) {
      expect(isInside(corner, ring)).toBe(false);
      expect(distanceToRing(corner, ring) * pxPerInch).toBeGreaterThan(4);
      expect(png.at(...toCanvas(corner))).toEqual(BACKGROUND);
    }

    // On the line: its colour, at its first dash (from its first point, the topmost).
    const [first, second] = ring as [Point, Point];
    const along = Math.hypot(second[0] - first[0], second[1] - first[1]);
    const onLine: Point = [
      first[0] + ((second[0] - first[0]) / along) * 0.01,
      first[1] + ((second[1] - first[1]) / along) * 0.01,
    ];
    expect(isCutLineColour(png.at(...toCanvas(onLine)))).toBe(true);

    // Half a border below the topmost point: inside the line, outside the artwork: the white border.
    const inBorder: Point = [first[0], 0.0625];
    expect(isInside(inBorder, ring)).toBe(true);
    expect(png.at(...toCanvas(inBorder))).toEqual(WHITE);

    // The artwork where the line was cut round it: an opaque pixel of the design, found in the source.
    const placed = placeArtwork(JSON.parse(order.design.outline as string), order);
    const { data, info } = await sharp(source).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
    let probe: { x: number; y: number } | null = null;
    // A pixel whose 15 × 15 neighbourhood is opaque and of one colour (resampling keeps it).
    search: for (let y = 7; y < info.height - 7; y += 5)
      for (let x = 7; x < info.width - 7; x += 5) {
        const centre = pixel(x, y);
        if (centre[3] !== 255 || (centre[0]! > 240 && centre[1]! > 240 && centre[2]! > 240)) continue;
        let uniform = true;
        for (let dy = -7; dy <= 7 && uniform; dy++)
          for (let dx = -7; dx <= 7 && uniform; dx++) {
            const other = pixel(x + dx, y + dy);
            uniform = other[3] === 255 && [0, 1, 2].every((c) => Math.abs(other[c]! - centre[c]!) < 6);
          }
        if (uniform) {
          probe = { x, y };
          break search;
        }
      }
    expect(probe).not.toBeNull();
    const { x, y } = probe as { x: number; y: number };
    const inches: Point = [
      placed.x + ((x + 0.5) / info.width) * placed.width,
      placed.y + ((y + 0.5) / info.height) * placed.height,
    ];
    expect(isInside(inches, ring)).toBe(true);
    const drawn = png.at(...toCanvas(inches));
    const expected = [...pixel(x, y)].slice(0, 3);
    drawn.forEach((channel, c) => expect(Math.abs(channel - expected[c]!)).toBeLessThan(12));
    expect(drawn).not.toEqual(WHITE);
  });

  it("renders a small copy for a thumbnail with the same picture", async () => {
    const png = await decode(await renderCutPreview(order, storage, { longSidePx: 240 }));
    expect(png.width).toBe(240);
    const pxPerInch = (240 - 2 * 14) / 3;
    const [first] = ring as [Point];
    expect(png.at(3, 3)).toEqual(BACKGROUND);
    expect(png.at(14 + first[0] * pxPerInch, 14 + 0.07 * pxPerInch)).toEqual(WHITE);
  });
});

describe('renderCutPreview of a 2.5" × 3.5" rectangle: the safe line (#34)', () => {
  const RECT_FILE = "0b7b0c4e-1111-4222-8333-944445555777.png";
  const rectangle = (): CutPreviewOrder => ({
    roundedCorners: false,
    scale: 100,
    xPosition: 0,
    yPosition: 0,
    design: { filename: RECT_FILE, width: 250, height: 350 },
    shape: "square",
    widthInches: 2.5,
    heightInches: 3.5,
    cutLine: null,
  });
  // The layout: 1200 px long side, 72 px margin, 1056 px for 3.5" (301.7 px per inch).
  const pxPerInch = 1056 / 3.5;
  const left = 72;
  const isSafeLineColour = ([r, g, b]: Rgb) => r < 200 && Math.abs(r - g) < 30 && Math.abs(b - r) < 40;

  beforeAll(async () => {
    // Artwork white to its edges: what lies under the lines is the lines.
    const white = await sharp({ create: { width: 250, height: 350, channels: 3, background: WHITE_RGB } })
      .png()
      .toBuffer();
    await storage.write("primary", RECT_FILE, white);
  });

  /** How many pixels of the column `x` (from y 200 to 1000) are the safe line's grey. */
  function greyInColumn(png: Awaited<ReturnType<typeof decode>>, x: number): number {
    let count = 0;
    for (let y = 200; y < 1000; y++) if (isSafeLineColour(png.at(x, y))) count++;
    return count;
  }

  it('draws a light dashed line 1/16" inside the cut, and nothing there on a thumbnail', async () => {
    const png = await decode(await renderCutPreview(rectangle(), storage));
    const safeX = left + pxPerInch / 16;
    // Dashed: a good share of the column is the line, and not all of it.
    const onLine = greyInColumn(png, safeX);
    expect(onLine).toBeGreaterThan(200);
    expect(onLine).toBeLessThan(700);
    // Between the cut and the safe line, and well inside it: white vinyl.
    expect(greyInColumn(png, left + pxPerInch / 32)).toBe(0);
    expect(greyInColumn(png, left + pxPerInch / 4)).toBe(0);
    expect(png.at(left + pxPerInch / 32, 600)).toEqual(WHITE);

    const plain = await decode(await renderCutPreview(rectangle(), storage, { safeArea: false }));
    expect(greyInColumn(plain, safeX)).toBe(0);
  });
});

const WHITE_RGB = { r: 255, g: 255, b: 255 };
