/** What a PDF needs of an 8-bit, non-interlaced RGB or grey PNG: its size and its compressed rows. */
export type PngImageData = {
  width: number;
  height: number;
  /** 3 (RGB) or 1 (grey). */
  colors: 1 | 3;
  /** The IDAT chunks' data, in order: views into the PNG's own buffer (nothing copied). */
  idat: Buffer[];
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Walks a PNG's chunks (length, type, data, CRC) and returns its header's facts and its IDAT data, which a
 * PDF embeds as it is (FlateDecode with /Predictor 15). No pixel is decoded and no byte copied: PDFKit's
 * own PNG reader (png-js) copies the compressed data into a JavaScript array of numbers first, 8 bytes per
 * byte, which was most of a 49 MP print file's 3.4 GB. Throws on anything else (palette, alpha, 16-bit,
 * interlaced, truncated): the shop writes these PNGs itself (renderPrintRaster), so that is a bug.
 */
export function readPngImageData(png: Buffer): PngImageData {
  if (png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE))
    throw new Error("Not a PNG file");
  let offset = SIGNATURE.length;
  let header: Omit<PngImageData, "idat"> | null = null;
  const idat: Buffer[] = [];
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (dataEnd + 4 > png.length) throw new Error(`The PNG's ${type} chunk is truncated`);
    if (type === "IHDR") {
      const [bitDepth, colorType, , , interlace] = png.subarray(dataStart + 8, dataStart + 13);
      if (bitDepth !== 8 || (colorType !== 2 && colorType !== 0) || interlace !== 0)
        throw new Error(
          `Unsupported PNG for a print raster (bit depth ${bitDepth}, colour type ${colorType}, interlace ${interlace})`,
        );
      header = {
        width: png.readUInt32BE(dataStart),
        height: png.readUInt32BE(dataStart + 4),
        colors: colorType === 2 ? 3 : 1,
      };
    } else if (type === "IDAT") idat.push(png.subarray(dataStart, dataEnd));
    else if (type === "IEND") {
      if (!header || idat.length === 0) throw new Error("The PNG has no header or no image data");
      return { ...header, idat };
    }
    offset = dataEnd + 4;
  }
  throw new Error("The PNG ends before its IEND chunk");
}
