/** @jest-environment node */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { LocalFolderStorage } from "@/lib/designs/storage/local-folder-storage";
import { placeArtwork } from "@/lib/die-cut/place-artwork";
import { traceArtworkOutline } from "@/lib/die-cut/trace-artwork-outline";
import { computeDieCutLine } from "@/lib/stickers/compute-die-cut-line";
import type { SheetRotation } from "@/lib/stickers/sheet-sticker";
import { renderCutPreview, type CutPreviewOrder } from "./render-cut-preview";
import { CUT_PREVIEW_BACKGROUND, CUT_PREVIEW_MESSAGES } from "./cut-preview-style";
import { SHEET_COLOR, type SheetPreviewStickerRow } from "./render-sheet-cut-preview";

// The cut preview of a sticker sheet (#39), decoded and read pixel by pixel: every sticker drawn where the
// order froze it (a die-cut turned a quarter too), the sheet's backing everywhere else, the margin around
// the sheet, the red kiss-cut lines and the sheet's dark edge.

const FIXTURE = path.join(__dirname, "../die-cut/__fixtures__/dolphin_enrique_meza_c_01.png");
const DOLPHIN_FILE = "0b7b0c4e-1111-4222-8333-944445555888.png";
const BLUE_FILE = "0b7b0c4e-1111-4222-8333-944445555999.png";
type Point = [number, number];
type Rgb = [number, number, number];

const BACKGROUND: Rgb = [CUT_PREVIEW_BACKGROUND.r, CUT_PREVIEW_BACKGROUND.g, CUT_PREVIEW_BACKGROUND.b];
const SHEET: Rgb = [SHEET_COLOR.r, SHEET_COLOR.g, SHEET_COLOR.b];
const BLUE: Rgb = [30, 64, 175];
const same = (a: Rgb, b: Rgb) => a.every((channel, c) => channel === b[c]);
const near = (a: Rgb, b: Rgb, by = 12) => a.every((channel, c) => Math.abs(channel - b[c]!) < by);
const isCutLineColour = ([r, g, b]: Rgb) => r > 180 && g < 110 && b < 140; // #e11d48, antialiased

let root: string;
let storage: LocalFolderStorage;
let source: Buffer;
let dolphinRing: Point[];
let dolphin: { width: number; height: number; outline: string; path: string; lineWidth: number; lineHeight: number };

function readPath(d: string): Point[] {
  return [...d.matchAll(/[ML]([\d.-]+) ([\d.-]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

function isInsideRing([x, y]: Point, polygon: Point[]): boolean {
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
    const length = (bx - ax) ** 2 + (by - ay) ** 2 || 1;
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
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

type Placed = {
  shape: "square" | "circle" | "die-cut";
  w: number;
  h: number;
  x: number;
  y: number;
  rotation: SheetRotation;
  design: "dolphin" | "blue";
};

/** A point of the sheet (inches) in a sticker's own frame, undoing its turn (check-sheet-layout's placePoint). */
function toFrame(sticker: Placed, [sx, sy]: Point): Point {
  const [u, v] = [sx - sticker.x, sy - sticker.y];
  if (sticker.rotation === 90) return [v, sticker.h - u];
  if (sticker.rotation === 180) return [sticker.w - u, sticker.h - v];
  if (sticker.rotation === 270) return [sticker.w - v, u];
  return [u, v];
}

/** A point of a sticker's frame on the sheet (inches): its turn, then its place. */
function toSheet(sticker: Placed, [px, py]: Point): Point {
  const { w, h } = sticker;
  const [u, v] =
    sticker.rotation === 90
      ? [h - py, px]
      : sticker.rotation === 180
        ? [w - px, h - py]
        : sticker.rotation === 270
          ? [py, w - px]
          : [px, py];
  return [sticker.x + u, sticker.y + v];
}

/** How far a sheet point is inside (positive) or outside (negative) a sticker's cut, in inches. */
function depthInside(sticker: Placed, point: Point): number {
  const [px, py] = toFrame(sticker, point);
  if (sticker.shape === "die-cut") {
    const distance = distanceToRing([px, py], dolphinRing);
    return isInsideRing([px, py], dolphinRing) ? distance : -distance;
  }
  if (sticker.shape === "circle") return sticker.w / 2 - Math.hypot(px - sticker.w / 2, py - sticker.h / 2);
  const inside = Math.min(px, py, sticker.w - px, sticker.h - py);
  if (inside >= 0) return inside;
  const dx = Math.max(-px, 0, px - sticker.w);
  const dy = Math.max(-py, 0, py - sticker.h);
  return -Math.hypot(dx, dy);
}

const SHEET_SIZE = { widthInches: 5.5, heightInches: 8.5 };
let placed: Placed[];

function previewOrder(roundedCorners: boolean): CutPreviewOrder {
  const designs = {
    dolphin: { id: 1, filename: DOLPHIN_FILE, width: dolphin.width, height: dolphin.height, outline: dolphin.outline },
    blue: { id: 2, filename: BLUE_FILE, width: 300, height: 200, outline: null },
  };
  const rows: SheetPreviewStickerRow[] = placed.map((sticker, position) => ({
    position,
    designId: designs[sticker.design].id,
    shape: sticker.shape,
    widthInches: sticker.w,
    heightInches: sticker.h,
    cutLine: sticker.shape === "die-cut" ? dolphin.path : null,
    xInches: sticker.x,
    yInches: sticker.y,
    rotation: sticker.rotation,
    design: designs[sticker.design],
  }));
  return {
    // The order's line is the sheet; its own design (the first sticker's) is not drawn alone.
    roundedCorners,
    scale: 100,
    xPosition: 0,
    yPosition: 0,
    design: designs.dolphin,
    shape: "square",
    ...SHEET_SIZE,
    cutLine: null,
    sheetSizeId: 2,
    sheetStickers: rows,
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "sheet-preview-"));
  storage = new LocalFolderStorage(root);
  source = await readFile(FIXTURE);
  await storage.write("primary", DOLPHIN_FILE, source);
  const blue = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 30, g: 64, b: 175 } } })
    .png()
    .toBuffer();
  await storage.write("primary", BLUE_FILE, blue);
  const outline = await traceArtworkOutline(source);
  const line = computeDieCutLine(outline, 2);
  dolphinRing = readPath(line.path);
  dolphin = {
    width: outline.imageWidth,
    height: outline.imageHeight,
    outline: JSON.stringify(outline),
    path: line.path,
    lineWidth: line.widthInches,
    lineHeight: line.heightInches,
  };
  const [w, h] = [dolphin.lineWidth, dolphin.lineHeight];
  placed = [
    { shape: "die-cut", w, h, x: 0.5, y: 0.5, rotation: 0, design: "dolphin" },
    // The same die-cut turned a quarter clockwise: its turned box is h wide and w tall.
    { shape: "die-cut", w, h, x: 3.25, y: 0.5, rotation: 90, design: "dolphin" },
    { shape: "square", w: 1.5, h: 1, x: 0.5, y: 4, rotation: 0, design: "blue" },
    { shape: "circle", w: 1, h: 1, x: 3.25, y: 4, rotation: 0, design: "blue" },
    { shape: "square", w: 1.5, h: 1, x: 3.25, y: 6, rotation: 270, design: "blue" },
  ];
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe("renderCutPreview of a sticker sheet", () => {
  // The single proof's canvas for a 5.5" × 8.5" sheet: 1200 px tall, 72 px margin, 1056 / 8.5 px per inch.
  const pxPerInch = 1056 / 8.5;
  const margin = 72;
  const toCanvas = ([x, y]: Point): [number, number] => [margin + x * pxPerInch, margin + y * pxPerInch];

  it("has ink where the stickers are, the sheet's backing elsewhere, and the margin round the sheet", async () => {
    const read = jest.spyOn(storage, "read");
    const png = await decode(await renderCutPreview(previewOrder(false), storage));
    expect([png.width, png.height]).toEqual([Math.round(5.5 * pxPerInch) + 2 * margin, 1200]);
    // Each design read once, however many stickers show it.
    expect(read.mock.calls.map(([, filename]) => filename).sort()).toEqual([BLUE_FILE, DOLPHIN_FILE].sort());
    read.mockRestore();

    // Well away from any line (4 px dashes, antialiased): 10 px.
    const clear = 10 / pxPerInch;
    let inStickers = 0;
    let onBacking = 0;
    for (let i = 1; i < 55; i++)
      for (let j = 1; j < 85; j++) {
        const point: Point = [i / 10, j / 10];
        const depths = placed.map((sticker) => depthInside(sticker, point));
        const pixel = png.at(...toCanvas(point));
        if (depths.some((depth) => depth > clear)) {
          inStickers++;
          expect(same(pixel, SHEET) || same(pixel, BACKGROUND)).toBe(false);
        } else if (
          depths.every((depth) => depth < -clear) &&
          Math.min(...point, 5.5 - point[0], 8.5 - point[1]) > clear
        ) {
          onBacking++;
          expect(pixel).toEqual(SHEET);
        }
      }
    expect(inStickers).toBeGreaterThan(300);
    expect(onBacking).toBeGreaterThan(2000);
    // The margin round the sheet.
    expect(png.at(5, 5)).toEqual(BACKGROUND);
    expect(png.at(png.width - 5, png.height - 5)).toEqual(BACKGROUND);
  });

  it("draws each design inside its sticker, a turned die-cut's artwork turned with it", async () => {
    const png = await decode(await renderCutPreview(previewOrder(false), storage));
    // The blue squares and circle: blue well inside (a rectangle design fitted inside each).
    for (const sticker of placed.filter((candidate) => candidate.design === "blue")) {
      const centre = toSheet(sticker, [sticker.w / 2, sticker.h / 2]);
      expect(near(png.at(...toCanvas(centre)), BLUE)).toBe(true);
    }
    // A pixel of the dolphin (opaque, in a uniform patch), in both copies: where the line was cut round it,
    // turned as its sticker is.
    const placedArt = placeArtwork(JSON.parse(dolphin.outline), {
      widthInches: dolphin.lineWidth,
      heightInches: dolphin.lineHeight,
    });
    const { data, info } = await sharp(source).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
    let probe: { x: number; y: number } | null = null;
    search: for (let y = 12; y < info.height - 12; y += 5)
      for (let x = 12; x < info.width - 12; x += 5) {
        const centre = pixel(x, y);
        if (centre[3] !== 255 || (centre[0]! > 240 && centre[1]! > 240 && centre[2]! > 240)) continue;
        let uniform = true;
        for (let dy = -12; dy <= 12 && uniform; dy++)
          for (let dx = -12; dx <= 12 && uniform; dx++) {
            const other = pixel(x + dx, y + dy);
            uniform = other[3] === 255 && [0, 1, 2].every((c) => Math.abs(other[c]! - centre[c]!) < 6);
          }
        if (uniform) {
          probe = { x, y };
          break search;
        }
      }
    expect(probe).not.toBeNull();
    const { x, y } = probe!;
    const expected = [...pixel(x, y)].slice(0, 3) as Rgb;
    const inFrame: Point = [
      placedArt.x + ((x + 0.5) / info.width) * placedArt.width,
      placedArt.y + ((y + 0.5) / info.height) * placedArt.height,
    ];
    for (const sticker of placed.slice(0, 2)) {
      expect(near(png.at(...toCanvas(toSheet(sticker, inFrame))), expected)).toBe(true);
    }
    // Not where the unturned copy's artwork would be: the turn moved it.
    const unturned = toSheet({ ...placed[1]!, rotation: 0 }, inFrame);
    expect(near(png.at(...toCanvas(unturned)), expected, 4)).toBe(false);
  });

  it("draws the turned die-cut's red kiss-cut line along its turned path", async () => {
    const png = await decode(await renderCutPreview(previewOrder(false), storage));
    const turned = placed[1]!;
    const hits = dolphinRing.filter((point) => {
      const [cx, cy] = toCanvas(toSheet(turned, point));
      for (let dx = -3; dx <= 3; dx++)
        for (let dy = -3; dy <= 3; dy++) if (isCutLineColour(png.at(cx + dx, cy + dy))) return true;
      return false;
    });
    expect(hits.length).toBeGreaterThan(dolphinRing.length * 0.4);
  });

  it("draws the sheet's edge as a solid dark line, its corners rounded when the sheet's are", async () => {
    const isEdge = ([r, g, b]: Rgb) => r < 120 && g < 130 && b < 150 && Math.abs(r - g) < 30;
    const square = await decode(await renderCutPreview(previewOrder(false), storage));
    const rounded = await decode(await renderCutPreview(previewOrder(true), storage));
    // Solid: every pixel of the left edge's column between the corners is the edge's colour.
    let solid = 0;
    for (let y = margin + 150; y < 1200 - margin - 150; y++) if (isEdge(square.at(margin, y))) solid++;
    expect(solid).toBe(1200 - 2 * margin - 300);
    // The top-left corner: the edge on a square sheet, background outside a rounded one, backing inside it.
    expect(isEdge(square.at(margin + 1, margin + 1))).toBe(true);
    expect(rounded.at(margin + 3, margin + 3)).toEqual(BACKGROUND);
    expect(rounded.at(margin + 40, margin + 40)).toEqual(SHEET);
  });

  it("renders a thumbnail of the whole sheet, and refuses when a design's file is gone", async () => {
    const small = await decode(await renderCutPreview(previewOrder(false), storage, { longSidePx: 216 }));
    expect(small.height).toBe(216);
    const thumbPxPerInch = (216 - 2 * 13) / 8.5;
    const centre = toSheet(placed[2]!, [0.75, 0.5]);
    expect(near(small.at(13 + centre[0] * thumbPxPerInch, 13 + centre[1] * thumbPxPerInch), BLUE)).toBe(true);

    const lost = previewOrder(false);
    lost.sheetStickers = lost.sheetStickers!.map((row) =>
      row.designId === 2
        ? { ...row, design: { ...row.design, filename: "0b7b0c4e-1111-4222-8333-944445555000.png" } }
        : row,
    );
    await expect(renderCutPreview(lost, storage)).rejects.toMatchObject({
      status: 409,
      message: CUT_PREVIEW_MESSAGES.designMissing,
    });
  });
});
