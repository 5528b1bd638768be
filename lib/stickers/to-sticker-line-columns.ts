import type { StickerLineColumn } from "./sticker-line-select";
import type { PlacedStickerLine } from "./sticker-line";

type Placement = Pick<PlacedStickerLine, "scale" | "xPosition" | "yPosition">;

/** A line's sticker to write; without a placement the columns' defaults apply (the design tool's). */
export type NewStickerLine = Omit<PlacedStickerLine, keyof Placement> & Partial<Placement>;

/**
 * The CartItem or Order columns that hold a line's sticker (STICKER_LINE_SELECT's), for a Prisma create
 * or update: the one write map of the line, used by the cart (and so the reorder) and the placement.
 * A column added to STICKER_LINE_SELECT fails the type check here until it is written.
 */
export function toStickerLineColumns<Line extends NewStickerLine>(line: Line): Pick<Line, StickerLineColumn> {
  // Typed as the line given: a placed line (the checkout's) gives its placement, a new one may not.
  const columns = {
    designId: line.designId,
    sizeId: line.sizeId,
    shape: line.shape,
    widthInches: line.widthInches,
    heightInches: line.heightInches,
    sizeName: line.sizeName,
    cutLine: line.cutLine,
    sheetSizeId: line.sheetSizeId,
    materialId: line.materialId,
    materialName: line.materialName,
    finishId: line.finishId,
    finishName: line.finishName,
    roundedCorners: line.roundedCorners,
    scale: line.scale,
    xPosition: line.xPosition,
    yPosition: line.yPosition,
  } satisfies Record<StickerLineColumn, unknown>;
  return columns as Pick<Line, StickerLineColumn>;
}
