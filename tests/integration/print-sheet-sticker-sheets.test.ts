/** @jest-environment node */
// A print sheet (#23) holding a sticker-sheet order (#39), made by the real queue: POST /api/admin/print-sheets
// and the make-print-sheets job (its steps: the rasters rendered into the work folder, then the PDF). The sheet
// order, made through the real routes, is ganged as rectangles of its sheet, and each copy draws the sheet's own
// stickers, kiss-cut in CutContour, with the sheet's outline in the Thru-cut Separation. The downloaded PDF is
// read by pdf-lib with a content-stream interpreter and by Ghostscript's separations device.
import { PDFDocument } from "pdf-lib";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { parseCutLinePath } from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { addCartLine, createOrderOfLine, noisePng, uploadPng } from "../helpers/print-file-orders";
import {
  boundsOf,
  countImageXObjects,
  indexNearness,
  isSeparation,
  readPrintPdfPages,
  sampleOutline,
  type Paint,
  type Point,
  type PrintPdf,
} from "../helpers/print-pdf";
import { checkWithQpdf, separatePlates } from "../helpers/rip";
import { createSheetOrder, HALF_LETTER_SHEET, placeOnSheet, type SheetItem } from "../helpers/sheet-orders";
import { POST as createSheet } from "@/app/api/admin/print-sheets/route";
import { GET as getSheet } from "@/app/api/admin/print-sheets/[id]/route";
import { GET as getReadyOrders } from "@/app/api/admin/print-sheets/ready-orders/route";
import { GET as servePrintSheet } from "@/app/print-sheets/[key]/route";
import { prisma } from "@/lib/db/client";
import { computeCopyMatrix } from "@/lib/print-sheets/compute-copy-matrix";
import type { PrintSheetDto } from "@/lib/print-sheets/print-sheet-dto";
import type { PrintSheetPlacement } from "@/lib/print-sheets/print-sheet-types";

setupTestDatabase();
jest.setTimeout(240_000);

const PT = 72;
const ROLL = { kind: "roll", widthInches: 12, maxLengthInches: 48 } as const;
const SHEETS = 10;
const CIRCLES = 50; // the smallest tier of a single sticker

/** Four stickers: a die-cut turned a quarter, one turned a half, a circle and a rectangle. */
const ITEMS: SheetItem[] = [
  { design: "jigsaw_green_12.png", shape: "die-cut", sizeInches: 1.5, xInches: 0.5, yInches: 0.5, rotation: 90 },
  { design: "dolphin_enrique_meza_c_01.png", shape: "die-cut", sizeInches: 2, xInches: 3, yInches: 0.5, rotation: 180 },
  {
    design: "dolphin_enrique_meza_c_01.png",
    shape: "circle",
    widthInches: 1,
    heightInches: 1,
    xInches: 0.5,
    yInches: 3,
    rotation: 0,
  },
  {
    design: "saturn_dan_gerhards_01.png",
    shape: "square",
    widthInches: 2,
    heightInches: 1.5,
    xInches: 3,
    yInches: 3,
    rotation: 0,
  },
];

type Sticker = Awaited<ReturnType<typeof createSheetOrder>>["stickers"][number];

let headers: Record<string, string>;

const post = (body: unknown) =>
  callRoute(createSheet, { method: "POST", path: "/api/admin/print-sheets", body, headers });

async function waitForSheet(id: number): Promise<PrintSheetDto> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const { status, body } = await callRoute(getSheet, {
      path: `/api/admin/print-sheets/${id}`,
      headers,
      params: { id: String(id) },
    });
    expect(status).toBe(200);
    const settled = ["ready", "failed"].includes(body.sheet.status);
    if (settled && (await prisma.printSheet.findUniqueOrThrow({ where: { id } })).workKey === null) return body.sheet;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Print sheet ${id} was not made in time`);
}

async function download(url: string): Promise<Uint8Array> {
  const parsed = new URL(url, "http://shop.test");
  const key = parsed.pathname.split("/").at(-1) as string;
  const response = await servePrintSheet(new Request(parsed.toString()), { params: Promise.resolve({ key }) });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Queues a print sheet of the orders, waits for the job to make it, and reads its PDF. */
async function makePrintSheet(orderIds: number[]) {
  const queued = await post({ media: ROLL, gapInches: 0.125, orderIds });
  expect(queued.status).toBe(202);
  const sheet = await waitForSheet(queued.body.id);
  expect(sheet.errorMessage).toBeNull();
  expect(sheet.status).toBe("ready");
  const bytes = await download(sheet.download!.url);
  return { sheet, bytes, pages: await readPrintPdfPages(bytes) };
}

const inSpot = (page: PrintPdf, name: string) =>
  page.paints.filter((paint) => isSeparation(paint.strokeSpace, name) || isSeparation(paint.fillSpace, name));

/** A point on a page (inches from its top-left, y down) in the page's default space (points, y up). */
const toPdf = (pageHeightInches: number, [x, y]: [number, number]): Point => [x * PT, (pageHeightInches - y) * PT];

/** Where a copy's matrix puts a point of the sheet (inches). */
function onPage(placement: PrintSheetPlacement, [x, y]: [number, number]): [number, number] {
  const [a, b, c, d, e, f] = computeCopyMatrix(placement, 1);
  return [a * x + c * y + e, b * x + d * y + f];
}

/** The sticker's kiss-cut on the sheet (inches): its stored die-cut line's vertices, or its box's corners. */
function stickerVertices(sticker: Sticker): [number, number][] {
  const frame: [number, number][] =
    sticker.shape === "die-cut"
      ? parseCutLinePath(sticker.cutLine!)
      : [
          [0, 0],
          [sticker.widthInches, 0],
          [sticker.widthInches, sticker.heightInches],
          [0, sticker.heightInches],
        ];
  return frame.map((point) => placeOnSheet(sticker, point));
}

function expectStroked(paint: Paint) {
  expect(paint.operator).toBe("S");
  expect(paint.fill).toBe(false);
  expect(paint.lineWidth).toBeCloseTo(0.25, 6);
  expect(paint.strokeOverprint).toBe(true);
  expect(paint.subpaths).toHaveLength(1);
}

beforeAll(async () => {
  headers = await adminHeaders();
});

describe("the print queue's ready orders", () => {
  it("draw a sticker-sheet order as its sheet (every sticker, placed as frozen), a single sticker as itself", async () => {
    const { orderId, stickers } = await createSheetOrder(ITEMS, { quantity: SHEETS });
    const { design, sessionId } = await uploadPng(await noisePng(600, 600, "#993366"), "single.png");
    const single = await createOrderOfLine(
      await addCartLine({ sessionId, designId: design.id, shape: "circle", widthInches: 2, quantity: CIRCLES }),
    );
    const { status, body } = await callRoute(getReadyOrders, {
      path: "/api/admin/print-sheets/ready-orders?limit=100",
      headers,
    });
    expect(status).toBe(200);
    const byId = new Map(body.orders.map((order: { id: number }) => [order.id, order]));
    const sheet = byId.get(orderId) as { sheetStickers: Record<string, unknown>[]; quantity: number };
    expect(sheet.quantity).toBe(SHEETS);
    expect(sheet.sheetStickers).toHaveLength(stickers.length);
    sheet.sheetStickers.forEach((drawn, index) => {
      const frozen = stickers[index]!;
      expect(drawn).toMatchObject({
        shape: frozen.shape,
        xInches: frozen.xInches,
        yInches: frozen.yInches,
        rotation: frozen.rotation,
        imageUrl: expect.stringMatching(/^\/uploads\//),
      });
    });
    expect(byId.get(single.id)).toMatchObject({ sheetStickers: null });
  });
});

describe("a print sheet holding a sticker-sheet order and a single sticker's", () => {
  let sheetOrderId: number;
  let circleOrderId: number;
  let stickers: Sticker[];
  let made: Awaited<ReturnType<typeof makePrintSheet>>;

  beforeAll(async () => {
    ({ orderId: sheetOrderId, stickers } = await createSheetOrder(ITEMS, { roundedCorners: true, quantity: SHEETS }));
    const { design, sessionId } = await uploadPng(await noisePng(600, 600, "#336699"), "circle.png");
    const circle = await createOrderOfLine(
      await addCartLine({ sessionId, designId: design.id, shape: "circle", widthInches: 2, quantity: CIRCLES }),
    );
    circleOrderId = circle.id;
    made = await makePrintSheet([sheetOrderId, circleOrderId]);
  });

  const sheetPlacements = () =>
    made.sheet.layout!.pages.map((page) => page.placements.filter((p) => p.orderId === sheetOrderId));

  it("gangs each sheet as a rectangle of its size (turned or not), one copy per sheet ordered", () => {
    const placements = sheetPlacements().flat();
    expect(placements).toHaveLength(SHEETS);
    for (const placement of placements) {
      const size = [placement.widthInches, placement.heightInches].sort((a, b) => a - b);
      expect(size).toEqual([HALF_LETTER_SHEET.widthInches, HALF_LETTER_SHEET.heightInches]);
      expect(placement.rotated).toBe(placement.widthInches === HALF_LETTER_SHEET.heightInches);
    }
    // The sheet's sticker count is what it makes: each sticker sheet's stickers, and the circles.
    expect(made.sheet.stickerCount).toBe(SHEETS * ITEMS.length + CIRCLES);
    // Its stickers as frozen, in the shopper's order, for the page previews to draw their kiss-cuts.
    expect(made.sheet.orders.find((order) => order.id === sheetOrderId)?.sheetStickers).toEqual(
      stickers.map(({ shape, widthInches, heightInches, cutLine, xInches, yInches, rotation }) => ({
        shape,
        widthInches,
        heightInches,
        cutLine,
        xInches,
        yInches,
        rotation,
      })),
    );
    expect(made.sheet.orders.find((order) => order.id === circleOrderId)?.sheetStickers).toBeNull();
  });

  it("strokes one Thru-cut path per sheet, on the sheet's placed rectangle with its rounded corners", () => {
    made.pages.forEach((page, index) => {
      const layoutPage = made.sheet.layout!.pages[index]!;
      const outlines = inSpot(page, "Thru-cut");
      const placements = sheetPlacements()[index]!;
      expect(outlines).toHaveLength(placements.length);
      outlines.forEach(expectStroked);
      outlines.forEach((outline, i) => {
        const placement = placements[i]!;
        const box = boundsOf(sampleOutline(outline));
        const [left, top] = [placement.xInches, placement.yInches];
        const [right, bottom] = [left + placement.widthInches, top + placement.heightInches];
        expect(box.minX / PT).toBeCloseTo(left, 3);
        expect(box.maxX / PT).toBeCloseTo(right, 3);
        expect(box.maxY / PT).toBeCloseTo(layoutPage.heightInches - top, 3);
        expect(box.minY / PT).toBeCloseTo(layoutPage.heightInches - bottom, 3);
        expect(outline.construction.filter((op) => op === "c")).toHaveLength(4);
      });
    });
    expect(made.pages.flatMap((page) => inSpot(page, "Thru-cut"))).toHaveLength(SHEETS);
  });

  it("strokes one CutContour path per sticker of every sheet and per single sticker, none in Thru-cut", () => {
    const cuts = made.pages.flatMap((page) => inSpot(page, "CutContour"));
    expect(cuts).toHaveLength(SHEETS * ITEMS.length + CIRCLES);
    cuts.forEach(expectStroked);
    for (const page of made.pages) {
      const separations = Object.values(page.colorSpaces).filter((space) => space.family === "Separation");
      expect(separations.map((space) => space.family === "Separation" && space.colorant).sort()).toEqual([
        "CutContour",
        "Thru-cut",
      ]);
      // Every cut lies over all of the page's artwork.
      const firstCut = Math.min(...[...inSpot(page, "CutContour"), ...inSpot(page, "Thru-cut")].map((p) => p.order));
      expect(page.images.every((image) => image.order < firstCut)).toBe(true);
    }
  });

  it("cuts each sheet's stickers where they were frozen on it, the sheet turned with its copy", () => {
    let checked = 0;
    made.pages.forEach((page, index) => {
      const heightInches = made.sheet.layout!.pages[index]!.heightInches;
      const cuts = inSpot(page, "CutContour");
      for (const placement of sheetPlacements()[index]!)
        for (const sticker of stickers) {
          if (sticker.shape === "circle") continue;
          const expected = stickerVertices(sticker).map((point) => toPdf(heightInches, onPage(placement, point)));
          // The cut path of this sticker on this copy: the one whose first point is the expected first vertex.
          const paint = cuts.find((cut) => {
            const [x, y] = cut.subpaths[0]![0]!;
            return Math.abs(x - expected[0]![0]) < 0.01 && Math.abs(y - expected[0]![1]) < 0.01;
          });
          expect(paint).toBeDefined();
          expect(paint!.subpaths[0]).toHaveLength(expected.length);
          expected.forEach(([x, y], i) => {
            expect(paint!.subpaths[0]![i]![0]).toBeCloseTo(x, 2);
            expect(paint!.subpaths[0]![i]![1]).toBeCloseTo(y, 2);
          });
          checked += 1;
        }
    });
    expect(checked).toBe(SHEETS * 3);
    expect(stickers.map((sticker) => sticker.rotation)).toEqual([90, 180, 0, 0]);
  });

  it("embeds each of the sheet's rasters once for all its copies: its 4 stickers' 4 and the circle's 1", async () => {
    const doc = await PDFDocument.load(made.bytes, { updateMetadata: false });
    expect(countImageXObjects(doc)).toBe(ITEMS.length + 1);
    expect(made.pages.flatMap((page) => page.images)).toHaveLength(SHEETS * ITEMS.length + CIRCLES);
  });

  it("passes qpdf --check, and Ghostscript separates a Thru-cut plate inked only along the sheets' outlines", async () => {
    const checked = await checkWithQpdf(made.bytes);
    expect(checked.stderr).toBe("");
    expect(checked.code).toBe(0);
    const page = made.pages[0]!;
    const heightPoints = made.sheet.layout!.pages[0]!.heightInches * PT;
    const plates = await separatePlates(made.bytes, 36, { lastPage: 1 });
    expect(Object.keys(plates)).toEqual(expect.arrayContaining(["CutContour", "Thru-cut", "Cyan", "Magenta"]));
    const scale = 36 / PT;
    const outlines = inSpot(page, "Thru-cut").map((paint) => sampleOutline(paint, 2));
    const kissCuts = inSpot(page, "CutContour").map((paint) => sampleOutline(paint, 2));
    const inkedPoints = (name: string) => {
      const plate = plates[name]!;
      const points: Point[] = [];
      for (let row = 0; row < plate.height; row += 1)
        for (let column = 0; column < plate.width; column += 1)
          if (plate.ink[row * plate.width + column]! > 128)
            points.push([(column + 0.5) / scale, heightPoints - (row + 0.5) / scale]);
      return points;
    };
    const nearOutline = indexNearness(outlines.flat(), 4);
    const nearKissCut = indexNearness(kissCuts.flat(), 4);
    const thru = inkedPoints("Thru-cut");
    expect(thru.length).toBeGreaterThan(0);
    expect(thru.filter((point) => !nearOutline(point))).toEqual([]);
    const nearThruInk = indexNearness(thru, 3);
    for (const outline of outlines) {
      const covered = outline.filter((point) => nearThruInk(point));
      expect(covered.length / outline.length).toBeGreaterThan(0.95);
    }
    const kiss = inkedPoints("CutContour");
    expect(kiss.length).toBeGreaterThan(0);
    expect(kiss.filter((point) => !nearKissCut(point))).toEqual([]);
    const onOutline = indexNearness(outlines.flat(), 1);
    expect(kiss.filter((point) => onOutline(point))).toEqual([]);
  });
});

describe("a print sheet of a sticker sheet on clear vinyl", () => {
  it("fills each sticker's White plate on every copy, inside its kiss-cut", async () => {
    const { orderId } = await createSheetOrder(ITEMS.slice(0, 3), { materialId: "clear-vinyl", quantity: 10 });
    const made = await makePrintSheet([orderId]);
    const whites = made.pages.flatMap((page) => page.paints.filter((paint) => isSeparation(paint.fillSpace, "White")));
    const cuts = made.pages.flatMap((page) => inSpot(page, "CutContour"));
    expect(cuts).toHaveLength(10 * 3);
    expect(whites).toHaveLength(10 * 3);
    expect(made.pages.flatMap((page) => inSpot(page, "Thru-cut"))).toHaveLength(10);
    // Each plate lies within one of the kiss-cuts' boxes.
    const cutBoxes = cuts.map((cut) => boundsOf(sampleOutline(cut)));
    for (const white of whites) {
      expect(white.fillOverprint).toBe(true);
      const plate = boundsOf(white.subpaths.flat());
      expect(
        cutBoxes.some(
          (box) =>
            plate.minX >= box.minX - 0.01 &&
            plate.minY >= box.minY - 0.01 &&
            plate.maxX <= box.maxX + 0.01 &&
            plate.maxY <= box.maxY + 0.01,
        ),
      ).toBe(true);
    }
  });
});

describe("queuing a sticker sheet", () => {
  it("refuses a print sheet whose sticker sheets hold more kiss-cuts than one print sheet takes", async () => {
    const { orderId } = await createSheetOrder(ITEMS, { quantity: 10 });
    // 2,600 sheets of 4 stickers: 2,600 copies to lay out, but 10,400 kiss-cuts.
    await prisma.order.update({ where: { id: orderId }, data: { quantity: 2_600 } });
    const response = await post({ media: ROLL, gapInches: 0.125, orderIds: [orderId] });
    expect(response).toMatchObject({
      status: 400,
      body: {
        message:
          "Nothing was queued: these orders' sticker sheets hold 10400 stickers to cut, more than one print sheet takes (at most 10000). Choose fewer orders.",
      },
    });
    expect(await prisma.printSheetOrder.count({ where: { orderId } })).toBe(0);
  });
});
