import { labelStickerSize } from "./label-sticker-size";

describe("labelStickerSize", () => {
  it.each([
    ["die-cut", 'Die-cut 3" × 2.4"', 'Die-cut 3" × 2.4"'],
    ["circle", '3" circle', '3" circle'],
    ["circle", 'Circle 3.5"', 'Circle 3.5"'],
    ["square", '3" square', '3" square'],
    ["square", 'Square 2.5" × 3"', 'Square 2.5" × 3"'],
    ["square", 'Rectangle 2.5" × 3.5"', 'Rectangle 2.5" × 3.5"'],
    ["square", '2"', '2" square'],
    ["square", "2x4", "2x4 square"],
  ])("a %s named %j reads %j", (shape, sizeName, label) => {
    expect(labelStickerSize({ shape, sizeName })).toBe(label);
  });
});
