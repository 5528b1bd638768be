// The die-cut figures of the bench (#22), in a process of their own started by bench/run.mjs with the
// shop's TypeScript sources importable (node --import ./scripts/register-ts.mjs):
//   (a) tracing and offsetting the cut line of a ~10 MB, 12-megapixel PNG from its decoded working copy
//       (lib/die-cut: traceWorkingCopy, then computeDieCutLine at 12", the largest sticker; decoding the
//       working copy is not counted) against the time sharp takes to decode that file (every pixel, raw);
//   (b) that PNG through the upload pipeline, storeCheckedDesignFiles (check, trace, three synced files
//       in a local folder) against the same pipeline with tracing switched off ({ traceOutline: false },
//       the bench-only switch; never an API option).
//   (c) #32: for every pattern of lib/die-cut/__fixtures__/adversarial-artwork.ts, decoded and traced in the geometry
//       pool (refusals recorded), the event loop's longest delay (monitorEventLoopDelay, 1 ms resolution)
//       while the main thread does what a cut-line request does: the stored outline's JSON read back,
//       computeCutLineOffThread at 1", 3" and 12", the answer formatted (toDieCutLine); against the same
//       request with computeCutLine run on the main thread, whose delay is the whole cut.
// Rounds are interleaved (a, baseline, a, baseline…) so both sides see the same machine load.
// Usage: node --import ./scripts/register-ts.mjs bench/lib/die-cut-figures.mjs <scratch dir> <rounds> <out.json>
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
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
const { computeCutLine } = await import("../../lib/die-cut/compute-cut-line.ts");
const { computeCutLineOffThread } = await import("../../lib/die-cut/cut-off-thread.ts");
const { traceWorkingCopyOffThread } = await import("../../lib/die-cut/trace-off-thread.ts");
const { toDieCutLine } = await import("../../lib/stickers/compute-die-cut-line.ts");
const { parseStoredOutline } = await import("../../lib/stickers/parse-stored-outline.ts");
const { ADVERSARIAL_ARTWORK } = await import("../../lib/die-cut/__fixtures__/adversarial-artwork.ts");

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

// (c) #32: no design can stall the shop. Every adversarial pattern is decoded (not timed) and traced in the
// pool; a refused one is recorded with its reason and has no cut line to ask for. For a traced one, a
// cut-line request at each size as cutDesignAtSize makes it (lib/stickers/cut-design-at-size.ts): the
// outline's JSON as the database column holds it, read back (parseStoredOutline), cut in the pool, the
// answer formatted; the event loop's longest delay is recorded while it runs. The baseline is the same
// request with computeCutLine on the main thread, interleaved. One warm-up pass, not counted.
const EVENT_LOOP_SIZES_INCHES = [1, 3, 12];
const REFUSAL_REASONS = new Set(["too-many-pieces", "too-intricate"]);
const CALLER = "bench";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The event loop's longest delay, in ms, while `request` runs: monitorEventLoopDelay's 1 ms timer records
 * the time between its ticks, so a loop held for 200 ms records ~200 ms. Its timer ticks before the request
 * starts and again after it ends (a delay is only recorded when the held-up tick finally runs).
 */
async function longestDelay(request) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await sleep(3);
  const started = performance.now();
  const result = await request();
  const ms = performance.now() - started;
  await sleep(3);
  histogram.disable();
  return { delayMs: histogram.max / 1e6, samples: histogram.count, ms, result };
}

const requestInPool = async (stored, sizeInches) => {
  const outline = parseStoredOutline(JSON.stringify(stored));
  return toDieCutLine(await computeCutLineOffThread(outline, sizeInches, CALLER), outline.parts);
};
const requestOnMainThread = async (stored, sizeInches) => {
  const outline = parseStoredOutline(JSON.stringify(stored));
  return toDieCutLine(computeCutLine(outline, sizeInches), outline.parts);
};
const countPoints = (path) => (path.match(/[ML]/g) ?? []).length;

const patterns = [];
for (const [name, makePng] of Object.entries(ADVERSARIAL_ARTWORK)) {
  const patternPng = await makePng();
  const patternCopy = await decodeWorkingCopy(patternPng, { limitInputPixels: MAX_DESIGN_PIXELS });
  patterns.push({
    name,
    png: patternPng,
    copy: patternCopy,
    outline: null,
    outlineJson: null,
    traceRounds: [],
    cuts: EVENT_LOOP_SIZES_INCHES.map((sizeInches) => ({
      sizeInches,
      line: null,
      pool: { delays: [], ms: [], samples: [], firstDelay: null },
      mainThread: { delays: [], ms: [], samples: [], firstDelay: null },
    })),
  });
}
const eventLoopChecks = { outlinesChanged: 0, emptyLines: 0, linesDiffer: 0, wrongSizes: 0, unsampled: 0 };
const recordCut = (cut, side, measured) => {
  cut[side].delays.push(measured.delayMs);
  cut[side].ms.push(measured.ms);
  cut[side].samples.push(measured.samples);
  if (!(measured.samples > 0) || !Number.isFinite(measured.delayMs)) eventLoopChecks.unsampled += 1;
};
for (let round = -1; round < ROUNDS; round += 1) {
  const counted = round >= 0; // round -1: the warm-up
  for (const pattern of patterns) {
    const traced = await time(() => traceWorkingCopyOffThread(pattern.copy, CALLER));
    const json = JSON.stringify(traced.result);
    if (pattern.outlineJson !== null && json !== pattern.outlineJson) eventLoopChecks.outlinesChanged += 1;
    pattern.outline = traced.result;
    pattern.outlineJson = json;
    if (counted) pattern.traceRounds.push(traced.ms);
    if ("refused" in pattern.outline) continue;
    for (const cut of pattern.cuts) {
      const inPool = await longestDelay(() => requestInPool(pattern.outline, cut.sizeInches));
      const onMainThread = await longestDelay(() => requestOnMainThread(pattern.outline, cut.sizeInches));
      const line = inPool.result;
      if (!(countPoints(line.path) >= 3) || !line.path.endsWith("Z")) eventLoopChecks.emptyLines += 1;
      if (JSON.stringify(line) !== JSON.stringify(onMainThread.result)) eventLoopChecks.linesDiffer += 1;
      if (Math.abs(Math.max(line.widthInches, line.heightInches) - cut.sizeInches) > 0.01)
        eventLoopChecks.wrongSizes += 1;
      cut.line = line;
      if (!counted) {
        // The warm-up's delays, information: the first requests, with the cut's code not yet compiled.
        cut.pool.firstDelay = inPool.delayMs;
        cut.mainThread.firstDelay = onMainThread.delayMs;
        continue;
      }
      recordCut(cut, "pool", inPool);
      recordCut(cut, "mainThread", onMainThread);
    }
  }
}
const summary = (values) => ({ medianMs: median(values), maxMs: Math.max(...values), rounds: values });
const patternResults = patterns.map((pattern) => {
  const { outline } = pattern;
  const common = {
    name: pattern.name,
    pngBytes: pattern.png.length,
    workingCopy: { width: pattern.copy.width, height: pattern.copy.height },
    trace: summary(pattern.traceRounds),
  };
  if ("refused" in outline) return { ...common, refused: outline.refused };
  return {
    ...common,
    refused: null,
    source: outline.source,
    parts: outline.parts,
    points: outline.rings.reduce((n, ring) => n + ring.length / 2, 0),
    storedBytes: pattern.outlineJson.length,
    cuts: pattern.cuts.map((cut) => ({
      sizeInches: cut.sizeInches,
      widthInches: cut.line.widthInches,
      heightInches: cut.line.heightInches,
      points: countPoints(cut.line.path),
      pool: {
        delay: summary(cut.pool.delays),
        request: summary(cut.pool.ms),
        samples: cut.pool.samples,
        warmUpDelayMs: cut.pool.firstDelay,
      },
      mainThread: {
        delay: summary(cut.mainThread.delays),
        request: summary(cut.mainThread.ms),
        samples: cut.mainThread.samples,
        warmUpDelayMs: cut.mainThread.firstDelay,
      },
    })),
  };
});
/** The pattern × size whose `side` (pool, mainThread) delay has the highest median. */
const worstOf = (side) => {
  let worst = null;
  for (const pattern of patternResults)
    for (const cut of pattern.cuts ?? [])
      if (!worst || cut[side].delay.medianMs > worst.cut[side].delay.medianMs) worst = { pattern, cut };
  return worst && { pattern: worst.pattern.name, sizeInches: worst.cut.sizeInches };
};
const worstInPool = worstOf("pool");
const worstOnMainThread = worstOf("mainThread");
const cutAt = (where) =>
  patternResults.find((p) => p.name === where.pattern).cuts.find((cut) => cut.sizeInches === where.sizeInches);
const eventLoop = {
  sizesInches: EVENT_LOOP_SIZES_INCHES,
  patterns: patternResults,
  worst: worstInPool && {
    ...worstInPool,
    pool: cutAt(worstInPool).pool.delay,
    mainThread: cutAt(worstInPool).mainThread.delay,
  },
  worstOnMainThread: worstOnMainThread && {
    ...worstOnMainThread,
    mainThread: cutAt(worstOnMainThread).mainThread.delay,
  },
  checks: {
    ...eventLoopChecks,
    patterns: patterns.length,
    traced: patternResults.filter((p) => !p.refused).length,
    unknownRefusals: patternResults.filter((p) => p.refused && !REFUSAL_REASONS.has(p.refused)).length,
  },
};

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
  eventLoop,
};
writeFileSync(outFile, JSON.stringify(result, null, 2));

// The geometry pool's idle workers are unref'd and nothing else is left: the process ends now. Should
// anything keep it alive, it fails here (this timer does not hold it) rather than hang bench/run.mjs.
setTimeout(() => {
  console.error(
    `die-cut figures: the process did not exit; still open: ${process.getActiveResourcesInfo().join(", ")}`,
  );
  process.exit(1);
}, 10_000).unref();
