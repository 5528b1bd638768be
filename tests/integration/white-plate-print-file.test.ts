/** @jest-environment node */
// The White plate of a print file on clear stock (#36): read by Ghostscript's separations device (as a RIP
// reads it) against the artwork's own alpha, and by a content-stream interpreter (tests/helpers/print-pdf.ts).
import { PDFArray, PDFDict, PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { readArtwork } from "../helpers/custom-stickers";
import { findSize } from "../helpers/fixtures";
import { addCartLine, createOrderOfLine, uploadArtworkFixture } from "../helpers/print-file-orders";
import { isSeparation, readPrintPdf } from "../helpers/print-pdf";
import { checkWithQpdf, separatePlates } from "../helpers/rip";
import { GET as getPrintFile } from "@/app/api/admin/orders/[id]/print-file/route";
import { PATCH as patchSettings } from "@/app/api/admin/settings/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();
jest.setTimeout(120_000);

const DPI = 150;
const FIXTURE = "rainbow_linda_kim_01.png" as const;
/** The sticker: a 3" square, the design fitted inside it (object-contain, centred). */
const SIDE_INCHES = 3;
const BLEED_INCHES = 0.125;

let headers: Record<string, string>;
let orderId: number;

async function fetchPrintFile(id: number): Promise<Uint8Array> {
  const request = new Request(`http://shop.test/api/admin/orders/${id}/print-file`, { headers });
  const response = await getPrintFile(request, { params: Promise.resolve({ id: String(id) }) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${response.status} ${Buffer.from(bytes).toString()}`);
  return bytes;
}

const setMaterial = (materialId: string, materialName: string) =>
  prisma.order.update({ where: { id: orderId }, data: { materialId, materialName } });

/** The colorants of the page's Separation colour spaces, read from its resources with pdf-lib. */
async function separationNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const spaces = doc.getPage(0).node.Resources()?.lookup(PDFName.of("ColorSpace"), PDFDict);
  if (!spaces) return [];
  return spaces
    .entries()
    .map(([, value]) => doc.context.lookup(value))
    .filter((space): space is PDFArray => space instanceof PDFArray)
    .filter((space) => space.lookup(0, PDFName).decodeText() === "Separation")
    .map((space) => space.lookup(1, PDFName).decodeText());
}

/**
 * The artwork's alpha as the print file places it, at DPI on the whole page (bleed included): the design
 * fitted inside the 3" square, centred.
 */
async function placedAlpha(): Promise<{ width: number; height: number; alpha: Uint8Array }> {
  const source = await readArtwork(FIXTURE);
  const { width: w, height: h } = await sharp(source).metadata();
  const inchesPerPixel = Math.min(SIDE_INCHES / w, SIDE_INCHES / h);
  const drawnWidth = w * inchesPerPixel;
  const drawnHeight = h * inchesPerPixel;
  const left = (BLEED_INCHES + (SIDE_INCHES - drawnWidth) / 2) * DPI;
  const top = (BLEED_INCHES + (SIDE_INCHES - drawnHeight) / 2) * DPI;
  const page = Math.round((SIDE_INCHES + 2 * BLEED_INCHES) * DPI);
  const alpha = await sharp(source)
    .resize(Math.round(drawnWidth * DPI), Math.round(drawnHeight * DPI), { fit: "fill" })
    .extractChannel("alpha")
    .raw()
    .toBuffer();
  const placed = new Uint8Array(page * page);
  const width = Math.round(drawnWidth * DPI);
  const height = Math.round(drawnHeight * DPI);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) placed[(y + Math.round(top)) * page + x + Math.round(left)] = alpha[y * width + x]!;
  return { width: page, height: page, alpha: placed };
}

/** Pixels whose every neighbour within `radius` is `test`: away from the artwork's edge (the choke, the trace's tolerance). */
function isDeepIn(
  alpha: Uint8Array,
  width: number,
  x: number,
  y: number,
  radius: number,
  test: (a: number) => boolean,
) {
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      const value = alpha[(y + dy) * width + x + dx];
      if (value === undefined || !test(value)) return false;
    }
  return true;
}

/** Clear pixels the page's edge cannot reach through clear pixels: the artwork's holes. */
function findHoles(alpha: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(width * height);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (outside[at] || alpha[at]! >= 128) continue;
    outside[at] = 1;
    const x = at % width;
    if (x > 0) stack.push(at - 1);
    if (x < width - 1) stack.push(at + 1);
    if (at >= width) stack.push(at - width);
    if (at < width * (height - 1)) stack.push(at + width);
  }
  const holes = new Uint8Array(width * height);
  for (let i = 0; i < holes.length; i++) holes[i] = alpha[i]! < 128 && !outside[i] ? 1 : 0;
  return holes;
}

beforeAll(async () => {
  headers = await adminHeaders();
  const { design, sessionId } = await uploadArtworkFixture(FIXTURE);
  const size = await findSize('3" square');
  const line = await addCartLine({ sessionId, designId: design.id, sizeId: size.id });
  orderId = (await createOrderOfLine(line)).id;
});

afterEach(async () => {
  await callRoute(patchSettings, {
    method: "PATCH",
    path: "/api/admin/settings",
    body: { whitePlateName: "White" },
    headers,
  });
});

describe("a clear-vinyl order's print file", () => {
  let clear: Uint8Array;
  beforeAll(async () => {
    await setMaterial("clear-vinyl", "Clear vinyl");
    clear = await fetchPrintFile(orderId);
  });

  it("fills the White plate as one vector path in its Separation, overprinting, and nothing else in it", async () => {
    const read = await readPrintPdf(clear);
    const white = read.paints.filter(
      (paint) => isSeparation(paint.fillSpace, "White") || isSeparation(paint.strokeSpace, "White"),
    );
    expect(white).toHaveLength(1);
    const [paint] = white;
    expect(paint).toMatchObject({ operator: "f", fill: true, stroke: false, fillColor: [1], fillOverprint: true });
    expect(paint!.fillSpace).toMatchObject({ family: "Separation", colorant: "White", alternate: "DeviceCMYK" });
    // A light tint on screen, never 0/0/0/0 (which some RIPs read as no colour at all).
    expect(paint!.fillSpace && "c1" in paint!.fillSpace ? paint!.fillSpace.c1 : null).toEqual([0.2, 0, 0, 0]);
    // The artwork's rings and its holes: many subpaths of straight segments.
    expect(paint!.subpaths.length).toBeGreaterThan(2);
    expect(paint!.construction.every((op) => op === "m" || op === "l" || op === "h")).toBe(true);
    expect(read.images.every((image) => image.name !== "White")).toBe(true);
    expect(await separationNames(clear)).toEqual(expect.arrayContaining(["White", "CutContour"]));
    expect((await checkWithQpdf(clear)).code).toBe(0);
  });

  it("writes a White plate inked under the artwork and nowhere else, its holes clear (Ghostscript tiffsep)", async () => {
    const plates = await separatePlates(clear, DPI);
    expect(Object.keys(plates)).toEqual(
      expect.arrayContaining(["Cyan", "Magenta", "Yellow", "Black", "CutContour", "White"]),
    );
    const plate = plates.White!;
    const { width, height, alpha } = await placedAlpha();
    expect([plate.width, plate.height]).toEqual([width, height]);
    const holes = findHoles(alpha, width, height);
    let opaque = 0;
    let opaqueInked = 0;
    let clearPixels = 0;
    let clearInked = 0;
    let holePixels = 0;
    let holesInked = 0;
    // 2 px at 150 DPI (0.013"): past the 0.5 pt choke (0.007") and the trace's half a working pixel.
    const radius = 2;
    for (let y = radius; y < height - radius; y++)
      for (let x = radius; x < width - radius; x++) {
        const inked = plate.ink[y * width + x]! > 128;
        if (isDeepIn(alpha, width, x, y, radius, (a) => a >= 250)) {
          opaque++;
          if (inked) opaqueInked++;
        } else if (isDeepIn(alpha, width, x, y, radius, (a) => a === 0)) {
          clearPixels++;
          if (inked) clearInked++;
          if (holes[y * width + x]) {
            holePixels++;
            if (inked) holesInked++;
          }
        }
      }
    expect(opaque).toBeGreaterThan(1000);
    expect(clearPixels).toBeGreaterThan(holePixels); // the film around the artwork, and its holes
    expect(holePixels).toBeGreaterThan(1000); // the rainbow's arcs enclose clear vinyl
    expect(opaqueInked / opaque).toBeGreaterThan(0.99);
    expect(clearInked).toBe(0);
    expect(holesInked).toBe(0);
  });

  it("leaves the CMYK plates exactly as the same order's on white vinyl", async () => {
    await setMaterial("white-vinyl", "White vinyl");
    const white = await fetchPrintFile(orderId);
    await setMaterial("clear-vinyl", "Clear vinyl");
    const [withPlate, without] = await Promise.all([separatePlates(clear, DPI), separatePlates(white, DPI)]);
    for (const colorant of ["Cyan", "Magenta", "Yellow", "Black", "CutContour"])
      expect([colorant, Buffer.from(withPlate[colorant]!.ink).equals(Buffer.from(without[colorant]!.ink))]).toEqual([
        colorant,
        true,
      ]);
  });

  it("names the Separation as the shop's setting says (RDG_WHITE for Roland VersaWorks)", async () => {
    const response = await callRoute(patchSettings, {
      method: "PATCH",
      path: "/api/admin/settings",
      body: { whitePlateName: "RDG_WHITE" },
      headers,
    });
    expect(response.status).toBe(200);
    const bytes = await fetchPrintFile(orderId);
    const read = await readPrintPdf(bytes);
    expect(read.paints.filter((paint) => isSeparation(paint.fillSpace, "RDG_WHITE"))).toHaveLength(1);
    expect(read.paints.filter((paint) => isSeparation(paint.fillSpace, "White"))).toHaveLength(0);
    const plates = await separatePlates(bytes, 36);
    expect(Object.keys(plates)).toContain("RDG_WHITE");
    expect(Object.keys(plates)).not.toContain("White");
  });
});

describe("a white-vinyl order's print file", () => {
  it("has no White plate and no White colour space at all", async () => {
    await setMaterial("white-vinyl", "White vinyl");
    const bytes = await fetchPrintFile(orderId);
    expect(await separationNames(bytes)).toEqual(["CutContour"]);
    const read = await readPrintPdf(bytes);
    expect(read.paints.filter((paint) => paint.fill && paint.fillSpace?.family === "Separation")).toEqual([]);
    const plates = await separatePlates(bytes, 36);
    expect(Object.keys(plates).sort()).toEqual(["Black", "CutContour", "Cyan", "Magenta", "Yellow"]);
  });
});
