/** @jest-environment node */
// GET /api/admin/orders/{id}/print-file (#23): one order's print-ready PDF, read twice: by a PDF library
// and a content-stream interpreter (tests/helpers/print-pdf.ts), and as a RIP would, by Ghostscript's
// separations device and qpdf (tests/helpers/rip.ts). Four orders, made through the upload and cart
// routes: a 3" square, a 3" circle, a 2" × 4" rectangle with rounded corners and a 3" die-cut of real
// clip art (its outline traced at upload, its line cut by the cart).
import sharp from "sharp";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { parseCutLinePath } from "../helpers/custom-stickers";
import { findSize } from "../helpers/fixtures";
import {
  addCartLine,
  createOrderOfLine,
  noisePng,
  uploadArtworkFixture,
  uploadPng,
} from "../helpers/print-file-orders";
import { boundsOf, isSeparation, readPrintPdf, sampleOutline, type Point, type PrintPdf } from "../helpers/print-pdf";
import { checkWithQpdf, renderPage, separatePlates } from "../helpers/rip";
import { GET as getOrderDetail } from "@/app/api/admin/orders/[id]/route";
import { GET as getPrintFile } from "@/app/api/admin/orders/[id]/print-file/route";
import { PATCH as patchSettings } from "@/app/api/admin/settings/route";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { prisma } from "@/lib/db/client";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";

setupTestDatabase();
jest.setTimeout(120_000);

const PT = 72; // points per inch
const BLEED = 9; // 1/8" in points
const INCH_TOLERANCE = 0.01;

let headers: Record<string, string>;

async function fetchPrintFile(id: number | string, withHeaders: Record<string, string> = headers) {
  const request = new Request(`http://shop.test/api/admin/orders/${id}/print-file`, { headers: withHeaders });
  const response = await getPrintFile(request, { params: Promise.resolve({ id: String(id) }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The admin order detail's reason for a disabled "Download print file" (null: enabled). */
async function printFileBlockedReason(id: number) {
  const response = await callRoute(getOrderDetail, {
    path: `/api/admin/orders/${id}`,
    headers,
    params: { id: String(id) },
  });
  expect(response.status).toBe(200);
  return response.body.printFileBlockedReason as string | null;
}

const json = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString("utf8")) as { message: string };

type Case = {
  label: string;
  shape: "square" | "circle" | "rounded" | "die-cut";
  widthInches: number;
  heightInches: number;
  /** The design's own resolution at the printed size. */
  ownDpi: number;
  line: CartItemDto;
  orderId: number;
  pdf: Uint8Array;
  read: PrintPdf;
};

const cases: Case[] = [];
const caseOf = (shape: Case["shape"]) => {
  const found = cases.find((c) => c.shape === shape);
  if (!found) throw new Error(`No ${shape} order was made`);
  return found;
};

/** A 900 × 900 design, left half red and right half blue: its edges say which side the bleed copies. */
function halvesPng() {
  const half = (color: string) =>
    sharp({ create: { width: 450, height: 900, channels: 3, background: color } })
      .png()
      .toBuffer();
  return Promise.all([half("#d01010"), half("#1030c0")]).then(([red, blue]) =>
    sharp({ create: { width: 900, height: 900, channels: 3, background: "#ffffff" } })
      .composite([
        { input: red as Buffer, left: 0, top: 0 },
        { input: blue as Buffer, left: 450, top: 0 },
      ])
      .png()
      .toBuffer(),
  );
}

async function makeCase(
  label: string,
  shape: Case["shape"],
  make: () => Promise<{ line: CartItemDto; ownDpi: number }>,
): Promise<void> {
  const { line, ownDpi } = await make();
  const order = await createOrderOfLine(line);
  const response = await fetchPrintFile(order.id);
  if (response.status !== 200)
    throw new Error(`${label}: ${response.status} ${Buffer.from(response.bytes).toString()}`);
  cases.push({
    label,
    shape,
    widthInches: line.widthInches,
    heightInches: line.heightInches,
    ownDpi,
    line,
    orderId: order.id,
    pdf: response.bytes,
    read: await readPrintPdf(response.bytes),
  });
}

beforeAll(async () => {
  headers = await adminHeaders();
  await makeCase('a 3" square', "square", async () => {
    const { design, sessionId } = await uploadPng(await halvesPng(), "halves.png");
    const size = await findSize('3" square');
    return { line: await addCartLine({ sessionId, designId: design.id, sizeId: size.id }), ownDpi: 300 };
  });
  await makeCase('a 3" circle', "circle", async () => {
    const { design, sessionId } = await uploadPng(await noisePng(1200, 1200, "#336699"), "circle.png");
    const size = await findSize('3" circle');
    return { line: await addCartLine({ sessionId, designId: design.id, sizeId: size.id }), ownDpi: 400 };
  });
  await makeCase('a 2" × 4" rectangle with rounded corners', "rounded", async () => {
    const { design, sessionId } = await uploadPng(await noisePng(400, 800, "#aa5522"), "tall.png");
    const size = await findSize("2x4");
    const line = await addCartLine({ sessionId, designId: design.id, sizeId: size.id, roundedCorners: true });
    return { line, ownDpi: 200 }; // fewer pixels than 300 DPI: kept as they are
  });
  await makeCase('a 3" die-cut of the dolphin clip art', "die-cut", async () => {
    const { design, sessionId } = await uploadArtworkFixture("dolphin_enrique_meza_c_01.png");
    const line = await addCartLine({ sessionId, designId: design.id, shape: "die-cut", sizeInches: 3 });
    if (!line.cutLine || !line.artwork) throw new Error("The cart cut no line around the dolphin");
    return { line, ownDpi: design.width / line.artwork.width };
  });
});

// ---------------------------------------------------------------------------------------------------
// Geometry the tests compare against, in the page's default space (points, y up)

/** The page's height, to turn a point measured from the trim's top-left (y down) into PDF space. */
const toPdf = (c: Case, xInches: number, yInches: number): Point => [
  BLEED + xInches * PT,
  BLEED + c.heightInches * PT - yInches * PT,
];

/** Signed distance of a point to a rounded rectangle (centre, half sides, corner radius). */
function roundedBoxDistance([x, y]: Point, centre: Point, half: Point, radius: number) {
  const qx = Math.abs(x - centre[0]) - half[0] + radius;
  const qy = Math.abs(y - centre[1]) - half[1] + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

const cutPaintsOf = (read: PrintPdf) =>
  read.paints.filter(
    (paint) => isSeparation(paint.strokeSpace, "CutContour") || isSeparation(paint.fillSpace, "CutContour"),
  );

const theCutPaint = (read: PrintPdf) => {
  const [paint, ...others] = cutPaintsOf(read);
  expect(others).toEqual([]);
  if (!paint) throw new Error("Nothing is painted in CutContour");
  return paint;
};

const SHAPES = ["square", "circle", "rounded", "die-cut"] as const;

describe("GET /api/admin/orders/{id}/print-file", () => {
  it.each(SHAPES)("%s: answers a PDF to download, named after the order, never cached", async (shape) => {
    const c = caseOf(shape);
    const response = await fetchPrintFile(c.orderId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const disposition = response.headers.get("content-disposition") ?? "";
    const shapeName = shape === "rounded" ? "square" : shape;
    expect(disposition).toMatch(
      new RegExp(`^attachment; filename="order-${c.orderId}-\\d+-${shapeName}-[\\d.]+x[\\d.]+in\\.pdf"$`),
    );
    expect(Buffer.from(response.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  });

  it.each(SHAPES)(
    '%s: one page; TrimBox = the ordered size, MediaBox and BleedBox 1/8" beyond it on every side',
    (shape) => {
      const c = caseOf(shape);
      const { read } = c;
      expect(read.pageCount).toBe(1);
      const width = c.widthInches * PT;
      const height = c.heightInches * PT;
      expect(read.trimBox).not.toBeNull();
      expect(read.mediaBox).not.toBeNull();
      const expectBox = (box: number[] | null, expected: number[]) =>
        expected.forEach((value, i) => expect(box![i]).toBeCloseTo(value, 3));
      expectBox(read.trimBox, [BLEED, BLEED, BLEED + width, BLEED + height]);
      expectBox(read.mediaBox, [0, 0, width + 2 * BLEED, height + 2 * BLEED]);
      expectBox(read.bleedBox, [0, 0, width + 2 * BLEED, height + 2 * BLEED]);
    },
  );

  it.each(SHAPES)(
    "%s: a Separation colour space named CutContour (alternate CMYK 0/100/0/0), and no other spot colour",
    (shape) => {
      const spaces = Object.values(caseOf(shape).read.colorSpaces);
      const separations = spaces.filter((space) => space.family === "Separation");
      expect(separations).toEqual([
        { family: "Separation", colorant: "CutContour", alternate: "DeviceCMYK", c0: [0, 0, 0, 0], c1: [0, 1, 0, 0] },
      ]);
    },
  );

  it.each(SHAPES)("%s: CutContour only strokes the one cut path, at 0.25 pt, on top, overprinting", (shape) => {
    const { read } = caseOf(shape);
    expect(read.unknownOperators).toEqual([]);
    const paint = theCutPaint(read);
    // Stroked, never filled, in the spot colour at full tint.
    expect(paint.operator).toBe("S");
    expect(paint.stroke).toBe(true);
    expect(paint.fill).toBe(false);
    expect(isSeparation(paint.strokeSpace, "CutContour")).toBe(true);
    expect(paint.strokeColor).toEqual([1]);
    expect(paint.lineWidth).toBeCloseTo(0.25, 6);
    expect(paint.strokeOverprint).toBe(true);
    // One closed path.
    expect(paint.subpaths).toHaveLength(1);
    expect(paint.construction.filter((op) => op === "m")).toHaveLength(1);
    expect(paint.construction.at(-1)).toBe("h");
    // Nothing else is in CutContour: no fill, no text, no image, and the cut is drawn after the artwork.
    expect(read.paints.filter((p) => isSeparation(p.fillSpace, "CutContour"))).toEqual([]);
    expect(read.texts).toEqual([]);
    expect(read.shadings).toBe(0);
    expect(read.forms).toBe(0);
    expect(read.images.every((image) => image.colorSpace === "DeviceRGB")).toBe(true);
    expect(read.images.every((image) => image.order < paint.order)).toBe(true);
  });

  it.each(SHAPES)(
    "%s: the stroked path's bounding box is the ordered size (within 0.01\"), on the TrimBox",
    (shape) => {
      const c = caseOf(shape);
      const box = boundsOf(sampleOutline(theCutPaint(c.read)));
      expect(Math.abs((box.maxX - box.minX) / PT - c.widthInches)).toBeLessThanOrEqual(INCH_TOLERANCE);
      expect(Math.abs((box.maxY - box.minY) / PT - c.heightInches)).toBeLessThanOrEqual(INCH_TOLERANCE);
      expect(Math.abs(box.minX - BLEED) / PT).toBeLessThanOrEqual(INCH_TOLERANCE);
      expect(Math.abs(box.minY - BLEED) / PT).toBeLessThanOrEqual(INCH_TOLERANCE);
    },
  );

  it("square: the cut is the trim's rectangle, four straight sides", () => {
    const c = caseOf("square");
    const paint = theCutPaint(c.read);
    expect(paint.construction).toEqual(["m", "l", "l", "l", "h"]);
    const expected = [toPdf(c, 0, 0), toPdf(c, 3, 0), toPdf(c, 3, 3), toPdf(c, 0, 3)];
    paint.subpaths[0]!.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(expected[i]![0], 4);
      expect(y).toBeCloseTo(expected[i]![1], 4);
    });
  });

  it("circle: the cut is a circle of the ordered diameter, as Bézier arcs", () => {
    const c = caseOf("circle");
    const paint = theCutPaint(c.read);
    expect(paint.construction.filter((op) => op === "c")).toHaveLength(4);
    expect(paint.construction.filter((op) => op === "l")).toHaveLength(0);
    const centre = toPdf(c, 1.5, 1.5);
    for (const [x, y] of sampleOutline(paint))
      expect(Math.abs(Math.hypot(x - centre[0], y - centre[1]) - 1.5 * PT)).toBeLessThan(0.001 * PT);
  });

  it('rounded rectangle: corners of the design tool\'s radius (14% of the short side: 0.28" on a 2" × 4")', () => {
    const c = caseOf("rounded");
    expect(c.line.roundedCorners).toBe(true);
    const paint = theCutPaint(c.read);
    expect(paint.construction.filter((op) => op === "c")).toHaveLength(4);
    const centre = toPdf(c, 1, 2);
    for (const point of sampleOutline(paint))
      expect(Math.abs(roundedBoxDistance(point, centre, [1 * PT, 2 * PT], 0.28 * PT))).toBeLessThan(0.001 * PT);
    // …and not sharp corners: the trim's corner itself is 0.28·(√2 − 1) ≈ 0.116" from the line.
    const corner = toPdf(c, 0, 0);
    const nearest = Math.min(...sampleOutline(paint).map(([x, y]) => Math.hypot(x - corner[0], y - corner[1])));
    expect(nearest / PT).toBeCloseTo(0.28 * (Math.SQRT2 - 1), 3);
  });

  it("die-cut: the cut follows the stored cut line, vertex by vertex, as the approved proof drew it", async () => {
    const c = caseOf("die-cut");
    const order = await prisma.order.findUniqueOrThrow({ where: { id: c.orderId } });
    expect(order.cutLine).toBe(c.line.cutLine);
    const vertices = parseCutLinePath(order.cutLine!);
    expect(vertices.length).toBeGreaterThan(20);
    const paint = theCutPaint(c.read);
    expect(paint.construction.filter((op) => op === "l")).toHaveLength(vertices.length - 1);
    const drawn = paint.subpaths[0]!;
    expect(drawn).toHaveLength(vertices.length);
    vertices.forEach(([x, y], i) => {
      const [ex, ey] = toPdf(c, x, y);
      expect(drawn[i]![0]).toBeCloseTo(ex, 3);
      expect(drawn[i]![1]).toBeCloseTo(ey, 3);
    });
  });

  it.each(SHAPES)(
    "%s: the artwork is one RGB image at ≥ min(its own resolution, 300 DPI), its effective DPI in the Info",
    (shape) => {
      const c = caseOf(shape);
      const [image, ...others] = c.read.images;
      expect(others).toEqual([]);
      expect(image).toBeDefined();
      expect(image!.bitsPerComponent).toBe(8);
      expect(image!.hasSoftMask).toBe(false);
      const dpiX = image!.widthPx / (image!.rect.width / PT);
      const dpiY = image!.heightPx / (image!.rect.height / PT);
      const effective = Math.min(dpiX, dpiY);
      expect(effective).toBeGreaterThanOrEqual(Math.min(c.ownDpi, 300) - 0.5);
      // Its own pixels: neither thrown away nor invented.
      expect(Math.abs(effective - c.ownDpi)).toBeLessThan(1.5);
      const written = Number(c.read.info.EffectiveDPI);
      expect(Number.isInteger(written)).toBe(true);
      expect(Math.abs(written - effective)).toBeLessThan(1);
      expect(c.read.info.Keywords).toContain(`effective DPI ${written}`);
      expect(c.read.info.Keywords).toContain("CutContour");
      expect(c.read.info.Title).toContain(c.line.sizeName);
    },
  );

  it.each(["square", "circle", "rounded"] as const)(
    "%s: the artwork reaches the MediaBox's edges (carried into the bleed); exactly the trim is the sticker",
    (shape) => {
      const c = caseOf(shape);
      const { rect, widthPx } = c.read.images[0]!;
      const pixel = rect.width / widthPx;
      const pageWidth = c.widthInches * PT + 2 * BLEED;
      const pageHeight = c.heightInches * PT + 2 * BLEED;
      expect(rect.x).toBeLessThanOrEqual(1e-6);
      expect(rect.y).toBeLessThanOrEqual(1e-6);
      expect(rect.x + rect.width).toBeGreaterThanOrEqual(pageWidth - 1e-6);
      expect(rect.y + rect.height).toBeGreaterThanOrEqual(pageHeight - 1e-6);
      // Past it by less than a pixel (the bleed's pixels are rounded up).
      expect(-rect.x).toBeLessThan(pixel);
      expect(rect.x + rect.width - pageWidth).toBeLessThan(pixel);
    },
  );

  it("die-cut: the artwork lies on the TrimBox only (the border and the bleed stay white)", () => {
    const c = caseOf("die-cut");
    const { rect } = c.read.images[0]!;
    expect(rect.x).toBeCloseTo(BLEED, 4);
    expect(rect.y).toBeCloseTo(BLEED, 4);
    expect(rect.width).toBeCloseTo(c.widthInches * PT, 4);
    expect(rect.height).toBeCloseTo(c.heightInches * PT, 4);
  });
});

describe("the print files as a RIP reads them (Ghostscript, qpdf)", () => {
  it.each(SHAPES)("%s: qpdf --check finds no error or warning", async (shape) => {
    const result = await checkWithQpdf(caseOf(shape).pdf);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("No syntax or stream encoding errors found");
  });

  it.each(SHAPES)(
    "%s: Ghostscript's separations device writes a CutContour plate whose ink lies along the cut line",
    async (shape) => {
      const c = caseOf(shape);
      const plates = await separatePlates(c.pdf, 72);
      expect(Object.keys(plates)).toEqual(expect.arrayContaining(["Cyan", "Magenta", "Yellow", "Black", "CutContour"]));
      const plate = plates.CutContour!;
      const pageHeight = c.heightInches * PT + 2 * BLEED;
      expect(plate.width).toBe(Math.round(c.widthInches * PT + 2 * BLEED));
      // The outline in the plate's pixels (72 DPI: one pixel a point; rows from the page's top).
      const outline = sampleOutline(theCutPaint(c.read)).map(([x, y]): Point => [x, pageHeight - y]);
      const inked: Point[] = [];
      for (let row = 0; row < plate.height; row += 1)
        for (let column = 0; column < plate.width; column += 1)
          if (plate.ink[row * plate.width + column]! > 128) inked.push([column + 0.5, row + 0.5]);
      expect(inked.length).toBeGreaterThan(
        0.8 * (2 * (c.widthInches + c.heightInches) * PT) * (shape === "circle" ? Math.PI / 4 : 0.8),
      );
      // Every inked pixel is on the cut line (nothing else is in CutContour)…
      const distanceToOutline = ([x, y]: Point) => Math.min(...outline.map(([ox, oy]) => Math.hypot(x - ox, y - oy)));
      const strays = inked.filter((point) => distanceToOutline(point) > 2);
      expect(strays).toEqual([]);
      // …and the line is there all round: ink within 1.5 px of nearly every point of the outline.
      const covered = outline.filter(([x, y]) => inked.some(([ix, iy]) => Math.hypot(x - ix, y - iy) <= 1.5));
      expect(covered.length / outline.length).toBeGreaterThan(0.95);
      // The process plates still carry the artwork under the line: the stroke overprints, no white hairline.
      if (shape !== "die-cut") {
        const process = ["Cyan", "Magenta", "Yellow", "Black"].map((name) => plates[name]!);
        const onLine = inked.filter(([x, y]) => x > 3 && y > 3 && x < plate.width - 3 && y < plate.height - 3);
        const inkAt = ([x, y]: Point) =>
          process.reduce((sum, p) => sum + p.ink[Math.floor(y) * plate.width + Math.floor(x)]!, 0);
        const knockedOut = onLine.filter((point) => inkAt(point) < 40);
        expect(onLine.length).toBeGreaterThan(0);
        expect(knockedOut.length / onLine.length).toBeLessThan(0.05);
      }
    },
  );

  /** Mean RGB of a band of pixels. */
  function meanColor(page: { width: number; rgb: Buffer }, x0: number, x1: number, y0: number, y1: number) {
    const sum = [0, 0, 0];
    let count = 0;
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) {
        for (let k = 0; k < 3; k += 1) sum[k]! += page.rgb[(y * page.width + x) * 3 + k]!;
        count += 1;
      }
    return sum.map((value) => value / count);
  }

  it.each(["square", "circle", "rounded"] as const)(
    "%s: rendered, the bleed repeats the artwork's edge on every side",
    async (shape) => {
      const c = caseOf(shape);
      const page = await renderPage(c.pdf, 72);
      const { width, height } = page;
      const bands = {
        left: [meanColor(page, 1, 6, 20, height - 20), meanColor(page, 10, 12, 20, height - 20)],
        right: [
          meanColor(page, width - 6, width - 1, 20, height - 20),
          meanColor(page, width - 12, width - 10, 20, height - 20),
        ],
        top: [meanColor(page, 20, width - 20, 1, 6), meanColor(page, 20, width - 20, 10, 12)],
        bottom: [
          meanColor(page, 20, width - 20, height - 6, height - 1),
          meanColor(page, 20, width - 20, height - 12, height - 10),
        ],
      };
      for (const [bleed, inside] of Object.values(bands)) {
        expect(Math.min(...bleed!)).toBeLessThan(200); // ink, not the paper's white
        bleed!.forEach((value, k) => expect(Math.abs(value - inside![k]!)).toBeLessThan(25));
      }
      if (shape === "square") {
        // The halves' own colours: red on the left, blue on the right.
        const [red, blue] = [bands.left[0]!, bands.right[0]!];
        expect(red[0]).toBeGreaterThan(150);
        expect(red[2]).toBeLessThan(90);
        expect(blue[2]).toBeGreaterThan(150);
        expect(blue[0]).toBeLessThan(90);
      }
    },
  );

  it("die-cut: rendered, the bleed and the white border are paper white and the artwork is inside", async () => {
    const c = caseOf("die-cut");
    const page = await renderPage(c.pdf, 72);
    const { width, height } = page;
    for (const band of [
      meanColor(page, 0, 8, 0, height),
      meanColor(page, width - 8, width, 0, height),
      meanColor(page, 0, width, 0, 8),
      meanColor(page, 0, width, height - 8, height),
    ])
      expect(band).toEqual([255, 255, 255]);
    const centre = meanColor(
      page,
      Math.floor(width / 2) - 20,
      Math.floor(width / 2) + 20,
      Math.floor(height / 2) - 20,
      Math.floor(height / 2) + 20,
    );
    expect(Math.min(...centre)).toBeLessThan(230);
  });
});

describe("the shop's print resolution (printMaxDpi)", () => {
  const setPrintMaxDpi = (printMaxDpi: number) =>
    callRoute(patchSettings, { method: "PATCH", path: "/api/admin/settings", body: { printMaxDpi }, headers });

  it("embeds a design with more pixels at the chosen resolution, and one with fewer at its own", async () => {
    const circle = caseOf("circle"); // 1200 px on 3": 400 DPI of its own
    const tall = caseOf("rounded"); // 400 × 800 px on 2" × 4": 200 DPI of its own
    expect((await setPrintMaxDpi(300)).status).toBe(200);
    try {
      const lowered = await readPrintPdf((await fetchPrintFile(circle.orderId)).bytes);
      expect(lowered.info.EffectiveDPI).toBe("300");
      // 3" at 300 DPI plus 1/8" of bleed (38 px, rounded up) on each side.
      expect([lowered.images[0]!.widthPx, lowered.images[0]!.heightPx]).toEqual([976, 976]);
      const kept = await readPrintPdf((await fetchPrintFile(tall.orderId)).bytes);
      expect(kept.info.EffectiveDPI).toBe(tall.read.info.EffectiveDPI);
    } finally {
      expect((await setPrintMaxDpi(600)).status).toBe(200);
    }
    // Back at 600: the circle's own 400.
    expect((await readPrintPdf((await fetchPrintFile(circle.orderId)).bytes)).info.EffectiveDPI).toBe("400");
  });
});

describe("refusals", () => {
  async function squareLine() {
    const { design, sessionId } = await uploadPng(await noisePng(300, 300, "#336699"), "small.png");
    const size = await findSize('2"');
    return addCartLine({ sessionId, designId: design.id, sizeId: size.id });
  }

  it("answers 401 without a valid admin token, and reveals nothing", async () => {
    const order = await createOrderOfLine(await squareLine());
    for (const withHeaders of [{}, { authorization: "Bearer not-a-token" }] as Record<string, string>[]) {
      const response = await fetchPrintFile(order.id, withHeaders);
      expect(response.status).toBe(401);
      expect(Object.keys(json(response.bytes))).toEqual(["message"]);
    }
  });

  it("answers 404 { message } for an unknown order and 400 for a malformed id", async () => {
    const unknown = await fetchPrintFile(999_999);
    expect(unknown.status).toBe(404);
    expect(json(unknown.bytes)).toEqual({ message: "Order not found" });
    for (const id of ["abc", "0", "-1", "1.5"]) {
      const malformed = await fetchPrintFile(id);
      expect(malformed.status).toBe(400);
      expect(typeof json(malformed.bytes).message).toBe("string");
    }
  });

  it.each([
    ["pending", "approved", "The order is not paid yet: a print file is made only for a paid order."],
    ["expired", "none", "The order expired unpaid: a print file is made only for a paid order."],
    ["cancelled", "approved", "The order was cancelled: its stickers are not to be printed."],
    ["paid", "none", "No proof has been sent yet: a print file is made only once the customer approves a proof."],
    ["paid", "sent", "The customer has not approved the proof yet: a print file is made only once they do."],
    [
      "processing",
      "changes_requested",
      "The customer asked for changes to the proof: send a new proof and wait for its approval.",
    ],
  ] as const)(
    "answers 409 for an order %s with its proof %s, saying why (as the order detail does)",
    async (status, proofState, message) => {
      const order = await createOrderOfLine(await squareLine(), { status, proofState });
      const response = await fetchPrintFile(order.id);
      expect(response.status).toBe(409);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(json(response.bytes)).toEqual({ message });
      expect(await printFileBlockedReason(order.id)).toBe(message);
    },
  );

  it("answers 409 when the design file is gone from storage (primary and backup)", async () => {
    const line = await squareLine();
    const order = await createOrderOfLine(line);
    const storage = getDesignStorage();
    await storage.remove("primary", line.designFilename);
    await storage.remove("backup", line.designFilename);
    const response = await fetchPrintFile(order.id);
    expect(response.status).toBe(409);
    expect(json(response.bytes)).toEqual({
      message: "The order's design file is missing from storage (primary and backup), so no print file can be made.",
    });
  });

  it("prints from the backup when the primary copy is lost", async () => {
    const line = await squareLine();
    const order = await createOrderOfLine(line);
    await getDesignStorage().remove("primary", line.designFilename);
    const response = await fetchPrintFile(order.id);
    expect(response.status).toBe(200);
    expect((await readPrintPdf(response.bytes)).images).toHaveLength(1);
  });

  it.each(["paid", "processing", "shipped", "delivered"] as const)(
    "makes the file for an approved order %s (paid onward), and the order detail offers it",
    async (status) => {
      const order = await createOrderOfLine(await squareLine(), { status });
      const response = await fetchPrintFile(order.id);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(await printFileBlockedReason(order.id)).toBeNull();
    },
  );
});
