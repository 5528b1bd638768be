// The die-cut figures of the bench (#22), in a process of their own started by bench/run.mjs with the
// shop's TypeScript sources importable (node --import ./scripts/register-ts.mjs):
//   (a) tracing and offsetting the cut line of a ~10 MB, 12-megapixel PNG from its decoded working copy
//       (lib/die-cut: traceWorkingCopy, then computeDieCutLine at 12", the largest sticker; decoding the
//       working copy is not counted) against the time sharp takes to decode that file (every pixel, raw);
//   (b) that PNG through the upload pipeline, storeCheckedDesignFiles (check, trace, three synced files
//       in a local folder) against the same pipeline with tracing switched off ({ traceOutline: false },
//       the bench-only switch; never an API option).
// Rounds are interleaved (a, baseline, a, baseline…) so both sides see the same machine load.
// Usage: node --import ./scripts/register-ts.mjs bench/lib/die-cut-figures.mjs <scratch dir> <rounds> <out.json>
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const [scratchDir, roundsArgument, outFile] = process.argv.slice(2);
const ROUNDS = Math.max(1, Number(roundsArgument ?? 5));
/** The size the cut line is offset at: the largest sticker, whose line has the most points. */
const CUT_SIZES_INCHES = [12];
const SOURCE_ARTWORK = "lib/die-cut/__fixtures__/saturn_dan_gerhards_01.png";
const WIDTH = 4000;
const HEIGHT = 3000;
/** ± this many levels of grain on every opaque pixel's colours: it makes the file ~9.7 MB. */
const GRAIN_LEVELS = 2;

const { decodeWorkingCopy } = await import("../../lib/die-cut/decode-working-copy.ts");
const { traceWorkingCopy } = await import("../../lib/die-cut/trace-working-copy.ts");
const { computeDieCutLine } = await import("../../lib/stickers/compute-die-cut-line.ts");
const { storeCheckedDesignFiles } = await import("../../lib/designs/store-checked-design-files.ts");
const { LocalFolderStorage } = await import("../../lib/designs/storage/local-folder-storage.ts");
const { MAX_DESIGN_FILE_BYTES, MAX_DESIGN_PIXELS } = await import("../../lib/validation/upload.ts");

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The same PNG every run: real clip art (Saturn: a body, a ring, gaps between them) trimmed and scaled
 * up to 4000 × 3000 on a transparent background, with a seeded grain on its opaque pixels so that it
 * compresses like a photo-textured logo (~9.7 MB) instead of a flat one (~0.3 MB).
 */
async function makeTenMegabytePng() {
  const trimmed = await sharp(SOURCE_ARTWORK).trim().toBuffer();
  const { data } = await sharp(trimmed)
    .resize(WIDTH, HEIGHT, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = mulberry32(22);
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    for (let channel = 0; channel < 3; channel += 1) {
      const value = data[i + channel] + Math.round((random() - 0.5) * 2 * GRAIN_LEVELS);
      data[i + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function time(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

const png = await makeTenMegabytePng();
const metadata = await sharp(png).metadata();
if (png.length > MAX_DESIGN_FILE_BYTES) throw new Error(`the PNG is ${png.length} bytes, over the upload limit`);

// (a) The working copy is decoded once, outside the timing; the trace and the cut lines start from it.
const copy = await decodeWorkingCopy(png, { limitInputPixels: MAX_DESIGN_PIXELS });
const traceRounds = [];
const decodeRounds = [];
let lines = [];
let outline = null;
// Warm-ups (the JIT compiles the tracer's loops, libvips fills its caches), not counted: a shop traces
// every upload, so its tracer runs compiled.
for (let warmUp = 0; warmUp < 5; warmUp += 1) {
  CUT_SIZES_INCHES.forEach((size) => computeDieCutLine(traceWorkingCopy(copy), size));
  await sharp(png, { limitInputPixels: MAX_DESIGN_PIXELS }).raw().toBuffer();
}
for (let round = 0; round < ROUNDS; round += 1) {
  const traced = await time(() => {
    outline = traceWorkingCopy(copy);
    lines = CUT_SIZES_INCHES.map((size) => computeDieCutLine(outline, size));
  });
  traceRounds.push(traced.ms);
  const decoded = await time(() => sharp(png, { limitInputPixels: MAX_DESIGN_PIXELS }).raw().toBuffer());
  decodeRounds.push(decoded.ms);
}

// (b) The pipeline with and without tracing, each round's files removed before the next.
mkdirSync(scratchDir, { recursive: true });
const storage = new LocalFolderStorage(scratchDir);
const withRounds = [];
const withoutRounds = [];
const checks = { outlines: 0, missingOutlines: 0, unexpectedOutlines: 0 };
// The upload route hashes the body while reading it (lib/designs/read-design-upload.ts) and hands the
// pipeline its checksum: so does the bench.
const checksum = createHash("sha256").update(png).digest("hex");
const upload = async (traceOutline) => {
  const stored = await time(() =>
    storeCheckedDesignFiles({ bytes: png, checksum, originalName: "bench-10mb.png" }, storage, { traceOutline }),
  );
  if (traceOutline && stored.result.outline) checks.outlines += 1;
  if (traceOutline && !stored.result.outline) checks.missingOutlines += 1;
  if (!traceOutline && stored.result.outline !== null) checks.unexpectedOutlines += 1;
  for (const area of ["primary", "backup", "metadata"])
    rmSync(path.join(scratchDir, area), { recursive: true, force: true });
  return stored.ms;
};
for (let warmUp = 0; warmUp < 2; warmUp += 1) {
  await upload(true);
  await upload(false);
}
for (let round = 0; round < ROUNDS; round += 1) {
  withRounds.push(await upload(true));
  withoutRounds.push(await upload(false));
}
rmSync(scratchDir, { recursive: true, force: true });

const result = {
  png: { bytes: png.length, width: metadata.width, height: metadata.height, hasAlpha: metadata.hasAlpha },
  workingCopy: { width: copy.width, height: copy.height },
  outline: {
    source: outline.source,
    parts: outline.parts,
    points: outline.rings.reduce((n, r) => n + r.length / 2, 0),
  },
  cutLines: lines.map((line, index) => ({
    sizeInches: CUT_SIZES_INCHES[index],
    widthInches: line.widthInches,
    heightInches: line.heightInches,
    points: line.path.split("L").length,
  })),
  trace: { medianMs: median(traceRounds), rounds: traceRounds },
  decode: { medianMs: median(decodeRounds), rounds: decodeRounds },
  uploadWithTracing: { medianMs: median(withRounds), rounds: withRounds },
  uploadWithoutTracing: { medianMs: median(withoutRounds), rounds: withoutRounds },
  checks,
};
writeFileSync(outFile, JSON.stringify(result, null, 2));
