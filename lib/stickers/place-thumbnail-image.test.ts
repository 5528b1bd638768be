import { placeThumbnailImage } from "./place-thumbnail-image";

describe("placeThumbnailImage", () => {
  it.each(["square", "circle"])("fits a %s's design inside the whole sticker, centred", (shape) => {
    expect(placeThumbnailImage({ shape, widthInches: 4, heightInches: 2 }, null)).toEqual({
      x: 0,
      y: 0,
      width: 4,
      height: 2,
      preserveAspectRatio: "xMidYMid meet",
    });
  });

  it("puts a die-cut's image where its cut line was computed around it, even past the line", () => {
    const artwork = { x: -0.17, y: -0.82, width: 3.08, height: 4.36 };
    expect(placeThumbnailImage({ shape: "die-cut", widthInches: 3, heightInches: 1.51 }, artwork)).toEqual({
      ...artwork,
      preserveAspectRatio: "none",
    });
  });

  it("without a placement, fits a die-cut's image inside its frame less the border", () => {
    expect(placeThumbnailImage({ shape: "die-cut", widthInches: 3, heightInches: 2.4 }, null)).toEqual({
      x: 0.125,
      y: 0.125,
      width: 2.75,
      height: 2.15,
      preserveAspectRatio: "xMidYMid meet",
    });
  });

  it("ignores a placement on a square (its image is always fitted)", () => {
    const artwork = { x: 1, y: 1, width: 1, height: 1 };
    expect(placeThumbnailImage({ shape: "square", widthInches: 3, heightInches: 3 }, artwork).x).toBe(0);
  });
});
