/** @jest-environment node */
import sharp from "sharp";
import { planPrintRaster } from "./plan-print-raster";
import { renderPrintRaster } from "./render-print-raster";

/** A 100 × 100 px design on a 1" sticker (or a part of it), its edge pixels carried 1/8" out on every side. */
const plan = (artwork = { x: 0, y: 0, width: 1, height: 1 }) =>
  planPrintRaster({
    widthInches: 1,
    heightInches: 1,
    imageWidth: 100,
    imageHeight: 100,
    artwork,
    extendIntoBleed: true,
  });

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels),
  ];
  return { info, at };
}

describe("renderPrintRaster", () => {
  it.each([
    {
      name: "a 16-bit grey design that fills the sticker (one pipeline): 8-bit RGB, its edge carried into the bleed",
      design: () =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: "#505050" } })
          .toColourspace("grey16")
          .png()
          .toBuffer(),
      artwork: undefined,
      corner: [80, 80, 80],
      centre: [80, 80, 80],
    },
    {
      name: "a half-transparent design that fills the sticker: flattened onto the white sticker",
      design: () =>
        sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
          .png()
          .toBuffer(),
      artwork: undefined,
      corner: [127, 127, 255],
      centre: [127, 127, 255],
    },
    {
      name: "a design smaller than the sticker (composited): white around it, the white edge carried out",
      design: () =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: "#ff0000" } })
          .png()
          .toBuffer(),
      artwork: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
      corner: [255, 255, 255],
      centre: [255, 0, 0],
    },
  ])("$name", async ({ design, artwork, corner, centre }) => {
    const planned = plan(artwork);
    const raster = await renderPrintRaster(await design(), planned);
    expect(raster).toMatchObject({ format: "png", ...planned.output });
    const { info, at } = await pixels(raster.data);
    expect([info.width, info.height, info.channels]).toEqual([planned.output.width, planned.output.height, 3]);
    expect(await sharp(raster.data).metadata()).toMatchObject({ format: "png", depth: "uchar", isProgressive: false });
    expect(planned.bleedPixels).toBe(Math.ceil(0.125 * planned.dpi - 1e-9));
    const near = (got: number[], want: number[]) =>
      got.forEach((value, i) => expect(Math.abs(value - want[i]!)).toBeLessThanOrEqual(2));
    near(at(0, 0), corner);
    near(at(info.width - 1, info.height - 1), corner);
    near(at(Math.floor(info.width / 2), Math.floor(info.height / 2)), centre);
  });

  it.each([
    ["fills the sticker", undefined],
    ["is composited onto the sticker", { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }],
  ])("keeps a JPEG design a JPEG (8-bit sRGB, 4:4:4) when it %s", async (_name, artwork) => {
    const planned = plan(artwork);
    const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#2060c0" } })
      .jpeg()
      .toBuffer();
    const raster = await renderPrintRaster(jpeg, planned);
    expect(raster).toMatchObject({ format: "jpeg", ...planned.output });
    const meta = await sharp(raster.data).metadata();
    expect(meta).toMatchObject({ format: "jpeg", space: "srgb", channels: 3, chromaSubsampling: "4:4:4" });
    expect([meta.width, meta.height]).toEqual([planned.output.width, planned.output.height]);
    const { at } = await pixels(raster.data);
    const centre = at(Math.floor(planned.output.width / 2), Math.floor(planned.output.height / 2));
    [0x20, 0x60, 0xc0].forEach((want, i) => expect(Math.abs(centre[i]! - want)).toBeLessThanOrEqual(3));
  });

  it("scales a design with more pixels than the print resolution down to it", async () => {
    const planned = planPrintRaster({
      widthInches: 1,
      heightInches: 1,
      imageWidth: 2000,
      imageHeight: 2000,
      artwork: { x: 0, y: 0, width: 1, height: 1 },
      extendIntoBleed: true,
      maxDpi: 300,
    });
    const jpeg = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    const raster = await renderPrintRaster(jpeg, planned);
    expect(await sharp(raster.data).metadata()).toMatchObject({ width: 300 + 2 * 38, height: 300 + 2 * 38 });
  });
});
