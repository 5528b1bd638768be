/** @jest-environment node */
// A print sheet (#23): layoutPrintSheet and writePrintSheetPdf on real orders. Five orders made through
// the upload and cart routes (a 1.5" square, a 2" circle, a 2" × 1" rectangle with rounded corners, a 2"
// die-cut of real clip art, and 500 copies of a 1" square) are laid out on a 12" roll; the PDF is
// written into a stream and read twice: by pdf-lib and a content-stream interpreter
// (tests/helpers/print-pdf.ts) and as a RIP would, by Ghostscript's separations device and qpdf.
import { PassThrough } from "node:stream";
import { Clipper, FillRule, type Path64 } from "clipper2-ts";
import { PDFDocument } from "pdf-lib";
import { setupTestDatabase } from "../helpers/database";
import {
  addCartLine,
  createOrderOfLine,
  noisePng,
  uploadArtworkFixture,
  uploadPng,
} from "../helpers/print-file-orders";
import {
  boundsOf,
  countImageXObjects,
  isSeparation,
  readPrintPdfPages,
  sampleOutline,
  type Paint,
  type Point,
  type PrintPdf,
} from "../helpers/print-pdf";
import { checkWithQpdf, separatePlates } from "../helpers/rip";
import { prisma } from "@/lib/db/client";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { layoutPrintSheet } from "@/lib/print-sheets/layout-print-sheet";
import type {
  PrintMedia,
  PrintSheetItem,
  PrintSheetLayout,
  PrintSheetPlacement,
} from "@/lib/print-sheets/print-sheet-types";
import { computeCopyMatrix } from "@/lib/print-sheets/compute-copy-matrix";
import { applyPathMatrix } from "@/lib/print/apply-path-matrix";
import { buildCutPath } from "@/lib/print/build-cut-path";
import { measurePathBounds } from "@/lib/print/measure-path-bounds";
import { computeStickerOutline } from "@/lib/stickers/sticker-outline";
import { SHEET_MARGIN_INCHES } from "@/lib/print-sheets/print-sheet-units";
import { PRINT_SHEET_ORDER_SELECT, toPrintSheetItem } from "@/lib/print-sheets/to-print-sheet-item";
import { keepCurrentDesign, renderFromDesigns } from "@/lib/print-sheets/render-sheet-artwork";
import { writePrintSheetPdf } from "@/lib/print-sheets/write-print-sheet-pdf";

setupTestDatabase();
jest.setTimeout(180_000);

const PT = 72;
const GAP = 0.125;
const MEDIA: PrintMedia = { kind: "roll", widthInches: 12, maxLengthInches: 48 };
/** Within a hundredth of a point: the writer's numbers are rounded by PDFKit to at most 4 decimals. */
const POINT_TOLERANCE = 0.01;

let items: PrintSheetItem[];
let layout: PrintSheetLayout;
let pdf: Uint8Array;
let pages: PrintPdf[];
let written: { pages: number; cutPaths: number };
const designReads: string[] = [];
const designBytes = new Map<string, Buffer>();
/** The 1" square ordered 500 times. */
let manyOrderId: number;

async function itemOf(orderId: number): Promise<PrintSheetItem> {
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { ...PRINT_SHEET_ORDER_SELECT, quantity: true },
  });
  // Designs are read here by file name (readDesign below), the order's own quantity, a short label.
  return toPrintSheetItem(order, {
    quantity: order.quantity,
    orderLabel: `#${order.id}`,
    designId: order.design.filename,
  });
}

async function orderOfPng(png: Buffer, line: Record<string, unknown>) {
  const { design, sessionId } = await uploadPng(png, "design.png");
  return createOrderOfLine(await addCartLine({ sessionId, designId: design.id, ...line }));
}

beforeAll(async () => {
  const square = await orderOfPng(await noisePng(450, 450, "#aa2244"), {
    shape: "square",
    widthInches: 1.5,
    heightInches: 1.5,
    quantity: 50,
  });
  const circle = await orderOfPng(await noisePng(600, 600, "#336699"), {
    shape: "circle",
    widthInches: 2,
    quantity: 50,
  });
  const rounded = await orderOfPng(await noisePng(600, 300, "#aa5522"), {
    shape: "square",
    widthInches: 2,
    heightInches: 1,
    roundedCorners: true,
    quantity: 50,
  });
  const { design: dolphin, sessionId } = await uploadArtworkFixture("dolphin_enrique_meza_c_01.png");
  const dieCut = await createOrderOfLine(
    await addCartLine({ sessionId, designId: dolphin.id, shape: "die-cut", sizeInches: 2, quantity: 50 }),
  );
  const many = await orderOfPng(await noisePng(300, 300, "#22aa66"), {
    shape: "square",
    widthInches: 1,
    heightInches: 1,
    quantity: 500,
  });
  manyOrderId = many.id;
  items = await Promise.all([square, circle, rounded, dieCut, many].map((order) => itemOf(order.id)));
  expect(items.find((i) => i.shape === "die-cut")?.cutLine).toBeTruthy();

  layout = layoutPrintSheet({ items, media: MEDIA, gapInches: GAP, createdAt: new Date("2026-11-26T18:00:00Z") });
  const storage = getDesignStorage();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  written = await writePrintSheetPdf({
    layout,
    items,
    maxDpi: 600,
    rasterOf: renderFromDesigns(
      keepCurrentDesign(async (designId) => {
        designReads.push(designId);
        const bytes = (await storage.read("primary", designId)) ?? (await storage.read("backup", designId));
        if (bytes) designBytes.set(designId, bytes);
        return bytes;
      }),
    ),
    out,
  });
  pdf = new Uint8Array(Buffer.concat(chunks));
  pages = await readPrintPdfPages(pdf);
});

// ---------------------------------------------------------------------------------------------------

const isCut = (paint: Paint) =>
  isSeparation(paint.strokeSpace, "CutContour") || isSeparation(paint.fillSpace, "CutContour");
/** The box (inches, y down) of an item's cut line placed by a copy's matrix. */
function boxOfTurnedLine(item: PrintSheetItem, placement: PrintSheetPlacement) {
  const placed = applyPathMatrix(buildCutPath(computeStickerOutline(item)), computeCopyMatrix(placement, 1));
  const bounds = measurePathBounds(placed);
  return { x: bounds.minX, y: bounds.minY, w: bounds.maxX - bounds.minX, h: bounds.maxY - bounds.minY };
}

const totalQuantity = () => items.reduce((sum, item) => sum + item.quantity, 0);

type Bounds = ReturnType<typeof boundsOf>;
const apart = (a: Bounds, b: Bounds) => Math.max(b.minX - a.maxX, a.minX - b.maxX, b.minY - a.maxY, a.minY - b.maxY);

/** The least distance between two sampled outlines (only for outlines whose boxes come close). */
function outlineDistance(a: Point[], b: Point[]): number {
  let least = Infinity;
  for (const [ax, ay] of a) for (const [bx, by] of b) least = Math.min(least, Math.hypot(ax - bx, ay - by));
  return least;
}

describe('a print sheet of five orders on a 12" roll', () => {
  it("has as many pages as the layout, each page's MediaBox the layout's page", () => {
    expect(layout.pages.length).toBeGreaterThan(1); // 700 stickers do not fit one 12" × 48" panel
    expect(written).toEqual({ pages: layout.pages.length, cutPaths: totalQuantity(), thruCutPaths: 0 });
    expect(pages).toHaveLength(layout.pages.length);
    pages.forEach((page, index) => {
      const expected = layout.pages[index]!;
      expect(page.mediaBox).toHaveLength(4);
      [0, 0, expected.widthInches * PT, expected.heightInches * PT].forEach((value, i) =>
        expect(page.mediaBox![i]).toBeCloseTo(value, 3),
      );
      expect(page.unknownOperators).toEqual([]);
    });
  });

  it("strokes one CutContour path per copy: as many as the orders' quantities, each closed, at 0.25 pt, overprinting", () => {
    const cuts = pages.flatMap((page) => page.paints.filter(isCut));
    expect(cuts).toHaveLength(totalQuantity());
    pages.forEach((page, index) =>
      expect(page.paints.filter(isCut)).toHaveLength(layout.pages[index]!.placements.length),
    );
    for (const paint of cuts) {
      expect(paint.operator).toBe("S");
      expect(paint.fill).toBe(false);
      expect(isSeparation(paint.strokeSpace, "CutContour")).toBe(true);
      expect(paint.strokeColor).toEqual([1]);
      expect(paint.lineWidth).toBeCloseTo(0.25, 6);
      expect(paint.strokeOverprint).toBe(true);
      expect(paint.construction.at(-1)).toBe("h");
    }
  });

  it("uses CutContour for nothing else: no fill, text or image in it, and it is the only spot colour", () => {
    for (const page of pages) {
      const separations = Object.values(page.colorSpaces).filter((space) => space.family === "Separation");
      expect(separations).toEqual([
        { family: "Separation", colorant: "CutContour", alternate: "DeviceCMYK", c0: [0, 0, 0, 0], c1: [0, 1, 0, 0] },
      ]);
      expect(page.paints.filter((p) => isSeparation(p.fillSpace, "CutContour"))).toEqual([]);
      expect(page.texts.length).toBeGreaterThan(0); // the job label
      expect(page.texts.every((text) => !isSeparation(text.fillSpace, "CutContour"))).toBe(true);
      expect(page.images.every((image) => image.colorSpace === "DeviceRGB")).toBe(true);
      // The cut lines lie on top of all the artwork.
      const firstCut = Math.min(...page.paints.filter(isCut).map((p) => p.order));
      expect(page.images.every((image) => image.order < firstCut)).toBe(true);
    }
  });

  it("keeps every two cut outlines of a page at least the gap apart, and all inside the media less its margins", () => {
    const gapPoints = GAP * PT;
    pages.forEach((page, index) => {
      const height = layout.pages[index]!.heightInches * PT;
      const width = layout.pages[index]!.widthInches * PT;
      const outlines = page.paints.filter(isCut).map((paint) => {
        const samples = sampleOutline(paint);
        return { samples, box: boundsOf(samples) };
      });
      for (const { box } of outlines) {
        expect(box.minX).toBeGreaterThanOrEqual(SHEET_MARGIN_INCHES * PT - POINT_TOLERANCE);
        expect(box.maxX).toBeLessThanOrEqual(width - SHEET_MARGIN_INCHES * PT + POINT_TOLERANCE);
        expect(box.minY).toBeGreaterThanOrEqual(SHEET_MARGIN_INCHES * PT - POINT_TOLERANCE);
        expect(box.maxY).toBeLessThanOrEqual(height - SHEET_MARGIN_INCHES * PT + POINT_TOLERANCE);
      }
      // Outlines whose boxes are the gap apart are so too; closer boxes must have outlines that are.
      const sorted = outlines.toSorted((a, b) => a.box.minX - b.box.minX);
      for (let i = 0; i < sorted.length; i += 1)
        for (let j = i + 1; j < sorted.length && sorted[j]!.box.minX < sorted[i]!.box.maxX + gapPoints; j += 1) {
          const a = sorted[i]!;
          const b = sorted[j]!;
          if (apart(a.box, b.box) >= gapPoints - POINT_TOLERANCE) continue;
          expect(outlineDistance(a.samples, b.samples)).toBeGreaterThanOrEqual(gapPoints - POINT_TOLERANCE);
        }
    });
  });

  it("draws each copy's cut line at its placement, at the ordered size (turned when placed turned)", () => {
    pages.forEach((page, index) => {
      const height = layout.pages[index]!.heightInches * PT;
      const boxes = page.paints
        .filter(isCut)
        .map((paint) => boundsOf(sampleOutline(paint)))
        .map((box) => ({
          x: box.minX / PT,
          y: (height - box.maxY) / PT,
          w: (box.maxX - box.minX) / PT,
          h: (box.maxY - box.minY) / PT,
        }));
      for (const placement of layout.pages[index]!.placements) {
        // A die-cut nested at an angle (#37): its cut line's box is its own line turned and placed by the
        // copy's matrix, inside the frame's turned box the placement keeps.
        const item = items.find((candidate) => candidate.orderId === placement.orderId)!;
        const expected = placement.angleDegrees
          ? boxOfTurnedLine(item, placement)
          : { x: placement.xInches, y: placement.yInches, w: placement.widthInches, h: placement.heightInches };
        const match = boxes.find((box) => Math.abs(box.x - expected.x) < 0.01 && Math.abs(box.y - expected.y) < 0.01);
        expect(match).toBeDefined();
        expect(match!.w).toBeCloseTo(expected.w, 2);
        expect(match!.h).toBeCloseTo(expected.h, 2);
      }
    });
  });

  it('puts three 1/4" registration marks in process black in three corners of each page, clear of the stickers', () => {
    pages.forEach((page, index) => {
      const expected = layout.pages[index]!;
      const height = expected.heightInches * PT;
      const marks = page.paints.filter(
        (p) => p.fill && !p.stroke && p.fillSpace?.family === "DeviceCMYK" && p.construction.join() === "re",
      );
      expect(marks).toHaveLength(3);
      for (const mark of marks) expect(mark.fillColor).toEqual([0, 0, 0, 1]);
      const found = marks.map((mark) => boundsOf(mark.subpaths[0]!));
      for (const want of expected.registrationMarks) {
        const box = found.find(
          (b) =>
            Math.abs(b.minX - want.xInches * PT) < POINT_TOLERANCE &&
            Math.abs(b.maxY - (height - want.yInches * PT)) < POINT_TOLERANCE,
        );
        expect(box).toBeDefined();
        expect(box!.maxX - box!.minX).toBeCloseTo(18, 3);
        expect(box!.maxY - box!.minY).toBeCloseTo(18, 3);
        for (const cut of page.paints.filter(isCut))
          expect(apart(box!, boundsOf(cut.subpaths.flat()))).toBeGreaterThan(0);
      }
      const corners = found.map((b) => `${b.minX < 72 ? "left" : "right"}-${b.minY < 72 ? "bottom" : "top"}`);
      expect(new Set(corners)).toEqual(new Set(["left-top", "right-top", "left-bottom"]));
    });
  });

  it("embeds each design's raster once however many copies are drawn: the 1\" square drawn 500 times from one XObject", async () => {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(countImageXObjects(doc)).toBe(items.length);
    const draws = pages.flatMap((page) => page.images);
    expect(draws).toHaveLength(totalQuantity());
    const manyPages = layout.pages.map((page) => page.placements.filter((p) => p.orderId === manyOrderId).length);
    const manyDraws = pages.flatMap((page, index) =>
      page.images.filter((image) =>
        // The images of that order: drawn at its placements' boxes (1" square, grown by its bleed).
        layout.pages[index]!.placements.some(
          (p) =>
            p.orderId === manyOrderId &&
            Math.abs(image.rect.x + image.rect.width / 2 - (p.xInches + 0.5) * PT) < 0.5 &&
            Math.abs(
              layout.pages[index]!.heightInches * PT - (image.rect.y + image.rect.height / 2) - (p.yInches + 0.5) * PT,
            ) < 0.5,
        ),
      ),
    );
    expect(manyDraws).toHaveLength(manyPages.reduce((a, b) => a + b, 0));
    expect(manyDraws).toHaveLength(500);
    expect(new Set(manyDraws.map((draw) => draw.ref)).size).toBe(1);
    expect(new Set(draws.map((draw) => draw.ref)).size).toBe(items.length);
  });

  it("reads each design from storage once", () => {
    expect(designReads.toSorted()).toEqual(items.map((item) => item.designId).toSorted());
  });

  it("carries a square's artwork at most half the gap past its cut (neighbours' bleeds never meet)", () => {
    const page = pages[0]!;
    const height = layout.pages[0]!.heightInches * PT;
    const squareItem = items.find((i) => i.shape === "square" && i.widthInches === 1.5)!;
    for (const placement of layout.pages[0]!.placements.filter((p) => p.orderId === squareItem.orderId)) {
      const image = page.images.find(
        (img) =>
          Math.abs(img.rect.x + img.rect.width / 2 - (placement.xInches + 0.75) * PT) < 0.5 &&
          Math.abs(height - img.rect.y - img.rect.height / 2 - (placement.yInches + 0.75) * PT) < 0.5,
      );
      expect(image).toBeDefined();
      const bleed = (image!.rect.width - 1.5 * PT) / 2;
      expect(bleed).toBeGreaterThan(0);
      expect(bleed).toBeLessThanOrEqual((GAP / 2) * PT + 0.5); // rounded up to a whole pixel at most
    }
  });

  it("labels every page with its orders, the date and page n of m", () => {
    pages.forEach((page, index) => {
      expect(page.texts.length).toBeGreaterThan(0);
      expect(layout.pages[index]!.label).toContain(`page ${index + 1} of ${pages.length}`);
    });
  });

  it("is read by Ghostscript's separations device as a RIP reads it: a CutContour plate inked along the cuts only", async () => {
    const plates = await separatePlates(pdf, 72, { lastPage: 1 });
    const cut = plates["CutContour"];
    expect(cut).toBeDefined();
    const black = plates["Black"]!;
    const page = pages[0]!;
    const height = layout.pages[0]!.heightInches * PT;
    // Every inked pixel of the CutContour plate lies within 2 px of the first page's cut lines.
    const near = new Set<number>();
    for (const paint of page.paints.filter(isCut))
      for (const [x, y] of sampleOutline(paint))
        for (let dx = -2; dx <= 2; dx += 1)
          for (let dy = -2; dy <= 2; dy += 1) near.add(Math.floor(height - y + dy) * cut!.width + Math.floor(x + dx));
    let inked = 0;
    for (let i = 0; i < cut!.ink.length; i += 1)
      if (cut!.ink[i]! > 0) {
        inked += 1;
        expect(near.has(i)).toBe(true);
      }
    expect(inked).toBeGreaterThan(1000);
    // The registration marks are inked on the black plate, never on CutContour.
    for (const mark of layout.pages[0]!.registrationMarks) {
      const centre =
        Math.floor((mark.yInches + mark.sizeInches / 2) * PT) * black.width +
        Math.floor((mark.xInches + mark.sizeInches / 2) * PT);
      expect(black.ink[centre]).toBe(255);
      expect(cut!.ink[centre]).toBe(0);
    }
  });

  it("refuses with a 409 naming the order when a design is gone from storage, and ends the destination", async () => {
    const out = new PassThrough();
    out.resume();
    const missing = items.find((item) => item.orderId === manyOrderId)!;
    const run = writePrintSheetPdf({
      layout,
      items,
      maxDpi: 600,
      rasterOf: renderFromDesigns(
        keepCurrentDesign(async (designId) =>
          designId === missing.designId ? null : (designBytes.get(designId) ?? null),
        ),
      ),
      out,
    });
    await expect(run).rejects.toMatchObject({
      status: 409,
      message: `Order #${missing.orderId}'s design file is missing from storage (primary and backup), so the sheet cannot be made.`,
    });
    expect(out.destroyed).toBe(true);
  });

  it("passes qpdf --check", async () => {
    const result = await checkWithQpdf(pdf);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("No syntax or stream encoding errors found");
  });
});

describe("a nested print sheet (#37): the circle and the die-cut placed by their cut lines", () => {
  let nested: PrintSheetLayout;
  let nestedPages: PrintPdf[];
  beforeAll(async () => {
    const shaped = items.filter((item) => item.shape === "circle" || item.shape === "die-cut");
    nested = layoutPrintSheet({
      items: shaped,
      media: MEDIA,
      gapInches: GAP,
      createdAt: new Date("2026-11-28T08:00:00Z"),
    });
    const storage = getDesignStorage();
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    await writePrintSheetPdf({
      layout: nested,
      items: shaped,
      maxDpi: 300,
      rasterOf: renderFromDesigns(
        keepCurrentDesign(async (designId) => (await storage.read("primary", designId)) ?? null),
      ),
      out,
    });
    nestedPages = await readPrintPdfPages(new Uint8Array(Buffer.concat(chunks)));
  });

  it("is nested, and takes less roll than the box layout of the same copies", () => {
    expect(nested.method).toBe("nested");
    expect(nested.pagesAreaSqIn).toBeLessThan(nested.boxPagesAreaSqIn!);
  });

  it("clips every copy's raster to its cut line grown by at most half the gap, so no raster paints a neighbour", () => {
    const toPath = (ring: Point[]): Path64 =>
      ring.map(([x, y]) => ({ x: Math.round(x * 100), y: Math.round(y * 100) }));
    nestedPages.forEach((page) => {
      const cuts = page.paints.filter(isCut).map((paint) => boundsOf(sampleOutline(paint)));
      expect(page.images).toHaveLength(cuts.length);
      const clips = page.images.map((image) => {
        expect(image.clip).not.toBeNull();
        const box = boundsOf(image.clip!.flat());
        // The clip is some copy's cut line grown by the bleed: its box is a cut line's box grown by ≤ gap/2.
        const grownFrom = cuts.find(
          (cut) =>
            cut.minX - box.minX >= -POINT_TOLERANCE &&
            cut.minX - box.minX <= (GAP / 2) * PT + POINT_TOLERANCE &&
            box.maxY - cut.maxY >= -POINT_TOLERANCE &&
            box.maxY - cut.maxY <= (GAP / 2) * PT + POINT_TOLERANCE,
        );
        expect(grownFrom).toBeDefined();
        return { paths: image.clip!.map(toPath), box };
      });
      for (let i = 0; i < clips.length; i++)
        for (let j = i + 1; j < clips.length; j++) {
          const [a, b] = [clips[i]!, clips[j]!];
          if (apart(a.box, b.box) > 0) continue;
          const shared = Math.abs(Clipper.areaPaths(Clipper.intersect(a.paths, b.paths, FillRule.NonZero)));
          expect(shared / 10_000).toBeLessThan(0.01); // square points: touching at most
        }
    });
  });
});
