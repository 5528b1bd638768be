/** @jest-environment node */
// Print rasters embedded without PDFKit's image readers (#33, lib/print/embed-print-raster.ts): a PNG's
// IDAT data as FlateDecode with PNG predictors, a JPEG's bytes as DCTDecode. Read back three ways: pdf-lib
// (the XObject's dictionary), qpdf --check (the file's structure and streams), Ghostscript's rendering
// (the colours where the design put them).
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import PDFKitDocument from "pdfkit";
import { PDFDocument, PDFName, PDFRawStream, PDFDict, PDFNumber } from "pdf-lib";
import sharp from "sharp";
import { countImageXObjects, readPrintPdf } from "../helpers/print-pdf";
import { checkWithQpdf, renderPage } from "../helpers/rip";
import { computePrintBoxes } from "@/lib/print/compute-print-boxes";
import { planPrintRaster } from "@/lib/print/plan-print-raster";
import { renderPrintRaster } from "@/lib/print/render-print-raster";
import type { PathSegment } from "@/lib/print/path-segments";
import { strokeCutContour } from "@/lib/print/stroke-cut-contour";
import { writePrintPdf } from "@/lib/print/write-print-pdf";

jest.setTimeout(60_000);

/** A 2" square's design, 1200 × 1200 px: four quadrants of four colours (red, green, blue, yellow). */
const QUADRANTS = [
  [220, 30, 30],
  [30, 180, 60],
  [40, 60, 210],
  [240, 200, 20],
] as const;

async function quadrantDesign(format: "png" | "jpeg"): Promise<Buffer> {
  const half = 600;
  const tiles = QUADRANTS.map(([r, g, b], i) => ({
    input: { create: { width: half, height: half, channels: 3 as const, background: { r, g, b } } },
    left: (i % 2) * half,
    top: Math.floor(i / 2) * half,
  }));
  const image = sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#ffffff" } }).composite(tiles);
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

async function printFileOf(design: Buffer, maxDpi: number) {
  const plan = planPrintRaster({
    widthInches: 2,
    heightInches: 2,
    imageWidth: 1200,
    imageHeight: 1200,
    artwork: { x: 0, y: 0, width: 2, height: 2 },
    extendIntoBleed: true,
    maxDpi,
  });
  const raster = await renderPrintRaster(design, plan);
  const boxes = computePrintBoxes({ widthInches: 2, heightInches: 2 });
  const cutPath: PathSegment[] = [
    { op: "M", x: boxes.bleed, y: boxes.bleed },
    { op: "L", x: boxes.bleed + 144, y: boxes.bleed },
    { op: "L", x: boxes.bleed + 144, y: boxes.bleed + 144 },
    { op: "Z" },
  ];
  const doc = writePrintPdf({
    boxes,
    raster: { image: raster, drawn: plan.drawn },
    cutPath,
    info: { title: "t", subject: "s", effectiveDpi: plan.effectiveDpi, orderNumber: "#1", sizeName: '2"' },
  });
  // The same page drawn with PDFKit's own image reader, as the print file was made before.
  const reference = new PDFKitDocument({ size: [boxes.pageWidth, boxes.pageHeight], margin: 0 });
  reference.image(raster.data, plan.drawn.x, plan.drawn.y, { width: plan.drawn.width, height: plan.drawn.height });
  strokeCutContour(reference, [cutPath]);
  reference.end();
  const bytesOf = async (pdf: NodeJS.ReadableStream) => new Uint8Array(await buffer(pdf.pipe(new PassThrough())));
  return { plan, raster, pdf: await bytesOf(doc), referencePdf: await bytesOf(reference) };
}

function imageStreamOf(doc: PDFDocument): PDFRawStream {
  const [stream] = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .filter((object) => object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
  return stream!;
}

describe.each([
  ["png", "/FlateDecode"],
  ["jpeg", "/DCTDecode"],
] as const)("a %s design's print raster", (format, filter) => {
  it(`is embedded once as ${filter}, the raster's own bytes, and reads back right`, async () => {
    const { plan, raster, pdf, referencePdf } = await printFileOf(await quadrantDesign(format), 300);
    expect(plan.effectiveDpi).toBe(300); // 1200 px on 2" (600 DPI) lowered to the 300 asked for
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(countImageXObjects(doc)).toBe(1);
    const image = imageStreamOf(doc);
    const dict = image.dict;
    expect(String(dict.get(PDFName.of("Filter")))).toBe(filter);
    expect(String(dict.get(PDFName.of("ColorSpace")))).toBe("/DeviceRGB");
    expect((dict.get(PDFName.of("Width")) as PDFNumber).asNumber()).toBe(plan.output.width);
    expect((dict.get(PDFName.of("Height")) as PDFNumber).asNumber()).toBe(plan.output.height);
    expect((dict.get(PDFName.of("Length")) as PDFNumber).asNumber()).toBe(image.contents.length);
    if (format === "png") {
      const parms = dict.get(PDFName.of("DecodeParms")) as PDFDict;
      expect((parms.get(PDFName.of("Predictor")) as PDFNumber).asNumber()).toBe(15);
      expect((parms.get(PDFName.of("Colors")) as PDFNumber).asNumber()).toBe(3);
      expect((parms.get(PDFName.of("Columns")) as PDFNumber).asNumber()).toBe(plan.output.width);
    } else {
      expect(Buffer.from(image.contents).equals(raster.data)).toBe(true);
    }
    // Drawn where the plan says: the image's unit square under the CTM covers the page and its bleed.
    const page = await readPrintPdf(pdf);
    expect(page.images).toHaveLength(1);

    const qpdf = await checkWithQpdf(pdf);
    expect(qpdf).toMatchObject({ code: 0 });

    // Ghostscript at 150 DPI: the page as PDFKit's own reader drew it, pixel for pixel, and four different
    // colours where the design has its quadrants (not a blank or uniform image). The spot colour's overprint
    // makes Ghostscript render through CMYK, so the colours are compared with each other, not with sRGB.
    const [rendered, expected] = await Promise.all([renderPage(pdf, 150), renderPage(referencePdf, 150)]);
    expect([rendered.width, rendered.height]).toEqual([expected.width, expected.height]);
    let largestDifference = 0;
    for (let i = 0; i < rendered.rgb.length; i++)
      largestDifference = Math.max(largestDifference, Math.abs(rendered.rgb[i]! - expected.rgb[i]!));
    expect(largestDifference).toBe(0);
    const bleedPx = 150 / 8;
    const colourAt = (i: number) => {
      // Off the test's triangular cut line (its diagonal runs through the quadrants' centres).
      const x = Math.round(bleedPx + 50 + (i % 2) * 150);
      const y = Math.round(bleedPx + 100 + Math.floor(i / 2) * 150);
      const at = (y * rendered.width + x) * 3;
      return [...rendered.rgb.subarray(at, at + 3)];
    };
    const distance = (a: number[], b: number[]) => Math.max(...a.map((v, c) => Math.abs(v - b[c]!)));
    const centres = QUADRANTS.map((_, i) => colourAt(i));
    for (const [i, centre] of centres.entries())
      for (const other of centres.slice(i + 1)) expect(distance(centre, other)).toBeGreaterThan(40);
  });
});
