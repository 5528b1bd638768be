import { fitStickerArtwork, type StickerArtworkInput } from "./fit-sticker-artwork";

const input = (overrides: Partial<StickerArtworkInput>): StickerArtworkInput => ({
  shape: "square",
  widthInches: 3,
  heightInches: 3,
  imageWidth: 900,
  imageHeight: 900,
  scale: 100,
  xPosition: 0,
  yPosition: 0,
  artwork: null,
  ...overrides,
});

describe("fitStickerArtwork", () => {
  it.each([
    // name, input, expected { x, y, width, height } in inches in the sticker's frame
    ["a square design on a square fills it", input({}), { x: 0, y: 0, width: 3, height: 3 }],
    [
      "a wide design: fitted to the width, centred",
      input({ imageWidth: 1200, imageHeight: 600 }),
      { x: 0, y: 0.75, width: 3, height: 1.5 },
    ],
    [
      "a 2x4 rectangle: fitted to the short side",
      input({ widthInches: 2, heightInches: 4, imageWidth: 500, imageHeight: 500 }),
      { x: 0, y: 1, width: 2, height: 2 },
    ],
    [
      "a circle: fitted inside its diameter",
      input({ shape: "circle", imageWidth: 600, imageHeight: 900 }),
      { x: 0.5, y: 0, width: 2, height: 3 },
    ],
    ["scale 50 halves the fitted design", input({ scale: 50 }), { x: 0.75, y: 0.75, width: 1.5, height: 1.5 }],
    [
      "x and y move by percent of the sticker",
      input({ xPosition: 10, yPosition: -20 }),
      { x: 0.3, y: -0.6, width: 3, height: 3 },
    ],
    [
      "a die-cut lies where its line was computed around it",
      input({ shape: "die-cut", heightInches: 2.41, artwork: { x: 0.2, y: 0.1, width: 2.6, height: 2.2 } }),
      { x: 0.2, y: 0.1, width: 2.6, height: 2.2 },
    ],
    [
      "a die-cut ignores the design tool's scale and position",
      input({ shape: "die-cut", scale: 50, xPosition: 20, artwork: { x: -0.1, y: 0, width: 3.2, height: 3 } }),
      { x: -0.1, y: 0, width: 3.2, height: 3 },
    ],
    [
      'a die-cut without an outline: fitted inside the frame less its 1/8" border',
      input({ shape: "die-cut", widthInches: 2.25, heightInches: 1.25 }),
      { x: 0.625, y: 0.125, width: 1, height: 1 },
    ],
    [
      "a die-cut without an outline ignores scale and position too",
      input({ shape: "die-cut", widthInches: 2.25, heightInches: 1.25, scale: 50, yPosition: 30 }),
      { x: 0.625, y: 0.125, width: 1, height: 1 },
    ],
  ])("%s", (_name, given, expected) => {
    const placed = fitStickerArtwork(given);
    for (const key of ["x", "y", "width", "height"] as const) expect(placed[key]).toBeCloseTo(expected[key], 12);
  });

  it("returns a copy of a die-cut's placement, never the caller's object", () => {
    const artwork = { x: 0.2, y: 0.1, width: 2.6, height: 2.2 };
    const placed = fitStickerArtwork(input({ shape: "die-cut", artwork }));
    expect(placed).toEqual(artwork);
    expect(placed).not.toBe(artwork);
  });

  it.each([
    ["no width", input({ widthInches: 0 })],
    ["no height", input({ heightInches: -1 })],
    ["no pixels", input({ imageWidth: 0 })],
  ])("refuses %s", (_name, given) => {
    expect(() => fitStickerArtwork(given)).toThrow(RangeError);
  });
});
