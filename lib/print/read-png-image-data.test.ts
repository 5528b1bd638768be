/** @jest-environment node */
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { readPngImageData } from "./read-png-image-data";

const rgb = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 20, b: 30 } } });

describe("readPngImageData", () => {
  it("returns an RGB PNG's size and its IDAT data as views, which inflate to its filtered rows", async () => {
    const png = await rgb(40, 30).png({ palette: false }).toBuffer();
    const read = readPngImageData(png);
    expect(read).toMatchObject({ width: 40, height: 30, colors: 3 });
    expect(read.idat.every((chunk) => chunk.buffer === png.buffer)).toBe(true);
    // One filter byte per row, then width × 3 bytes.
    expect(inflateSync(Buffer.concat(read.idat))).toHaveLength(30 * (1 + 40 * 3));
  });

  it("reads a grey PNG as one colour", async () => {
    const png = await rgb(8, 8).toColourspace("b-w").png().toBuffer();
    expect(readPngImageData(png)).toMatchObject({ width: 8, height: 8, colors: 1 });
  });

  it.each([
    ["a palette PNG", () => rgb(8, 8).png({ palette: true }).toBuffer(), /colour type 3/],
    ["an RGBA PNG", () => rgb(8, 8).ensureAlpha().png().toBuffer(), /colour type 6/],
    ["a 16-bit PNG", () => rgb(8, 8).toColourspace("rgb16").png().toBuffer(), /bit depth 16/],
    ["an interlaced PNG", () => rgb(8, 8).png({ progressive: true }).toBuffer(), /interlace 1/],
    ["a JPEG", () => rgb(8, 8).jpeg().toBuffer(), /Not a PNG/],
    [
      "a truncated PNG",
      async () => {
        const png = await rgb(64, 64).png({ compressionLevel: 0 }).toBuffer();
        return png.subarray(0, png.length - 40);
      },
      /truncated|ends before/,
    ],
  ])("refuses %s", async (_name, make, message) => {
    const file = await make();
    expect(() => readPngImageData(file)).toThrow(message);
  });
});
