import { placeLineArtwork } from "./place-line-artwork";

const outline = JSON.stringify({
  version: 1,
  source: "alpha",
  width: 1000,
  height: 800,
  imageWidth: 1000,
  imageHeight: 800,
  rings: [[250, 200, 750, 200, 750, 600, 250, 600]],
  parts: 1,
});

describe("placeLineArtwork", () => {
  it("places a die-cut's image from its design's stored outline", () => {
    const placed = placeLineArtwork({ shape: "die-cut", widthInches: 5, heightInches: 4 }, outline);
    const inchesPerPixel = (5 - 0.254) / 500;
    expect(placed?.width).toBeCloseTo(1000 * inchesPerPixel, 6);
    expect(placed?.x).toBeCloseTo(0.127 - 250 * inchesPerPixel, 6);
  });

  it.each([
    ["a square", { shape: "square", widthInches: 3, heightInches: 3 }, outline],
    ["a die-cut without an outline", { shape: "die-cut", widthInches: 3, heightInches: 3 }, null],
    ["a die-cut with a broken outline", { shape: "die-cut", widthInches: 3, heightInches: 3 }, "{not json"],
    ["a die-cut smaller than its borders", { shape: "die-cut", widthInches: 0.2, heightInches: 0.2 }, outline],
  ])("gives nothing for %s", (_name, line, stored) => {
    expect(placeLineArtwork(line, stored)).toBeNull();
  });
});
