// Nesting figures (#37), run by bench/run.mjs in a process of its own through scripts/register-ts.mjs:
// `node --import ./scripts/register-ts.mjs bench/lib/nesting-figures.mjs <copies> <out.json>`.
// Each batch is laid out once by layoutPrintSheet on a 12" × 48" roll with a 1/8" gap; the baseline is the
// box layout (maxrects-packer) of the same copies in the same call (layout.boxPagesAreaSqIn). Media is the
// pages' area (a roll's page trimmed to what it holds); utilisation is the cut lines' area over it.
import { writeFileSync } from "node:fs";
import { CLIP_ART, fitClipArt, ROLL_MEDIA, SHEET_GAP_INCHES, traceDieCut } from "./clip-art-batch.mjs";

const [copiesArg, outFile] = process.argv.slice(2);
const COPIES = Number(copiesArg);
const MEDIA = ROLL_MEDIA;
const GAP = SHEET_GAP_INCHES;
const DIE_CUT_ART = CLIP_ART.slice(0, 6);
const CREATED_AT = new Date("2026-11-28T12:00:00Z");
const DIE_CUT_SIZES = [1.5, 2, 2.5, 3];
/** The search budgets measured beside the shop's default (NESTING_SEARCH_MS): none, 2 s, 5 s and 20 s. */
const SEARCH_BUDGETS_MS = [0, 2_000, 5_000, 20_000];

const { layoutPrintSheet, NESTING_SEARCH_MS } = await import("../../lib/print-sheets/layout-print-sheet.ts");
const { NESTING_CURVE_DEVIATION_INCHES } = await import("../../lib/print-sheets/print-sheet-units.ts");
const { NESTING_TOLERANCE_INCHES } = await import("../../lib/print-sheets/nest-sheet-copies.ts");
const { prepareNestingOutline } = await import("../../lib/nesting/prepare-nesting-outline.ts");
const { findBestMotif } = await import("../../lib/nesting/find-best-motif.ts");
const { NESTING_UNITS_PER_INCH } = await import("../../lib/nesting/nesting-types.ts");
const { buildCutPath } = await import("../../lib/print/build-cut-path.ts");
const { flattenPathWithin } = await import("../../lib/print/flatten-path-within.ts");
const { computeStickerOutline } = await import("../../lib/stickers/sticker-outline.ts");
const { Clipper } = await import("clipper2-ts");

let nextId = 1;
function item(fields) {
  const orderId = nextId++;
  return {
    orderId,
    orderLabel: `#${orderId}`,
    designId: `design-${orderId}`,
    quantity: COPIES,
    roundedCorners: false,
    cutLine: null,
    scale: 100,
    xPosition: 0,
    yPosition: 0,
    designWidth: 1200,
    designHeight: 1200,
    designOutline: null,
    ...fields,
  };
}

/** The clip art's die-cut lines as the shop computes them (traced, offset, at its size). */
async function dieCutItems() {
  const items = [];
  for (const [index, file] of DIE_CUT_ART.entries()) {
    const png = await fitClipArt(file, 1200).png().toBuffer();
    const cut = await traceDieCut(png, DIE_CUT_SIZES[index % DIE_CUT_SIZES.length]);
    items.push(
      item({
        shape: "die-cut",
        widthInches: cut.widthInches,
        heightInches: cut.heightInches,
        cutLine: cut.cutLine,
        designOutline: cut.outline,
        name: file.replace(/_.*$/, ""),
      }),
    );
  }
  return items;
}

/** The batch laid out as the shop lays it out (its default search), or with the search budget given. */
function measure(name, items, nestingSearchMs) {
  const started = performance.now();
  const layout = layoutPrintSheet({ items, media: MEDIA, gapInches: GAP, createdAt: CREATED_AT, nestingSearchMs });
  const ms = performance.now() - started;
  const copies = layout.pages.reduce((sum, page) => sum + page.placements.length, 0);
  return {
    name,
    copies,
    expectedCopies: items.reduce((sum, entry) => sum + entry.quantity, 0),
    method: layout.method,
    pages: layout.pages.length,
    pagesAreaSqIn: layout.pagesAreaSqIn,
    boxPagesAreaSqIn: layout.boxPagesAreaSqIn,
    mediaRatio: layout.pagesAreaSqIn / layout.boxPagesAreaSqIn,
    utilisation: layout.utilisation,
    boxUtilisation: layout.stickerAreaSqIn / layout.boxPagesAreaSqIn,
    ms,
  };
}

const dieCuts = await dieCutItems();
const circles = [1.5, 2, 2.5].map((size) =>
  item({ shape: "circle", widthInches: size, heightInches: size, name: `${size}" circle` }),
);
const squares = [
  [2, 2],
  [1.5, 1.5],
  [2.5, 1.5],
].map(([width, height]) => item({ shape: "square", widthInches: width, heightInches: height }));
const mixed = [...dieCuts.slice(0, 4), ...circles, ...squares];

/**
 * Where a batch's saving comes from and what bounds it: each design laid out alone (media against its own box
 * layout), and its densest repeating pattern in an unbounded plane (findBestMotif on a 2,000" square) as the
 * area per copy against its grown box's (the box grid's cell there). The second is the most any lattice of
 * that design can save before a roll's width cuts its rows short.
 */
function perDesign(items) {
  const U = NESTING_UNITS_PER_INCH;
  return items.map((entry) => {
    const alone = measure(entry.name ?? entry.shape, [entry]);
    const rings = flattenPathWithin(buildCutPath(computeStickerOutline(entry)), NESTING_CURVE_DEVIATION_INCHES);
    const outline = prepareNestingOutline(rings, GAP / 2 + NESTING_TOLERANCE_INCHES);
    const box = Clipper.getBounds(outline);
    const motif = findBestMotif({ key: "bound", outline, copies: 1e6 }, { width: 2000 * U, height: 2000 * U });
    const cell = (motif.lattice.across * motif.lattice.rowStep) / motif.members.length;
    return {
      name: entry.name ?? entry.shape,
      size: `${Math.round(entry.widthInches * 100) / 100}" × ${Math.round(entry.heightInches * 100) / 100}"`,
      mediaRatio: alone.mediaRatio,
      unboundedLatticeRatio: cell / ((box.right - box.left) * (box.bottom - box.top)),
    };
  });
}

const results = {
  defaultSearchMs: NESTING_SEARCH_MS,
  dieCut: measure(`die-cuts: ${dieCuts.length} clip-art designs at 1.5-3" × ${COPIES}`, dieCuts),
  circles: measure(`circles: 1.5", 2", 2.5" × ${COPIES}`, circles),
  squares: measure(`squares and rectangles: 2", 1.5", 2.5" × 1.5" × ${COPIES}`, squares),
  mixed: measure(`mixed: 4 die-cuts, 3 circles, 3 squares × ${COPIES} (${COPIES * 10} copies)`, mixed),
  perDesign: { dieCut: perDesign(dieCuts), circles: perDesign(circles) },
  // The search over orders of the designs at the budgets the issue asks about.
  searches: Object.fromEntries(
    SEARCH_BUDGETS_MS.map((budget) => [
      budget,
      {
        dieCut: measure(`die-cuts, search ${budget / 1000} s`, dieCuts, budget),
        mixed: measure(`mixed, search ${budget / 1000} s`, mixed, budget),
      },
    ]),
  ),
};
writeFileSync(outFile, JSON.stringify(results, null, 2));
