/** @jest-environment node */
// The White plate on a print sheet of clear stock (#36): every copy's plate is filled as its own vector path
// in the White Separation, overprinting, inside that copy's cut line; Ghostscript's separations device inks
// it only where the artwork is. A sheet of white vinyl has no White colour space at all. Made by the real
// POST /api/admin/print-sheets and its job, on SQLite or PostgreSQL (DATABASE_URL), local design storage.
import { rm } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, findSize } from "../helpers/fixtures";
import { createPaymentRow } from "../helpers/order-factories";
import sharp from "sharp";
import { uploadArtworkFixture, uploadPng } from "../helpers/print-file-orders";
import { isSeparation, readPrintPdfPages, type Paint, type Point } from "../helpers/print-pdf";
import { checkWithQpdf, separatePlates } from "../helpers/rip";
import { POST as createSheet } from "@/app/api/admin/print-sheets/route";
import { GET as getSheet } from "@/app/api/admin/print-sheets/[id]/route";
import { GET as servePrintSheet } from "@/app/print-sheets/[key]/route";
import { prisma } from "@/lib/db/client";
import { PRINT_SHEET_FOLDER } from "@/lib/designs/storage/print-sheet-files";
import type { PrintSheetDto } from "@/lib/print-sheets/print-sheet-dto";

setupTestDatabase();
jest.setTimeout(180_000);

const sheetFolder = path.join(process.env.DESIGN_STORAGE_DIR as string, PRINT_SHEET_FOLDER);
const SHEET = { kind: "sheet", widthInches: 8.5, heightInches: 11 } as const;
const CLEAR_MATTE = {
  materialId: "clear-vinyl",
  materialName: "Clear vinyl",
  finishId: "matte",
  finishName: "Matte laminate",
};
const WHITE_GLOSS = {
  materialId: "white-vinyl",
  materialName: "White vinyl",
  finishId: "gloss",
  finishName: "Gloss laminate",
};
const COPIES = 5; // 3 + 2

let headers: Record<string, string>;
let rainbowId: number;
let donutId: number;
let squareSize: { id: number };

/**
 * A red ring with a blue dot in its hole, on transparency, and no white anywhere: where the White plate
 * inks there must be colour, and the ring's hole around the dot must stay clear film.
 */
function makeDonut(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <circle cx="300" cy="300" r="220" fill="none" stroke="#d01010" stroke-width="120"/>
    <circle cx="300" cy="300" r="50" fill="#1030d0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  headers = await adminHeaders();
  // The rainbow (public-domain clip art, white clouds included): transparent around it and between its arcs.
  rainbowId = (await uploadArtworkFixture("rainbow_linda_kim_01.png")).design.id;
  donutId = (await uploadPng(await makeDonut(), "donut.png")).design.id;
  squareSize = await findSize('2"');
});

beforeEach(async () => {
  await prisma.printSheet.deleteMany();
  await prisma.emailMessage.deleteMany();
  await prisma.orderEvent.deleteMany();
  await prisma.order.deleteMany();
  await rm(sheetFolder, { recursive: true, force: true });
});

/** A paid, proof-approved order of `quantity` 2" squares of a design on `stock`. */
async function createOrder(stock: typeof CLEAR_MATTE, quantity: number, { designId = rainbowId, xPosition = 0 } = {}) {
  const payment = await createPaymentRow({ status: "paid" });
  return createOrderRow({
    paymentId: payment.id,
    sessionId: payment.sessionId,
    designId,
    sizeId: squareSize.id,
    sizeName: '2"',
    shape: "square",
    widthInches: 2,
    heightInches: 2,
    ...stock,
    quantity,
    xPosition,
    status: "paid",
    proofState: "approved",
    paidAt: new Date(),
  });
}

/** The sheet of `orderIds`, made by the POST's job, and its PDF. */
async function makeSheet(orderIds: number[]): Promise<{ sheet: PrintSheetDto; pdf: Uint8Array }> {
  const created = await callRoute(createSheet, {
    method: "POST",
    path: "/api/admin/print-sheets",
    body: { media: SHEET, gapInches: 0.125, orderIds },
    headers,
  });
  expect(created.status).toBe(202);
  for (let attempt = 0; attempt < 1200; attempt++) {
    const { body } = (await callRoute(getSheet, {
      path: `/api/admin/print-sheets/${created.body.id}`,
      params: { id: String(created.body.id) },
      headers,
    })) as { body: { sheet: PrintSheetDto } };
    if (body.sheet.status === "failed") throw new Error(body.sheet.errorMessage ?? "failed");
    if (body.sheet.status === "ready") {
      const url = new URL(body.sheet.download!.url, "http://shop.test");
      const key = url.pathname.split("/").at(-1) as string;
      const file = await servePrintSheet(new Request(url.toString()), { params: Promise.resolve({ key }) });
      expect(file.status).toBe(200);
      return { sheet: body.sheet, pdf: new Uint8Array(await file.arrayBuffer()) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The sheet was not made in time");
}

const boundsOf = (points: Point[]) => ({
  minX: Math.min(...points.map(([x]) => x)),
  maxX: Math.max(...points.map(([x]) => x)),
  minY: Math.min(...points.map(([, y]) => y)),
  maxY: Math.max(...points.map(([, y]) => y)),
});

const isWhite = (paint: Paint) => isSeparation(paint.fillSpace, "White") || isSeparation(paint.strokeSpace, "White");

describe("a print sheet of clear vinyl", () => {
  it("fills every copy's White plate inside its own cut line, overprinting, inked only under the artwork", async () => {
    const rainbows = await createOrder(CLEAR_MATTE, 3);
    // Its artwork moved right on the sticker: its own plate, placed as its raster is.
    const donuts = await createOrder(CLEAR_MATTE, 2, { designId: donutId, xPosition: 20 });
    const { sheet, pdf } = await makeSheet([rainbows.id, donuts.id]);
    expect(sheet.pages).toBe(1);
    expect((await checkWithQpdf(pdf)).code).toBe(0);

    const [page] = await readPrintPdfPages(pdf);
    const whites = page!.paints.filter(isWhite);
    const cuts = page!.paints.filter((paint) => isSeparation(paint.strokeSpace, "CutContour"));
    expect(cuts).toHaveLength(COPIES);
    // One fill per copy, each in the White Separation at full tint, overprinting; never stroked.
    expect(whites).toHaveLength(COPIES);
    for (const white of whites)
      expect(white).toMatchObject({ operator: "f", fill: true, stroke: false, fillColor: [1], fillOverprint: true });
    // Each plate lies inside exactly one copy's cut line, and each copy has exactly one plate.
    const cutBoxes = cuts.map((cut) => boundsOf(cut.subpaths.flat()));
    const owners = whites.map((white) => {
      const plate = boundsOf(white.subpaths.flat());
      return cutBoxes.findIndex(
        (box) =>
          plate.minX >= box.minX - 0.01 &&
          plate.maxX <= box.maxX + 0.01 &&
          plate.minY >= box.minY - 0.01 &&
          plate.maxY <= box.maxY + 0.01,
      );
    });
    expect(owners.every((owner) => owner >= 0)).toBe(true);
    expect(new Set(owners).size).toBe(COPIES);
    // The plates are drawn after the artwork and before the cut lines.
    const lastImage = Math.max(...page!.images.map((image) => image.order));
    expect(Math.min(...whites.map((white) => white.order))).toBeGreaterThan(lastImage);
    expect(Math.max(...whites.map((white) => white.order))).toBeLessThan(Math.min(...cuts.map((cut) => cut.order)));

    // As a RIP separates it, on the donuts (no white in their artwork): no white ink away from the colour (the
    // film around them and the ring's hole stay clear), and colour (well inside the ring and the dot) always
    // has white under it.
    const dpi = 72;
    const plates = await separatePlates(pdf, dpi);
    const white = plates.White!;
    const colourAt = (i: number) => plates.Magenta!.ink[i]! > 0 || plates.Cyan!.ink[i]! > 0;
    const donutPlacements = sheet.layout!.pages[0]!.placements.filter((placement) => placement.orderId === donuts.id);
    expect(donutPlacements).toHaveLength(2);
    let inked = 0;
    let inkedWithoutColour = 0;
    let deepColour = 0;
    let deepColourWithoutWhite = 0;
    for (const placement of donutPlacements) {
      const x0 = Math.ceil(placement.xInches * dpi);
      const y0 = Math.ceil(placement.yInches * dpi);
      const side = Math.floor(2 * dpi);
      for (let y = y0; y < y0 + side; y++)
        for (let x = x0; x < x0 + side; x++) {
          const i = y * white.width + x;
          const around = [-2, -1, 0, 1, 2].flatMap((dy) => [-2, -1, 0, 1, 2].map((dx) => i + dy * white.width + dx));
          const deep = around.every(colourAt);
          // 2 px (0.03") from any colour: past the edge's antialiasing, well inside the ring's hole.
          const farFromColour = !around.some(colourAt);
          if (white.ink[i]! > 128) {
            inked++;
            if (farFromColour) inkedWithoutColour++;
          }
          if (deep) {
            deepColour++;
            if (white.ink[i]! <= 128) deepColourWithoutWhite++;
          }
        }
    }
    expect(inked).toBeGreaterThan(1000);
    expect(deepColour).toBeGreaterThan(1000);
    expect(inkedWithoutColour).toBe(0);
    expect(deepColourWithoutWhite / deepColour).toBeLessThan(0.01);
  });
});

describe("a print sheet of white vinyl", () => {
  it("has no White plate and no White colour space", async () => {
    const order = await createOrder(WHITE_GLOSS, 2);
    const { pdf } = await makeSheet([order.id]);
    const [page] = await readPrintPdfPages(pdf);
    expect(page!.paints.filter(isWhite)).toEqual([]);
    expect(page!.paints.filter((paint) => paint.fill && paint.fillSpace?.family === "Separation")).toEqual([]);
    const plates = await separatePlates(pdf, 36);
    expect(Object.keys(plates).sort()).toEqual(["Black", "CutContour", "Cyan", "Magenta", "Yellow"]);
  });
});
