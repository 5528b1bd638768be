/** @jest-environment node */
// #34: one rule for a uniform background, whatever the file's format. A PNG whose plain near-white
// background (254, 255, 252) sits inside a transparent hairline, or has a few clear pixels, was cut round
// its rectangle (the alpha path: every opaque pixel artwork) while the same picture as a JPEG on white was
// trimmed; a photo is cut round its rectangle (source "rectangle", which lib/stickers tells the shopper).
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { decodeWorkingCopy } from "./decode-working-copy";
import { UNIFORM_BACKGROUND_TOLERANCE } from "./find-background-mask";
import { traceWorkingCopy } from "./trace-working-copy";
import type { StoredOutline, TracedOutline } from "./types";

jest.setTimeout(60_000);

const DOLPHIN = readFileSync(path.join(__dirname, "__fixtures__", "dolphin_enrique_meza_c_01.png"));
const NEAR_WHITE = { r: 254, g: 255, b: 252 };
const WHITE = { r: 255, g: 255, b: 255 };

async function trace(bytes: Buffer): Promise<StoredOutline> {
  return traceWorkingCopy(await decodeWorkingCopy(bytes));
}

function traced(outline: StoredOutline): TracedOutline {
  if ("refused" in outline) throw new Error(`refused: ${outline.refused}`);
  return outline;
}

/** The traced rings' bounding box as shares of the working copy (so different copies compare). */
function boxOf(outline: TracedOutline) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of outline.rings)
    for (let i = 0; i < ring.length; i += 2) {
      minX = Math.min(minX, ring[i] as number);
      maxX = Math.max(maxX, ring[i] as number);
      minY = Math.min(minY, ring[i + 1] as number);
      maxY = Math.max(maxY, ring[i + 1] as number);
    }
  return [minX / outline.width, minY / outline.height, maxX / outline.width, maxY / outline.height];
}

/** The dolphin (real clip art) flattened onto an opaque background: what a shopper's export often is. */
function dolphinOn(background: { r: number; g: number; b: number }) {
  return sharp(DOLPHIN).flatten({ background });
}

/** An opaque RGBA PNG whose outer `hairline` pixels are fully transparent (an export's clear frame). */
async function withClearHairline(opaque: Sharp, hairline: number): Promise<Buffer> {
  const { data, info } = await opaque.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (x < hairline || y < hairline || x >= info.width - hairline || y >= info.height - hairline)
        data[(y * info.width + x) * 4 + 3] = 0;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** An opaque RGBA PNG with a few clear pixels (its four corners). */
async function withClearCorners(opaque: Sharp): Promise<Buffer> {
  const { data, info } = await opaque.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const [x, y] of [
    [0, 0],
    [info.width - 1, 0],
    [0, info.height - 1],
    [info.width - 1, info.height - 1],
  ] as const)
    data[(y * info.width + x) * 4 + 3] = 0;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A photo-like image: smooth colour everywhere and no plain edge (seeded, so it is the same each run). */
async function photoLike(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 48271) % 2147483647;
      const at = (y * width + x) * 3;
      data[at] = (x * 255) / width;
      data[at + 1] = (y * 255) / height;
      data[at + 2] = 128 + (seed % 64);
    }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe("one uniform-background rule for PNG and JPEG (#34)", () => {
  it("names one tolerance, wide enough for a near-white export", () => {
    expect(UNIFORM_BACKGROUND_TOLERANCE).toBe(32);
    expect(255 - Math.min(NEAR_WHITE.r, NEAR_WHITE.g, NEAR_WHITE.b)).toBeLessThanOrEqual(UNIFORM_BACKGROUND_TOLERANCE);
  });

  it("trims the real dolphin on near-white as a PNG (opaque, clear hairline, clear corners) as on white as a JPEG", async () => {
    const jpegOnWhite = traced(await trace(await dolphinOn(WHITE).jpeg({ quality: 90 }).toBuffer()));
    expect(jpegOnWhite.source).toBe("background");
    const reference = boxOf(jpegOnWhite);
    // The transparent original: where the artwork really is.
    const original = boxOf(traced(await trace(DOLPHIN)));
    for (const [index, value] of reference.entries()) expect(value).toBeCloseTo(original[index] as number, 2);

    const pngs = {
      opaque: await dolphinOn(NEAR_WHITE).png().toBuffer(),
      "clear hairline": await withClearHairline(dolphinOn(NEAR_WHITE), 1),
      "clear 3 px frame": await withClearHairline(dolphinOn(NEAR_WHITE), 3),
      "clear corners": await withClearCorners(dolphinOn(NEAR_WHITE)),
    };
    for (const [name, bytes] of Object.entries(pngs)) {
      const outline = traced(await trace(bytes));
      expect({ name, source: outline.source }).toEqual({ name, source: "background" });
      const box = boxOf(outline);
      // Trimmed to the dolphin, not its rectangle (which would be [0, 0, 1, 1] less the hairline).
      for (const [index, value] of box.entries())
        expect(Math.abs(value - (reference[index] as number))).toBeLessThan(0.01);
    }
  });

  it("trims a generated red disc on near-white the same as PNG (with a clear hairline) and as JPEG on white", async () => {
    const disc = (background: typeof WHITE) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background } }).composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><circle cx="300" cy="200" r="120" fill="#1d4ed8"/></svg>',
          ),
        },
      ]);
    const png = traced(await trace(await withClearHairline(disc(NEAR_WHITE), 1)));
    const jpeg = traced(await trace(await disc(WHITE).jpeg().toBuffer()));
    expect(png.source).toBe("background");
    expect(jpeg.source).toBe("background");
    // The disc spans 180..420 of 600 and 80..320 of 400.
    for (const box of [boxOf(png), boxOf(jpeg)])
      [0.3, 0.2, 0.7, 0.8].forEach((expected, index) => expect(box[index]).toBeCloseTo(expected, 2));
  });

  it("keeps a badge's transparent rounded corners as its outline, however little of the image they are", async () => {
    // A white badge (rounded square, corner radius 10 %: 0.86 % of the image clear) with a red logo.
    const badge = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" rx="40" fill="#ffffff"/><circle cx="200" cy="200" r="80" fill="#dc2626"/></svg>',
    );
    const outline = traced(await trace(await sharp(badge).png().toBuffer()));
    expect(outline.source).toBe("alpha");
    // Cut round the badge, not round its logo (which spans 0.3..0.7).
    for (const [index, value] of boxOf(outline).entries()) expect(value).toBeCloseTo(index < 2 ? 0 : 1, 1);
  });

  it("trims a small near-white PNG inside a 3 px clear frame (a larger share of a small image)", async () => {
    const small = sharp({ create: { width: 300, height: 200, channels: 3, background: NEAR_WHITE } }).composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="60" fill="#1d4ed8"/></svg>',
        ),
      },
    ]);
    const outline = traced(await trace(await withClearHairline(small, 3)));
    expect(outline.source).toBe("background");
    [0.3, 0.2, 0.7, 0.8].forEach((expected, index) => expect(boxOf(outline)[index]).toBeCloseTo(expected, 1));
  });

  it("keeps a transparent clip art's own alpha outline, and cuts a photo round its rectangle", async () => {
    expect(traced(await trace(DOLPHIN)).source).toBe("alpha");
    const photo = traced(await trace(await photoLike(480, 320)));
    expect(photo.source).toBe("rectangle");
    expect(photo.parts).toBe(1);
  });

  it("stays bounded on speckle at the edge of the tolerance and scattered clear pixels", async () => {
    const size = 1200;
    const data = Buffer.alloc(size * size * 4);
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < size * size; i++) {
      // Each channel 255 less 31, 32 or 33: half the pixels just inside the tolerance, half just past it.
      for (let c = 0; c < 3; c++) data[i * 4 + c] = 255 - (UNIFORM_BACKGROUND_TOLERANCE - 1 + (next() % 3));
      // 1.5 % of the pixels clear, scattered: a shape of specks, traced from the transparency (and closed).
      data[i * 4 + 3] = next() % 1000 < 15 ? 0 : 255;
    }
    const bytes = await sharp(data, { raw: { width: size, height: size, channels: 4 } })
      .png()
      .toBuffer();
    const started = performance.now();
    const outline = await trace(bytes);
    expect(performance.now() - started).toBeLessThan(10_000);
    // Whatever it makes of the noise (an outline, or a refusal with its reason), it answers.
    expect("refused" in outline ? outline.refused : outline.source).toMatch(
      /^(too-many-pieces|too-intricate|alpha|background|rectangle)$/,
    );
  });
});
