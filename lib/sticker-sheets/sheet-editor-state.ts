// The sheet editor's state (#39) as a pure reducer: the sheet chosen, how many, the stock, the designs on it
// with each one's shape and size, and where each sticker lies. Geometry (cut lines) is not kept here: a
// sticker's box comes from its design's size, computed or fetched by the editor.
import type { Catalogue } from "@/lib/domain/catalogue";
import { SHEET_EDGE_INCHES, STICKER_SPACING_INCHES } from "@/lib/domain/sticker-sheet-rules";
import type { SheetRotation } from "@/lib/stickers/sheet-sticker";

/** A design's sticker on the sheet: every copy of one design shares its shape and size. */
export type SheetStickerSize =
  | { shape: "die-cut"; sizeInches: number }
  | { shape: "square"; widthInches: number; heightInches: number }
  | { shape: "circle"; widthInches: number };

export type SheetEditorDesign = {
  designId: number;
  name: string;
  imageWidth: number;
  imageHeight: number;
  /** What the browser shows of it: the shopper's local file, or a signed thumbnail. */
  imageUrl: string;
  size: SheetStickerSize;
};

export type SheetEditorSticker = {
  /** The editor's own key, never sent. */
  key: number;
  designId: number;
  xInches: number;
  yInches: number;
  rotation: SheetRotation;
};

export type SheetEditorState = {
  sheetSizeId: number | null;
  quantity: number;
  materialId: string;
  finishId: string;
  roundedCorners: boolean;
  designs: SheetEditorDesign[];
  stickers: SheetEditorSticker[];
  /** The sticker the shopper last picked (its controls are shown), or null. */
  selected: number | null;
  nextKey: number;
};

/** A sticker's unturned box, from its design's size and cut line: what the editor knows of its geometry. */
export type StickerBox = { widthInches: number; heightInches: number };

export type SheetEditorAction =
  | { type: "chooseSheet"; sheetSizeId: number }
  | { type: "chooseQuantity"; quantity: number }
  | { type: "chooseMaterial"; materialId: string }
  | { type: "chooseFinish"; finishId: string }
  | { type: "setRoundedCorners"; roundedCorners: boolean }
  | { type: "addDesign"; design: SheetEditorDesign }
  | { type: "removeDesign"; designId: number }
  | { type: "resizeDesign"; designId: number; size: SheetStickerSize }
  | { type: "placeSticker"; designId: number; xInches: number; yInches: number }
  | { type: "moveSticker"; key: number; xInches: number; yInches: number }
  | { type: "rotateSticker"; key: number; box: StickerBox }
  | { type: "removeSticker"; key: number }
  | { type: "select"; key: number | null }
  | { type: "replaceStickers"; stickers: Omit<SheetEditorSticker, "key">[] };

/** A die-cut's longest side when a design is added. */
export const DEFAULT_SHEET_STICKER_INCHES = 2;

/** How far a sticker moves per arrow key, and the step a drag moves it by. */
export const SHEET_NUDGE_INCHES = 1 / 16;

/** Nothing placed yet: the first sheet size and tier, the default material and finish. */
export function makeInitialSheetState(
  catalogue: Pick<Catalogue, "sheets" | "materials" | "finishes">,
): SheetEditorState {
  const offered = <T extends { id: string; active: boolean; isDefault: boolean }>(entries: readonly T[]) =>
    (entries.find((entry) => entry.active && entry.isDefault) ?? entries.find((entry) => entry.active))?.id ?? "";
  return {
    sheetSizeId: catalogue.sheets.sizes.find((sheet) => sheet.active)?.id ?? null,
    quantity: catalogue.sheets.grid.quantities[0] ?? 0,
    materialId: offered(catalogue.materials),
    finishId: offered(catalogue.finishes),
    roundedCorners: false,
    designs: [],
    stickers: [],
    selected: null,
    nextKey: 1,
  };
}

/** Rounds a length to the nudge grid: a drag's travel, and a turned sticker's new place. */
export function snapInches(inches: number): number {
  return Math.round(inches / SHEET_NUDGE_INCHES) * SHEET_NUDGE_INCHES;
}

/**
 * A position moved by one arrow-key step from where it is, not onto the grid: a sticker Auto-arrange placed
 * exactly the spacing from its neighbours, off the grid, comes back to that place after a nudge away and
 * back, where snapping would have moved it closer. Rounded to 1/10,000" (Auto-arrange's own unit), so that
 * steps add up without floating-point crumbs.
 */
export function nudgeInches(inches: number, step: number): number {
  return Math.round((inches + step) * 10_000) / 10_000;
}

/**
 * The box of a turned sticker placed at its top-left: a quarter turn swaps its sides. The rotation turns
 * about the box's top-left and the turned box is then placed at (x, y), as the server checks it.
 */
export function turnedBox(box: StickerBox, rotation: SheetRotation): StickerBox {
  return rotation === 90 || rotation === 270 ? { widthInches: box.heightInches, heightInches: box.widthInches } : box;
}

export function reduceSheetEditor(state: SheetEditorState, action: SheetEditorAction): SheetEditorState {
  switch (action.type) {
    case "chooseSheet":
      return { ...state, sheetSizeId: action.sheetSizeId };
    case "chooseQuantity":
      return { ...state, quantity: action.quantity };
    case "chooseMaterial":
      return { ...state, materialId: action.materialId };
    case "chooseFinish":
      return { ...state, finishId: action.finishId };
    case "setRoundedCorners":
      return { ...state, roundedCorners: action.roundedCorners };
    case "addDesign":
      if (state.designs.some((design) => design.designId === action.design.designId)) return state;
      return { ...state, designs: [...state.designs, action.design] };
    case "removeDesign": {
      const stickers = state.stickers.filter((sticker) => sticker.designId !== action.designId);
      return {
        ...state,
        designs: state.designs.filter((design) => design.designId !== action.designId),
        stickers,
        selected: stickers.some((sticker) => sticker.key === state.selected) ? state.selected : null,
      };
    }
    case "resizeDesign":
      return {
        ...state,
        designs: state.designs.map((design) =>
          design.designId === action.designId ? { ...design, size: action.size } : design,
        ),
      };
    case "placeSticker": {
      if (!state.designs.some((design) => design.designId === action.designId)) return state;
      const sticker = {
        key: state.nextKey,
        designId: action.designId,
        xInches: action.xInches,
        yInches: action.yInches,
        rotation: 0 as const,
      };
      return { ...state, stickers: [...state.stickers, sticker], selected: sticker.key, nextKey: state.nextKey + 1 };
    }
    case "moveSticker":
      return {
        ...state,
        stickers: state.stickers.map((sticker) =>
          sticker.key === action.key ? { ...sticker, xInches: action.xInches, yInches: action.yInches } : sticker,
        ),
      };
    case "rotateSticker":
      return {
        ...state,
        stickers: state.stickers.map((sticker) => {
          if (sticker.key !== action.key) return sticker;
          // A quarter turn about the sticker's centre, so it stays where the shopper put it.
          const rotation = ((sticker.rotation + 90) % 360) as SheetRotation;
          const before = turnedBox(action.box, sticker.rotation);
          const after = turnedBox(action.box, rotation);
          return {
            ...sticker,
            rotation,
            xInches: snapInches(sticker.xInches + (before.widthInches - after.widthInches) / 2),
            yInches: snapInches(sticker.yInches + (before.heightInches - after.heightInches) / 2),
          };
        }),
      };
    case "removeSticker":
      return {
        ...state,
        stickers: state.stickers.filter((sticker) => sticker.key !== action.key),
        selected: state.selected === action.key ? null : state.selected,
      };
    case "select":
      return { ...state, selected: action.key };
    case "replaceStickers":
      return {
        ...state,
        stickers: action.stickers.map((sticker, index) => ({ ...sticker, key: state.nextKey + index })),
        selected: null,
        nextKey: state.nextKey + action.stickers.length,
      };
  }
}

type PlacedBox = { xInches: number; yInches: number; widthInches: number; heightInches: number };

/**
 * Where a new sticker of `box` may go: the first spot, row by row on the nudge grid's 1/8" multiples, whose
 * box keeps the edge margin and the spacing from every other sticker's box (boxes, not cut lines: a quick
 * guess the sheet rules then check). Null when no such spot is left.
 */
export function findFreeSpot(
  sheet: { widthInches: number; heightInches: number },
  box: StickerBox,
  others: readonly PlacedBox[],
): { xInches: number; yInches: number } | null {
  const step = 1 / 8;
  const lastX = sheet.widthInches - SHEET_EDGE_INCHES - box.widthInches;
  const lastY = sheet.heightInches - SHEET_EDGE_INCHES - box.heightInches;
  for (let y = SHEET_EDGE_INCHES; y <= lastY + 1e-9; y += step)
    for (let x = SHEET_EDGE_INCHES; x <= lastX + 1e-9; x += step) {
      const clear = others.every(
        (other) =>
          x + box.widthInches + STICKER_SPACING_INCHES <= other.xInches + 1e-9 ||
          other.xInches + other.widthInches + STICKER_SPACING_INCHES <= x + 1e-9 ||
          y + box.heightInches + STICKER_SPACING_INCHES <= other.yInches + 1e-9 ||
          other.yInches + other.heightInches + STICKER_SPACING_INCHES <= y + 1e-9,
      );
      if (clear) return { xInches: x, yInches: y };
    }
  return null;
}

/** The size fields the cart takes for a design's stickers (POST /api/cart, product "sheet"). */
export function toSheetItemSize(size: SheetStickerSize) {
  if (size.shape === "die-cut") return { shape: size.shape, sizeInches: size.sizeInches };
  if (size.shape === "circle")
    return { shape: size.shape, widthInches: size.widthInches, heightInches: size.widthInches };
  return { shape: size.shape, widthInches: size.widthInches, heightInches: size.heightInches };
}
