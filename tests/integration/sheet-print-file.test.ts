/** @jest-environment node */
// A sticker sheet's print file (#39), GET /api/admin/orders/{id}/print-file for a sheet order made through the
// real routes (clip art uploaded and traced, the sheet cut and checked by POST /api/cart, checked out and paid):
// one page of the sheet, every sticker drawn where it was frozen and kiss-cut along CutContour, the sheet cut
// through at its edge in the shop's Thru-cut Separation. Read by pdf-lib with a content-stream interpreter
// (tests/helpers/print-pdf.ts) and as a RIP reads it, by Ghostscript's separations device and qpdf.
import { PDFDocument } from "pdf-lib";
import { adminHeaders } from "../helpers/admin";
import { parseCutLinePath } from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import {
  boundsOf,
  countImageXObjects,
  indexNearness,
  isSeparation,
  readPrintPdf,
  sampleOutline,
  type Paint,
  type Point,
  type PrintPdf,
} from "../helpers/print-pdf";
import { checkWithQpdf, separatePlates, type Plate } from "../helpers/rip";
import { createSheetOrder, HALF_LETTER_SHEET, placeOnSheet, type SheetItem } from "../helpers/sheet-orders";
import { GET as getPrintFile } from "@/app/api/admin/orders/[id]/print-file/route";
import { PATCH as patchSettings } from "@/app/api/admin/settings/route";
import { callRoute } from "../helpers/call-route";
import { prisma } from "@/lib/db/client";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";

setupTestDatabase();
jest.setTimeout(180_000);

const PT = 72;
const BLEED = 9; // 1/8" in points, as a single sticker's file
const { widthInches: SHEET_W, heightInches: SHEET_H } = HALF_LETTER_SHEET;
const PAGE_W = SHEET_W * PT + 2 * BLEED;
const PAGE_H = SHEET_H * PT + 2 * BLEED;
/** The sheet's corners, rounded as a single sticker's: 14 % of its short side. */
const SHEET_RADIUS = 0.14 * SHEET_W;
/** A sheet sticker's artwork reaches half the least spacing past its kiss-cut. */
const STICKER_BLEED = 1 / 16;

/**
 * Six stickers: three die-cuts (the jigsaw turned a quarter, a second dolphin turned a half: the same design at
 * the same size as the first, so one raster for both), a circle and a rectangle.
 */
const ITEMS: SheetItem[] = [
  { design: "dolphin_enrique_meza_c_01.png", shape: "die-cut", sizeInches: 2, xInches: 0.5, yInches: 0.5, rotation: 0 },
  { design: "saturn_dan_gerhards_01.png", shape: "die-cut", sizeInches: 2, xInches: 3, yInches: 0.5, rotation: 0 },
  { design: "jigsaw_green_12.png", shape: "die-cut", sizeInches: 1.5, xInches: 0.5, yInches: 3, rotation: 90 },
  {
    design: "dolphin_enrique_meza_c_01.png",
    shape: "circle",
    widthInches: 1,
    heightInches: 1,
    xInches: 3,
    yInches: 3,
    rotation: 0,
  },
  {
    design: "saturn_dan_gerhards_01.png",
    shape: "square",
    widthInches: 1,
    heightInches: 1.5,
    xInches: 0.5,
    yInches: 6,
    rotation: 0,
  },
  { design: "dolphin_enrique_meza_c_01.png", shape: "die-cut", sizeInches: 2, xInches: 3, yInches: 5.5, rotation: 180 },
];

type Sticker = Awaited<ReturnType<typeof createSheetOrder>>["stickers"][number];

let headers: Record<string, string>;
let orderId: number;
let stickers: Sticker[];
let pdf: Uint8Array;
let read: PrintPdf;
let fileName: string;

async function fetchPrintFile(id: number) {
  const request = new Request(`http://shop.test/api/admin/orders/${id}/print-file`, { headers });
  const response = await getPrintFile(request, { params: Promise.resolve({ id: String(id) }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function printFileOf(id: number): Promise<Uint8Array> {
  const response = await fetchPrintFile(id);
  if (response.status !== 200) throw new Error(`${response.status} ${Buffer.from(response.bytes).toString()}`);
  return response.bytes;
}

beforeAll(async () => {
  headers = await adminHeaders();
  ({ orderId, stickers } = await createSheetOrder(ITEMS, { roundedCorners: true }));
  const response = await fetchPrintFile(orderId);
  if (response.status !== 200) throw new Error(`${response.status} ${Buffer.from(response.bytes).toString()}`);
  pdf = response.bytes;
  fileName = response.headers.get("content-disposition") ?? "";
  read = await readPrintPdf(pdf);
});

// ---------------------------------------------------------------------------------------------------

/** A point on the sheet (inches from its top-left, y down) in the page's default space (points, y up). */
const toPdf = ([x, y]: [number, number]): Point => [BLEED + x * PT, PAGE_H - BLEED - y * PT];

const cutPaints = (page: PrintPdf) => page.paints.filter((paint) => isSeparation(paint.strokeSpace, "CutContour"));
const inSpot = (page: PrintPdf, name: string) =>
  page.paints.filter((paint) => isSeparation(paint.strokeSpace, name) || isSeparation(paint.fillSpace, name));

/** A sticker's kiss-cut line, sampled, on the sheet (inches): its stored line's vertices, its circle or its box. */
function expectedOutline(sticker: Sticker): [number, number][] {
  let frame: [number, number][];
  if (sticker.shape === "die-cut") frame = parseCutLinePath(sticker.cutLine!);
  else if (sticker.shape === "circle")
    frame = Array.from({ length: 64 }, (_, i) => [
      sticker.widthInches / 2 + (sticker.widthInches / 2) * Math.cos((i / 64) * 2 * Math.PI),
      sticker.heightInches / 2 + (sticker.heightInches / 2) * Math.sin((i / 64) * 2 * Math.PI),
    ]);
  else
    frame = [
      [0, 0],
      [sticker.widthInches, 0],
      [sticker.widthInches, sticker.heightInches],
      [0, sticker.heightInches],
    ];
  return frame.map((point) => placeOnSheet(sticker, point));
}

/** The sticker's turned box on the sheet, inches. */
function turnedBox(sticker: Sticker) {
  const quarter = sticker.rotation % 180 === 90;
  const width = quarter ? sticker.heightInches : sticker.widthInches;
  const height = quarter ? sticker.widthInches : sticker.heightInches;
  return {
    left: sticker.xInches,
    top: sticker.yInches,
    right: sticker.xInches + width,
    bottom: sticker.yInches + height,
  };
}

/** Signed distance of a point to a rounded rectangle (centre, half sides, corner radius). */
function roundedBoxDistance([x, y]: Point, centre: Point, half: Point, radius: number) {
  const qx = Math.abs(x - centre[0]) - half[0] + radius;
  const qy = Math.abs(y - centre[1]) - half[1] + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

function expectStrokedCut(paint: Paint) {
  expect(paint.operator).toBe("S");
  expect(paint.fill).toBe(false);
  expect(paint.strokeColor).toEqual([1]);
  expect(paint.lineWidth).toBeCloseTo(0.25, 6);
  expect(paint.strokeOverprint).toBe(true);
  expect(paint.subpaths).toHaveLength(1);
  expect(paint.construction.at(-1)).toBe("h");
}

describe("a sticker sheet's print file", () => {
  it("is named for the sheet, and its Info says it is a sheet of six stickers", () => {
    expect(fileName).toMatch(new RegExp(`^attachment; filename="order-${orderId}-\\d+-sheet-5\\.5x8\\.5in\\.pdf"$`));
    expect(read.info.Title).toContain('Sticker sheet 5.5" × 8.5", 6 stickers');
    expect(read.info.Subject).toContain("one sticker sheet of 6 stickers");
    expect(read.info.Subject).toContain("spot colour Thru-cut");
    expect(read.info.Keywords).toContain("sticker sheet, CutContour, Thru-cut");
    expect(read.info.StickerCount).toBe("6");
    expect(Number(read.info.EffectiveDPI)).toBeGreaterThan(0);
  });

  it('is one page of the sheet: TrimBox the 5.5" × 8.5" sheet, MediaBox and BleedBox 1/8" beyond it', () => {
    expect(read.pageCount).toBe(1);
    const expectBox = (box: number[] | null, expected: number[]) => {
      expect(box).toHaveLength(4);
      expected.forEach((value, i) => expect(box![i]).toBeCloseTo(value, 3));
    };
    expectBox(read.trimBox, [BLEED, BLEED, BLEED + SHEET_W * PT, BLEED + SHEET_H * PT]);
    expectBox(read.mediaBox, [0, 0, PAGE_W, PAGE_H]);
    expectBox(read.bleedBox, [0, 0, PAGE_W, PAGE_H]);
    expect(read.unknownOperators).toEqual([]);
  });

  it("has two Separations, CutContour and Thru-cut (alternate green), and no White on white vinyl", () => {
    const separations = Object.values(read.colorSpaces).filter((space) => space.family === "Separation");
    expect(separations).toHaveLength(2);
    expect(separations).toEqual(
      expect.arrayContaining([
        { family: "Separation", colorant: "CutContour", alternate: "DeviceCMYK", c0: [0, 0, 0, 0], c1: [0, 1, 0, 0] },
        { family: "Separation", colorant: "Thru-cut", alternate: "DeviceCMYK", c0: [0, 0, 0, 0], c1: [1, 0, 1, 0] },
      ]),
    );
  });

  it("strokes exactly one CutContour path per sticker and one Thru-cut path, each closed, 0.25 pt, overprinting, on top", () => {
    const cuts = cutPaints(read);
    expect(cuts).toHaveLength(ITEMS.length);
    cuts.forEach(expectStrokedCut);
    const [outline, ...others] = inSpot(read, "Thru-cut");
    expect(others).toEqual([]);
    expectStrokedCut(outline!);
    // Nothing is filled in either spot colour, no text, and every image lies under the cuts.
    expect(
      read.paints.filter(
        (p) => p.fill && (isSeparation(p.fillSpace, "CutContour") || isSeparation(p.fillSpace, "Thru-cut")),
      ),
    ).toEqual([]);
    expect(inSpot(read, "CutContour")).toHaveLength(ITEMS.length);
    expect(read.texts).toEqual([]);
    const firstCut = Math.min(...[...cuts, outline!].map((paint) => paint.order));
    expect(read.images.every((image) => image.order < firstCut)).toBe(true);
  });

  it("cuts the sheet's outline on its edge: the TrimBox, its corners rounded as a single sticker's (14 % of 5.5\")", () => {
    const [outline] = inSpot(read, "Thru-cut");
    const samples = sampleOutline(outline!);
    const box = boundsOf(samples);
    expect(box.minX).toBeCloseTo(BLEED, 3);
    expect(box.minY).toBeCloseTo(BLEED, 3);
    expect(box.maxX).toBeCloseTo(BLEED + SHEET_W * PT, 3);
    expect(box.maxY).toBeCloseTo(BLEED + SHEET_H * PT, 3);
    const centre: Point = [PAGE_W / 2, PAGE_H / 2];
    for (const point of samples)
      expect(
        Math.abs(roundedBoxDistance(point, centre, [(SHEET_W / 2) * PT, (SHEET_H / 2) * PT], SHEET_RADIUS * PT)),
      ).toBeLessThan(0.001 * SHEET_RADIUS * PT); // a quarter arc's Bézier is within 0.03 % of its radius
    expect(outline!.construction.filter((op) => op === "c")).toHaveLength(4);
  });

  it("cuts each die-cut sticker along its stored line, vertex by vertex, turned and placed as frozen", () => {
    const cuts = cutPaints(read);
    const dieCuts = stickers.filter((sticker) => sticker.shape === "die-cut");
    expect(dieCuts.map((sticker) => sticker.rotation)).toEqual([0, 0, 90, 180]);
    for (const sticker of dieCuts) {
      const paint = cuts[sticker.position]!;
      const expected = expectedOutline(sticker).map(toPdf);
      expect(expected.length).toBeGreaterThan(20);
      const drawn = paint.subpaths[0]!;
      expect(drawn).toHaveLength(expected.length);
      expected.forEach(([x, y], i) => {
        expect(drawn[i]![0]).toBeCloseTo(x, 2);
        expect(drawn[i]![1]).toBeCloseTo(y, 2);
      });
    }
  });

  it("cuts the circle and the rectangle on their boxes as frozen (the circle round, the rectangle's corners sharp)", () => {
    const cuts = cutPaints(read);
    const circle = stickers.find((sticker) => sticker.shape === "circle")!;
    const centre = toPdf(placeOnSheet(circle, [circle.widthInches / 2, circle.heightInches / 2]));
    for (const [x, y] of sampleOutline(cuts[circle.position]!))
      expect(Math.abs(Math.hypot(x - centre[0], y - centre[1]) - (circle.widthInches / 2) * PT)).toBeLessThan(0.01);
    const square = stickers.find((sticker) => sticker.shape === "square")!;
    const paint = cuts[square.position]!;
    expect(paint.construction).toEqual(["m", "l", "l", "l", "h"]);
    const expected = expectedOutline(square).map(toPdf);
    paint.subpaths[0]!.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(expected[i]![0], 3);
      expect(y).toBeCloseTo(expected[i]![1], 3);
    });
  });

  it("draws each sticker's artwork once, clipped to its kiss-cut and 1/16\" bleed; one raster per design and size", async () => {
    const cuts = cutPaints(read);
    expect(read.images).toHaveLength(ITEMS.length);
    // The two 2" dolphin die-cuts share one image XObject: five distinct rasters for six stickers.
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(countImageXObjects(doc)).toBe(5);
    expect(read.images[0]!.ref).toBe(read.images[5]!.ref);
    expect(new Set(read.images.map((image) => image.ref)).size).toBe(5);
    read.images.forEach((image, position) => {
      expect(image.colorSpace).toBe("DeviceRGB");
      expect(image.clip).not.toBeNull();
      const clip = boundsOf(image.clip!.flat());
      const cut = boundsOf(sampleOutline(cuts[position]!));
      for (const [a, b] of [
        [clip.minX, cut.minX - STICKER_BLEED * PT],
        [clip.minY, cut.minY - STICKER_BLEED * PT],
        [clip.maxX, cut.maxX + STICKER_BLEED * PT],
        [clip.maxY, cut.maxY + STICKER_BLEED * PT],
      ] as const)
        expect(Math.abs(a - b)).toBeLessThan(0.1);
    });
    // The turned die-cut's raster is drawn turned: its box on the page is the turned box.
    const jigsaw = stickers[2]!;
    const jigsawImage = read.images[2]!.rect;
    expect(jigsawImage.width / PT).toBeCloseTo(jigsaw.heightInches, 2);
    expect(jigsawImage.height / PT).toBeCloseTo(jigsaw.widthInches, 2);
  });

  it("passes qpdf --check", async () => {
    const result = await checkWithQpdf(pdf);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
  });
});

describe("the sheet's print file as a RIP reads it (Ghostscript tiffsep)", () => {
  const DPI = 72;
  let plates: Record<string, Plate>;

  beforeAll(async () => {
    plates = await separatePlates(pdf, DPI);
  });

  /** Inked pixels' centres in page space (points, y up; 72 DPI: a pixel a point). */
  function inkedPoints(plate: Plate): Point[] {
    const points: Point[] = [];
    for (let row = 0; row < plate.height; row += 1)
      for (let column = 0; column < plate.width; column += 1)
        if (plate.ink[row * plate.width + column]! > 128) points.push([column + 0.5, PAGE_H - (row + 0.5)]);
    return points;
  }

  it("writes two cut plates, CutContour and Thru-cut, beside the process plates", () => {
    expect(Object.keys(plates)).toEqual(
      expect.arrayContaining(["Cyan", "Magenta", "Yellow", "Black", "CutContour", "Thru-cut"]),
    );
    expect(plates["Thru-cut"]!.width).toBe(Math.round(PAGE_W));
    expect(plates["Thru-cut"]!.height).toBe(Math.round(PAGE_H));
  });

  it("inks the Thru-cut plate along the sheet's edge all round, and nowhere else", () => {
    const outline = sampleOutline(inSpot(read, "Thru-cut")[0]!);
    const inked = inkedPoints(plates["Thru-cut"]!);
    expect(inked.length).toBeGreaterThan(0.8 * 2 * (SHEET_W + SHEET_H) * PT * 0.8);
    const nearOutline = indexNearness(outline, 2);
    expect(inked.filter((point) => !nearOutline(point))).toEqual([]);
    const nearInk = indexNearness(inked, 1.5);
    const covered = outline.filter((point) => nearInk(point));
    expect(covered.length / outline.length).toBeGreaterThan(0.95);
  });

  it("inks the CutContour plate along every sticker's kiss-cut, and nowhere else (not on the sheet's edge)", () => {
    const outlines = cutPaints(read).map((paint) => sampleOutline(paint));
    const inked = inkedPoints(plates.CutContour!);
    const nearKissCut = indexNearness(outlines.flat(), 2);
    expect(inked.filter((point) => !nearKissCut(point))).toEqual([]);
    const nearInk = indexNearness(inked, 1.5);
    outlines.forEach((outline) => {
      const covered = outline.filter((point) => nearInk(point));
      expect(covered.length / outline.length).toBeGreaterThan(0.9);
    });
    const sheetEdge = sampleOutline(inSpot(read, "Thru-cut")[0]!);
    const farNearInk = indexNearness(inked, 3);
    expect(sheetEdge.filter((point) => farNearInk(point))).toEqual([]);
  });

  it("prints the artwork inside the stickers only: no process ink on the sheet between them", () => {
    const process = ["Cyan", "Magenta", "Yellow", "Black"].map((name) => plates[name]!);
    const inkAt = (column: number, row: number) =>
      process.reduce((sum, plate) => sum + plate.ink[row * plate.width + column]!, 0);
    // Every inked pixel lies in some sticker's turned box grown by its bleed (and a pixel).
    const grow = STICKER_BLEED + 1.5 / PT;
    const boxes = stickers.map(turnedBox);
    const strays: [number, number][] = [];
    let inked = 0;
    for (let row = 0; row < Math.round(PAGE_H); row += 1)
      for (let column = 0; column < Math.round(PAGE_W); column += 1) {
        if (inkAt(column, row) < 40) continue;
        inked += 1;
        const x = (column + 0.5 - BLEED) / PT;
        const y = (row + 0.5 - BLEED) / PT;
        const inside = boxes.some(
          (box) => x >= box.left - grow && x <= box.right + grow && y >= box.top - grow && y <= box.bottom + grow,
        );
        if (!inside) strays.push([x, y]);
      }
    expect(strays).toEqual([]);
    expect(inked).toBeGreaterThan(1000);
    // The circle's artwork is clipped round: none in its box's corners, some inside it.
    const circle = stickers.find((sticker) => sticker.shape === "circle")!;
    const pixelOf = ([x, y]: [number, number]) => [Math.floor(BLEED + x * PT), Math.floor(BLEED + y * PT)] as const;
    for (const corner of [
      [0.04, 0.04],
      [0.96, 0.04],
      [0.96, 0.96],
      [0.04, 0.96],
    ] as [number, number][])
      expect(inkAt(...pixelOf(placeOnSheet(circle, corner)))).toBe(0);
    let insideCircle = 0;
    for (let v = 0.05; v < 0.95; v += 1 / PT)
      for (let u = 0.05; u < 0.95; u += 1 / PT)
        if (Math.hypot(u - 0.5, v - 0.5) < 0.45 && inkAt(...pixelOf(placeOnSheet(circle, [u, v]))) >= 40)
          insideCircle += 1;
    expect(insideCircle).toBeGreaterThan(100);
  });
});

describe("the shop's settings and stock", () => {
  it("strokes the outline in the Separation the shop names (thruCutName)", async () => {
    const changed = await callRoute(patchSettings, {
      method: "PATCH",
      path: "/api/admin/settings",
      headers,
      body: { thruCutName: "ThroughCut" },
    });
    expect(changed.status).toBe(200);
    try {
      const renamed = await readPrintPdf(await printFileOf(orderId));
      expect(inSpot(renamed, "Thru-cut")).toEqual([]);
      expect(inSpot(renamed, "ThroughCut")).toHaveLength(1);
      expect(cutPaints(renamed)).toHaveLength(ITEMS.length);
      expect(renamed.info.Keywords).toContain("ThroughCut");
    } finally {
      await callRoute(patchSettings, {
        method: "PATCH",
        path: "/api/admin/settings",
        headers,
        body: { thruCutName: "Thru-cut" },
      });
    }
  });

  it("on clear vinyl, fills each sticker's White plate, overprinting, inside its kiss-cut", async () => {
    await prisma.order.update({
      where: { id: orderId },
      data: { materialId: "clear-vinyl", materialName: "Clear vinyl" },
    });
    try {
      const clear = await readPrintPdf(await printFileOf(orderId));
      const whites = clear.paints.filter((paint) => isSeparation(paint.fillSpace, "White"));
      expect(whites).toHaveLength(ITEMS.length);
      const cuts = cutPaints(clear);
      expect(cuts).toHaveLength(ITEMS.length);
      expect(inSpot(clear, "Thru-cut")).toHaveLength(1);
      whites.forEach((white, position) => {
        expect(white.fillOverprint).toBe(true);
        const plate = boundsOf(white.subpaths.flat());
        const cut = boundsOf(sampleOutline(cuts[position]!));
        expect(plate.minX).toBeGreaterThanOrEqual(cut.minX - 0.01);
        expect(plate.minY).toBeGreaterThanOrEqual(cut.minY - 0.01);
        expect(plate.maxX).toBeLessThanOrEqual(cut.maxX + 0.01);
        expect(plate.maxY).toBeLessThanOrEqual(cut.maxY + 0.01);
      });
    } finally {
      await prisma.order.update({
        where: { id: orderId },
        data: { materialId: "white-vinyl", materialName: "White vinyl" },
      });
    }
  });

  it("answers 409 when a sticker's design file is gone from storage (primary and backup)", async () => {
    const { orderId: other, designIds } = await createSheetOrder([ITEMS[0]!, ITEMS[1]!]);
    const saturn = await prisma.design.findUniqueOrThrow({
      where: { id: designIds.get("saturn_dan_gerhards_01.png")! },
    });
    const storage = getDesignStorage();
    await storage.remove("primary", saturn.filename);
    await storage.remove("backup", saturn.filename);
    const response = await fetchPrintFile(other);
    expect(response.status).toBe(409);
    expect(JSON.parse(Buffer.from(response.bytes).toString("utf8"))).toEqual({
      message: "The order's design file is missing from storage (primary and backup), so no print file can be made.",
    });
  });
});
