// The print-sheet figures of the bench (#23), in processes of their own started by bench/run.mjs with the
// shop's TypeScript sources importable (node --import ./scripts/register-ts.mjs). One sheet: 10 orders
// (3 squares, 3 circles, 2 rounded rectangles, 2 die-cuts of real clip art, 1.5" to 2.5") × `copies`
// copies on a 12" × 48" roll, designs of 1200 × 1200 px. Modes:
//   prepare <dir> <copies>        writes the designs (PNG) and the sheet's items (JSON) into <dir>
//   time <dir> <rounds> <out>     (a) layoutPrintSheet + writePrintSheetPdf (print rasters rendered from
//                                 the designs, into a discarding stream) against PDFKit alone handed the
//                                 same designs and paths: the same pages, each design file opened once and
//                                 drawn at every placement, the same cut paths stroked; rounds interleaved.
//                                 (c) the layout's stickers per page against a plain row-by-row layout.
//   memory <dir> <shop|pdfkit> <out>  (b) one sheet written in a fresh process: its peak RSS
//                                 (getrusage maxRSS) less the RSS before writing, with the designs'
//                                 decoded size (RGBA) beside it.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { Writable } from "node:stream";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { CLIP_ART, fitClipArt, ROLL_MEDIA, SHEET_GAP_INCHES, traceDieCut } from "./clip-art-batch.mjs";

const [mode, dir, ...rest] = process.argv.slice(2);
const DESIGN_PIXELS = 1200;
const MEDIA = ROLL_MEDIA;
const GAP = SHEET_GAP_INCHES;
const CREATED_AT = new Date("2026-11-26T12:00:00Z");
/** [shape, width, height, rounded, clip art]; die-cuts take their size as their longest side. */
const ORDERS = [
  ["square", 2, 2, false, 0],
  ["square", 1.5, 1.5, false, 1],
  ["square", 2.5, 2.5, false, 2],
  ["circle", 2, 2, false, 3],
  ["circle", 1.5, 1.5, false, 4],
  ["circle", 2.5, 2.5, false, 5],
  ["square", 2, 1.5, true, 6],
  ["square", 2.5, 1.5, true, 0],
  ["die-cut", 2, 2, false, 5],
  ["die-cut", 2.5, 2.5, false, 3],
];

/** A discarding stream that counts what the writer gives it. */
function countingSink() {
  let bytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const designFile = (designId) => path.join(dir, `${designId}.png`);

async function prepare(copies) {
  mkdirSync(dir, { recursive: true });
  const items = [];
  for (const [index, [shape, width, height, rounded, art]] of ORDERS.entries()) {
    const designId = `design-${index + 1}`;
    // Clip art on transparency for die-cuts (its outline is traced); flattened on a tint for the others.
    let image = fitClipArt(CLIP_ART[art], DESIGN_PIXELS);
    if (shape !== "die-cut") image = image.flatten({ background: { r: 250 - index * 12, g: 235, b: 200 + index * 5 } });
    const png = await image.png().toBuffer();
    writeFileSync(designFile(designId), png);
    const meta = await sharp(png).metadata();
    let cut = { widthInches: width, heightInches: height, cutLine: null, outline: null };
    if (shape === "die-cut") cut = await traceDieCut(png, width);
    items.push({
      orderId: index + 1,
      orderLabel: `#${index + 1}`,
      designId,
      quantity: copies,
      shape,
      widthInches: cut.widthInches,
      heightInches: cut.heightInches,
      roundedCorners: rounded,
      cutLine: cut.cutLine,
      scale: 100,
      xPosition: 0,
      yPosition: 0,
      designWidth: meta.width,
      designHeight: meta.height,
      designOutline: cut.outline,
    });
  }
  writeFileSync(path.join(dir, "items.json"), JSON.stringify(items));
}

async function loadShop() {
  const { layoutPrintSheet } = await import("../../lib/print-sheets/layout-print-sheet.ts");
  const { writePrintSheetPdf } = await import("../../lib/print-sheets/write-print-sheet-pdf.ts");
  const { SHEET_MARGIN_INCHES } = await import("../../lib/print-sheets/print-sheet-units.ts");
  const { keepCurrentDesign, renderFromDesigns } = await import("../../lib/print-sheets/render-sheet-artwork.ts");
  return { layoutPrintSheet, writePrintSheetPdf, SHEET_MARGIN_INCHES, keepCurrentDesign, renderFromDesigns };
}

/** The shop: layout, then the PDF with its rasters rendered from the designs, read from disk once each. */
async function writeShopSheet(shop, items, laidOut = null) {
  const layout = laidOut ?? shop.layoutPrintSheet({ items, media: MEDIA, gapInches: GAP, createdAt: CREATED_AT });
  const { sink, bytes } = countingSink();
  const written = await shop.writePrintSheetPdf({
    layout,
    items,
    rasterOf: shop.renderFromDesigns(shop.keepCurrentDesign(async (designId) => readFileSync(designFile(designId)))),
    maxDpi: 600,
    out: sink,
  });
  return { layout, written, bytes: bytes() };
}

/**
 * PDFKit alone: the same pages; each order's design file read and opened once (PDFKit embeds a PNG
 * itself, splitting a transparent one's alpha into a soft mask) and drawn at every placement of the
 * order, filling its box; one stroked path per copy with the same segments; into a discarding stream.
 * What the PDF library does when handed the same designs and paths, without the layout, the print
 * rasters (placement, bleed, flattening), spot colours, marks or label.
 */
async function writeBaselineSheet(pages, items) {
  const rasters = Object.fromEntries(items.map((item) => [item.orderId, readFileSync(designFile(item.designId))]));
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  const { sink, bytes } = countingSink();
  const finished = new Promise((resolve, reject) => {
    sink.on("finish", resolve);
    doc.on("error", reject);
  });
  doc.pipe(sink);
  const opened = new Map();
  for (const page of pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    for (const draw of page.draws) {
      let image = opened.get(draw.raster);
      if (!image) {
        image = doc.openImage(rasters[draw.raster]);
        opened.set(draw.raster, image);
      }
      doc.save();
      doc.transform(...draw.matrix);
      doc.image(image, 0, 0, { width: draw.width, height: draw.height });
      doc.restore();
    }
    doc.lineWidth(0.25);
    for (const segments of page.paths) {
      for (const s of segments) {
        if (s.op === "M") doc.moveTo(s.x, s.y);
        else if (s.op === "L") doc.lineTo(s.x, s.y);
        else if (s.op === "C") doc.bezierCurveTo(s.x1, s.y1, s.x2, s.y2, s.x, s.y);
        else doc.closePath();
      }
      doc.stroke();
    }
  }
  doc.end();
  await finished;
  return bytes();
}

/** The baseline's input, made outside its timing: the shop's layout's pages and placed cut paths. */
async function prepareBaseline(items, layout) {
  const { readStickerCutPath } = await import("../../lib/print/read-sticker-cut-path.ts");
  const { transformPath } = await import("../../lib/print/transform-path.ts");
  const { applyPathMatrix } = await import("../../lib/print/apply-path-matrix.ts");
  const { computeCopyMatrix } = await import("../../lib/print-sheets/compute-copy-matrix.ts");
  const paths = new Map(items.map((item) => [item.orderId, transformPath(readStickerCutPath(item), 72, 0, 0)]));
  const byOrder = new Map(items.map((item) => [item.orderId, item]));
  const pages = layout.pages.map((page) => ({
    width: page.widthInches * 72,
    height: page.heightInches * 72,
    draws: page.placements.map((p) => ({
      raster: p.orderId,
      matrix: computeCopyMatrix(p),
      width: byOrder.get(p.orderId).widthInches * 72,
      height: byOrder.get(p.orderId).heightInches * 72,
    })),
    paths: page.placements.map((p) => applyPathMatrix(paths.get(p.orderId), computeCopyMatrix(p))),
  }));
  return { pages };
}

/** Row by row, in the orders' sequence, never turned: the plain layout the packer is compared with. */
function rowByRowPages(items, margin) {
  const width = MEDIA.widthInches - 2 * margin;
  const height = MEDIA.maxLengthInches - 2 * margin;
  let pages = 1;
  let x = 0;
  let rowTop = 0;
  let rowHeight = 0;
  for (const item of items)
    for (let copy = 0; copy < item.quantity; copy += 1) {
      const w = item.widthInches;
      const h = item.heightInches;
      if (x > 0 && x + w > width) {
        rowTop += rowHeight + GAP;
        x = 0;
        rowHeight = 0;
      }
      if (rowTop + h > height) {
        pages += 1;
        rowTop = 0;
        x = 0;
        rowHeight = 0;
      }
      x += w + GAP;
      rowHeight = Math.max(rowHeight, h);
    }
  return pages;
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

async function timeFigures(rounds, outFile) {
  const items = readJson(path.join(dir, "items.json"));
  const shop = await loadShop();
  const first = await writeShopSheet(shop, items);
  const baseline = await prepareBaseline(items, first.layout);
  // Warm-ups, not counted: the JIT, libvips' and zlib's first calls.
  await writeShopSheet(shop, items);
  await writeBaselineSheet(baseline.pages, items);
  const shopRounds = [];
  const baselineRounds = [];
  let shopBytes = 0;
  let baselineBytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const s = await time(() => writeShopSheet(shop, items));
    shopRounds.push(s.ms);
    shopBytes = s.result.bytes;
    const b = await time(() => writeBaselineSheet(baseline.pages, items));
    baselineRounds.push(b.ms);
    baselineBytes = b.result;
  }
  const copies = items.reduce((sum, item) => sum + item.quantity, 0);
  const rowPages = rowByRowPages(items, shop.SHEET_MARGIN_INCHES);
  const result = {
    orders: items.length,
    copies,
    pages: first.layout.pages.length,
    cutPaths: first.written.cutPaths,
    utilisation: first.layout.utilisation,
    rowByRowPages: rowPages,
    shop: { medianMs: median(shopRounds), rounds: shopRounds, bytes: shopBytes },
    baseline: { medianMs: median(baselineRounds), rounds: baselineRounds, bytes: baselineBytes },
    checks: {
      everyCopyCut: first.written.cutPaths === copies && first.written.pages === first.layout.pages.length,
      placed: first.layout.pages.reduce((n, page) => n + page.placements.length, 0) === copies,
    },
  };
  writeFileSync(outFile, JSON.stringify(result, null, 2));
}

async function memoryFigure(which, outFile) {
  const items = readJson(path.join(dir, "items.json"));
  // What the designs take decoded (RGBA, as sharp holds a transparent PNG): all of them at once is what
  // a writer holding the whole sheet's artwork would need.
  const decodedBytes = items.reduce((sum, item) => sum + item.designWidth * item.designHeight * 4, 0);
  const shop = await loadShop();
  // Warm-up on a different, tiny sheet (one 1" square of a 100 px design): starts libvips' threads and
  // zlib once, as a running server has, without touching this sheet's designs.
  const tinyItem = {
    ...items[0],
    orderId: 999,
    orderLabel: "#999",
    designId: "warm-up",
    quantity: 1,
    shape: "square",
    widthInches: 1,
    heightInches: 1,
    cutLine: null,
    designWidth: 100,
    designHeight: 100,
    designOutline: null,
  };
  writeFileSync(
    designFile("warm-up"),
    await sharp({ create: { width: 100, height: 100, channels: 3, background: "#808080" } })
      .png()
      .toBuffer(),
  );
  if (which === "shop") await writeShopSheet(shop, [tinyItem]);
  else
    await writeBaselineSheet(
      (
        await prepareBaseline(
          [tinyItem],
          shop.layoutPrintSheet({ items: [tinyItem], media: MEDIA, gapInches: GAP, createdAt: CREATED_AT }),
        )
      ).pages,
      [tinyItem],
    );
  let pdfBytes;
  let before;
  let peakAtStart;
  if (which === "shop") {
    // The layout (a small pure computation, done before the PDF as the job does) is made first: the
    // figure is the writing's memory, the part that grows with the artwork and the copies.
    const layout = shop.layoutPrintSheet({ items, media: MEDIA, gapInches: GAP, createdAt: CREATED_AT });
    before = process.memoryUsage().rss;
    peakAtStart = process.resourceUsage().maxRSS * 1024;
    pdfBytes = (await writeShopSheet(shop, items, layout)).bytes;
  } else {
    // PDFKit alone is given its pages and paths ready: made first, then the RSS before writing is taken.
    const layout = shop.layoutPrintSheet({ items, media: MEDIA, gapInches: GAP, createdAt: CREATED_AT });
    const baseline = await prepareBaseline(items, layout);
    before = process.memoryUsage().rss;
    peakAtStart = process.resourceUsage().maxRSS * 1024;
    pdfBytes = await writeBaselineSheet(baseline.pages, items);
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  // The process's peak before writing (loading modules, reading the items) is never above `before` by
  // much; were it, the growth would read low, so it is kept beside the figure.
  const peakBeforeWriting = peakAtStart;
  writeFileSync(
    outFile,
    JSON.stringify({
      which,
      rssBefore: before,
      peakBeforeWriting,
      peakRss: peak,
      growth: Math.max(0, peak - before),
      decodedBytes,
      pdfBytes,
    }),
  );
}

if (mode === "prepare") await prepare(Number(rest[0]));
else if (mode === "time") await timeFigures(Math.max(1, Number(rest[0])), rest[1]);
else if (mode === "memory") await memoryFigure(rest[0], rest[1]);
else throw new Error(`unknown mode ${mode}`);
