import { labelStickerShape } from "@/lib/domain/sticker-shapes";

/**
 * A line's size with its shape, for where the shape is not otherwise shown (an image's alt text): a
 * custom size's name says it already ('Die-cut 3" × 2.4"', '3" circle', 'Rectangle 2.5" × 3.5"'); a
 * standard name that does not ('2"', '2x4') gets it after ('2" square').
 */
export function labelStickerSize(line: { shape: string; sizeName: string }): string {
  const shape = labelStickerShape(line.shape).toLowerCase();
  // A "square" sticker whose sides differ is named a rectangle (formatCustomSizeName).
  const names = shape === "square" ? [shape, "rectangle"] : [shape];
  const name = line.sizeName.toLowerCase();
  return names.some((word) => name.includes(word)) ? line.sizeName : `${line.sizeName} ${shape}`;
}
