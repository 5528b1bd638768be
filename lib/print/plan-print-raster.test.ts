import { planPrintRaster, type PrintRasterInput } from "./plan-print-raster";

const square = (overrides: Partial<PrintRasterInput> = {}): PrintRasterInput => ({
  widthInches: 3,
  heightInches: 3,
  imageWidth: 900,
  imageHeight: 900,
  artwork: { x: 0, y: 0, width: 3, height: 3 },
  extendIntoBleed: true,
  ...overrides,
});

describe("planPrintRaster", () => {
  it("keeps a 300 DPI design's own pixels and carries its edge 1/8\" (rounded up) into the bleed", () => {
    const plan = planPrintRaster(square());
    expect(plan.dpi).toBeCloseTo(300, 9);
    expect(plan.canvas).toEqual({ width: 900, height: 900 });
    expect(plan.image).toEqual({ left: 0, top: 0, width: 900, height: 900 });
    expect(plan.visible).toEqual({ left: 0, top: 0, width: 900, height: 900 });
    expect(plan.bleedPixels).toBe(38); // 37.5 rounded up: the raster reaches past the MediaBox
    expect(plan.output).toEqual({ width: 976, height: 976 });
    // The canvas maps exactly onto the TrimBox [9, 9, 225, 225].
    const pointsPerPixel = 216 / 900;
    expect(plan.drawn.x).toBeCloseTo(9 - 38 * pointsPerPixel, 9);
    expect(plan.drawn.width).toBeCloseTo(976 * pointsPerPixel, 9);
    expect(plan.drawn.x + 38 * pointsPerPixel).toBeCloseTo(9, 9);
    expect(plan.drawn.x).toBeLessThanOrEqual(0);
    expect(plan.drawn.x + plan.drawn.width).toBeGreaterThanOrEqual(234);
    expect(plan.effectiveDpi).toBe(300);
  });

  // [input, dpi, canvas, image box, effective DPI]
  it.each([
    // Fewer pixels than 300 DPI: never invented (no upsampling).
    [square({ imageWidth: 150, imageHeight: 150 }), 50, [150, 150], [0, 0, 150, 150], 50],
    // More: kept (1200 px on 3" prints at 400 DPI).
    [square({ imageWidth: 1200, imageHeight: 1200 }), 400, [1200, 1200], [0, 0, 1200, 1200], 400],
    // A wide design fitted inside a square: the sticker's canvas at the design's resolution.
    [
      square({ imageWidth: 1200, imageHeight: 600, artwork: { x: 0, y: 0.75, width: 3, height: 1.5 } }),
      400,
      [1200, 1200],
      [0, 300, 1200, 600],
      400,
    ],
    // A die-cut's image larger than its line (transparent margins), reaching past the frame.
    [
      square({
        widthInches: 3,
        heightInches: 2.41,
        imageWidth: 1000,
        imageHeight: 800,
        artwork: { x: -0.5, y: -0.4, width: 4, height: 3.2 },
        extendIntoBleed: false,
      }),
      250,
      [750, 603],
      [-125, -100, 1000, 800],
      250,
    ],
  ])("%o: %p DPI", (given, dpi, canvas, image, effectiveDpi) => {
    const plan = planPrintRaster(given);
    expect(plan.dpi).toBeCloseTo(dpi, 9);
    expect(plan.canvas).toEqual({ width: canvas[0], height: canvas[1] });
    expect(plan.image).toEqual({ left: image[0], top: image[1], width: image[2], height: image[3] });
    expect(plan.effectiveDpi).toBe(effectiveDpi);
    expect(plan.effectiveDpi).toBeGreaterThanOrEqual(Math.floor(Math.min(dpi, 300)));
  });

  it("crops what reaches past the sticker, in the resized design's own pixels", () => {
    const plan = planPrintRaster(
      square({ artwork: { x: -1, y: 0.5, width: 4.5, height: 4.5 }, imageWidth: 1350, imageHeight: 1350 }),
    );
    expect(plan.dpi).toBeCloseTo(300, 9);
    expect(plan.image).toEqual({ left: -300, top: 150, width: 1350, height: 1350 });
    expect(plan.visible).toEqual({ left: 300, top: 0, width: 900, height: 750 });
  });

  it("has nothing to draw when the design lies outside the sticker", () => {
    expect(planPrintRaster(square({ artwork: { x: 4, y: 0, width: 3, height: 3 } })).visible).toBeNull();
  });

  it("draws a die-cut's raster on the TrimBox alone (its bleed stays white)", () => {
    const plan = planPrintRaster(square({ extendIntoBleed: false }));
    expect(plan.bleedPixels).toBe(0);
    expect(plan.output).toEqual(plan.canvas);
    expect(plan.drawn.x).toBeCloseTo(9, 9);
    expect(plan.drawn.y).toBeCloseTo(9, 9);
    expect(plan.drawn.width).toBeCloseTo(216, 9);
    expect(plan.drawn.height).toBeCloseTo(216, 9);
  });

  // [given, dpi, effective DPI]: at most maxDpi (600 unless chosen), never below min(the design's own, 300).
  it.each([
    // The review's photo: 7000 px on a 3" sticker would be 2,333 DPI; 600 is embedded.
    [square({ imageWidth: 7000, imageHeight: 7000 }), 600, 600],
    // The same at the lowest and highest setting.
    [square({ imageWidth: 7000, imageHeight: 7000, maxDpi: 300 }), 300, 300],
    [square({ imageWidth: 7000, imageHeight: 7000, maxDpi: 1200 }), 1200, 1200],
    // A design with less than the cap keeps its own pixels (7000 px across 12" is 583 DPI).
    [
      square({
        widthInches: 12,
        heightInches: 12,
        imageWidth: 7000,
        imageHeight: 7000,
        artwork: { x: 0, y: 0, width: 12, height: 12 },
      }),
      7000 / 12,
      583,
    ],
    // A small part of a large design on a 12" sticker: 600, and the 12.25" raster (54 MP) within the backstop.
    [
      square({
        widthInches: 12,
        heightInches: 12,
        imageWidth: 7000,
        imageHeight: 7000,
        artwork: { x: 5, y: 5, width: 1, height: 1 },
      }),
      600,
      600,
    ],
  ])("%o: %p DPI", (given, dpi, effectiveDpi) => {
    const plan = planPrintRaster(given);
    expect(plan.dpi).toBeCloseTo(dpi, 9);
    expect(plan.effectiveDpi).toBe(effectiveDpi);
    expect(plan.output.width * plan.output.height).toBeLessThanOrEqual(64_000_000);
  });

  it("lowers the resolution further only past the pixel backstop", () => {
    const capped = planPrintRaster(square({ imageWidth: 7000, imageHeight: 7000, maxPixels: 1_000_000 }));
    expect(capped.output.width * capped.output.height).toBeLessThanOrEqual(1_000_000);
    expect(capped.output.width * capped.output.height).toBeGreaterThan(990_000);
    expect(capped.dpi).toBeLessThan(600);
  });

  it.each([
    square({ widthInches: 0 }),
    square({ imageHeight: 0 }),
    square({ artwork: { x: 0, y: 0, width: 0, height: 1 } }),
    square({ maxDpi: 299 }),
    square({ maxDpi: 1201 }),
    square({ maxDpi: Number.NaN }),
  ])("refuses %o", (given) => {
    expect(() => planPrintRaster(given)).toThrow(RangeError);
  });
});
