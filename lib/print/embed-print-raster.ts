import "server-only";
import type { PdfKitInternals } from "./pdfkit-internals";
import { readPngImageData } from "./read-png-image-data";
import type { PrintRaster } from "./render-print-raster";

/** What PDFKit's image() takes in place of a file: an image whose XObject the PDF already holds. */
export type EmbeddedRaster = {
  width: number;
  height: number;
  label: string;
  obj: { toString(): string };
  embed(): void;
};

/**
 * Writes a print raster into the document as one image XObject, now, without PDFKit's image readers: a
 * JPEG's bytes as they are (DCTDecode), a PNG's IDAT data as it is (FlateDecode, PNG predictors). The bytes
 * are pushed to the document's output as views of the raster's buffer, so the raster is held once and
 * nothing is decoded (PDFKit's PNG reader held the compressed data again as a JavaScript array, 8 bytes a
 * byte). Returns what doc.image() draws (any number of times; it is embedded once).
 */
export function embedPrintRaster(doc: PDFKit.PDFDocument, raster: PrintRaster): EmbeddedRaster {
  const internals = doc as unknown as PdfKitInternals;
  let chunks: Buffer[];
  let colors: number;
  let filter: string;
  if (raster.format === "jpeg") {
    chunks = [raster.data];
    colors = 3; // renderPrintRaster writes sRGB
    filter = "/Filter /DCTDecode";
  } else {
    const png = readPngImageData(raster.data);
    if (png.width !== raster.width || png.height !== raster.height)
      throw new Error(
        `The raster is ${png.width} × ${png.height} px, not the planned ${raster.width} × ${raster.height}`,
      );
    chunks = png.idat;
    colors = png.colors;
    filter = `/Filter /FlateDecode\n/DecodeParms << /Predictor 15 /Colors ${colors} /BitsPerComponent 8 /Columns ${png.width} >>`;
  }
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  // A reference PDFKit counts as pending until _refEnd; its object is written here, whole, in one go, so
  // nothing else can be written inside it.
  const ref = internals.ref({});
  ref.offset = internals._offset;
  internals._write(`${ref.id} 0 obj`);
  internals._write(
    [
      "<<",
      "/Type /XObject",
      "/Subtype /Image",
      `/Width ${raster.width}`,
      `/Height ${raster.height}`,
      `/ColorSpace /${colors === 3 ? "DeviceRGB" : "DeviceGray"}`,
      "/BitsPerComponent 8",
      filter,
      `/Length ${length}`,
      ">>",
    ].join("\n"),
  );
  internals._write("stream");
  for (const chunk of chunks) internals._write(chunk);
  internals._write("\nendstream");
  internals._write("endobj");
  internals._refEnd(ref);
  return { width: raster.width, height: raster.height, label: `R${ref.id}`, obj: ref, embed: () => undefined };
}
