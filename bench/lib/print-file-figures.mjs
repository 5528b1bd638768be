// The print-file memory figures of the bench (#33), in processes of their own started by bench/run.mjs
// with the shop's TypeScript sources importable (node --import ./scripts/register-ts.mjs). Modes:
//   prepare <dir> <count> [px]  writes <count> photo-like 7000 × 7000 JPEGs (49 MP, under the 50 MP cap;
//                               <px> × <px> for the smoke run: blurred Gaussian noise, which compresses as
//                               photos do, each a different mean)
//   file <dir> <out> [inches]   one order's print file (a 3" square of photo-1, or <inches>) written into a
//                               discarding stream, in a fresh process after a one-sticker warm-up: peak RSS
//                               (getrusage maxRSS) less the RSS before, against the photo's decoded RGB size
//   sheet <dir> <count> <out>   a print sheet of <count> orders (one 3" square of each photo, 12" roll):
//                               its peak RSS growth against the largest photo's decoded RGB size
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";

const [mode, dir, ...rest] = process.argv.slice(2);
const PHOTO_PIXELS_FILE = () => path.join(dir, "pixels.json");
const STICKER_INCHES = 3;
const photoFile = (index) => path.join(dir, `photo-${index}.jpg`);
const photosIn = () => readdirSync(dir).filter((name) => /^photo-\d+\.jpg$/.test(name)).length;

function discardingSink() {
  let bytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

async function prepare(count, pixels) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(PHOTO_PIXELS_FILE(), JSON.stringify(pixels));
  for (let index = 1; index <= count; index++) {
    const noise = await sharp({
      create: {
        width: pixels,
        height: pixels,
        channels: 3,
        noise: { type: "gaussian", mean: 100 + index * 8, sigma: 45 },
      },
    })
      .blur(1.2)
      .jpeg({ quality: 90 })
      .toBuffer();
    writeFileSync(photoFile(index), noise);
  }
}

const square = (index) => ({
  orderId: index,
  orderLabel: `#${index}`,
  designId: `photo-${index}`,
  quantity: 1,
  shape: "square",
  widthInches: STICKER_INCHES,
  heightInches: STICKER_INCHES,
  roundedCorners: false,
  cutLine: null,
  scale: 100,
  xPosition: 0,
  yPosition: 0,
  designWidth: PHOTO_PIXELS,
  designHeight: PHOTO_PIXELS,
  designOutline: null,
});

async function loadShop() {
  const { planStickerRaster } = await import("../../lib/print/plan-sticker-raster.ts");
  const { renderPrintRaster } = await import("../../lib/print/render-print-raster.ts");
  const { writePrintPdf } = await import("../../lib/print/write-print-pdf.ts");
  const { computePrintBoxes } = await import("../../lib/print/compute-print-boxes.ts");
  const { readStickerCutPath } = await import("../../lib/print/read-sticker-cut-path.ts");
  const { transformPath } = await import("../../lib/print/transform-path.ts");
  const { layoutPrintSheet } = await import("../../lib/print-sheets/layout-print-sheet.ts");
  const { writePrintSheetPdf } = await import("../../lib/print-sheets/write-print-sheet-pdf.ts");
  const { keepCurrentDesign, renderFromDesigns } = await import("../../lib/print-sheets/render-sheet-artwork.ts");
  return {
    keepCurrentDesign,
    renderFromDesigns,
    planStickerRaster,
    renderPrintRaster,
    writePrintPdf,
    computePrintBoxes,
    readStickerCutPath,
    transformPath,
    layoutPrintSheet,
    writePrintSheetPdf,
  };
}

/** makeOrderPrintFile's steps without the database: plan, render, write, stream out. */
async function writePrintFile(shop, item, source) {
  const plan = shop.planStickerRaster(item, { width: item.designWidth, height: item.designHeight, outline: null });
  const raster = await shop.renderPrintRaster(source, plan);
  const boxes = shop.computePrintBoxes(item);
  const doc = shop.writePrintPdf({
    boxes,
    raster: { image: raster, drawn: plan.drawn },
    cutPath: shop.transformPath(shop.readStickerCutPath(item), 72, boxes.bleed, boxes.bleed),
    info: { title: "t", subject: "s", effectiveDpi: plan.effectiveDpi, orderNumber: item.orderLabel, sizeName: "3" },
  });
  const { sink, bytes } = discardingSink();
  await pipeline(doc, sink);
  return { pdfBytes: bytes(), effectiveDpi: plan.effectiveDpi, raster: plan.output };
}

async function warmUp(shop) {
  const tiny = { ...square(999), widthInches: 1, heightInches: 1, designWidth: 100, designHeight: 100 };
  const source = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer();
  await writePrintFile(shop, tiny, source);
}

function measure(before, startedAt, extra) {
  const peak = process.resourceUsage().maxRSS * 1024;
  const decodedBytes = PHOTO_PIXELS * PHOTO_PIXELS * 3;
  return {
    rssBefore: before,
    peakRss: peak,
    growth: Math.max(0, peak - before),
    decodedBytes,
    ratio: Math.max(0, peak - before) / decodedBytes,
    ms: Math.round(performance.now() - startedAt),
    ...extra,
  };
}

async function fileFigure(outFile, inches) {
  const shop = await loadShop();
  await warmUp(shop);
  const item = { ...square(1), widthInches: inches, heightInches: inches };
  const before = process.memoryUsage().rss;
  const startedAt = performance.now();
  // Read inside the measured span: the request reads the design from storage too.
  const written = await writePrintFile(shop, item, readFileSync(photoFile(1)));
  writeFileSync(outFile, JSON.stringify(measure(before, startedAt, written)));
}

async function sheetFigure(count, outFile) {
  const shop = await loadShop();
  await warmUp(shop);
  const items = Array.from({ length: count }, (_, i) => square(i + 1));
  const layout = shop.layoutPrintSheet({
    items,
    media: { kind: "roll", widthInches: 12, maxLengthInches: 48 },
    gapInches: 0.125,
    createdAt: new Date("2026-11-27T12:00:00Z"),
  });
  const before = process.memoryUsage().rss;
  const startedAt = performance.now();
  const { sink, bytes } = discardingSink();
  const drawn = await shop.writePrintSheetPdf({
    layout,
    items,
    maxDpi: 600,
    out: sink,
    // More orders than photos read the photos again in turn, each order a design of its own.
    rasterOf: shop.renderFromDesigns(
      shop.keepCurrentDesign(async (designId) =>
        readFileSync(photoFile(((Number(designId.slice("photo-".length)) - 1) % photosIn()) + 1)),
      ),
    ),
  });
  writeFileSync(outFile, JSON.stringify(measure(before, startedAt, { pdfBytes: bytes(), pages: drawn.pages, count })));
}

const PHOTO_PIXELS = mode === "prepare" ? 0 : JSON.parse(readFileSync(PHOTO_PIXELS_FILE(), "utf8"));
if (mode === "prepare") await prepare(Number(rest[0]), Number(rest[1] ?? 7000));
else if (mode === "file") await fileFigure(rest[0], Number(rest[1] ?? STICKER_INCHES));
else if (mode === "sheet") await sheetFigure(Number(rest[0]), rest[1]);
else throw new Error(`unknown mode ${mode}`);
