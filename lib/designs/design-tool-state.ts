// The design tool's choices and their rules (spec section 4, plus #22's die-cut and custom sizes), as a
// pure reducer. It is part of the page's first JavaScript (the step indicator reads it), so it checks a
// typed size with the domain's own rule (isCustomSizeInches) and leaves zod's messages to the lazy form.
// The quantities, materials and finishes it accepts are the owner's catalogue's (#35), never constants.
import type { Catalogue } from "@/lib/domain/catalogue";
import { isCustomSizeInches, readInchesText, type StickerShape } from "@/lib/domain/sticker-shapes";

export type StickerType = StickerShape;
export type SizeOption = { id: number; name: string; shape: string; width: number; height: number; price: string };

/** A die-cut's longest side when the shopper picks Die-cut, before typing another. */
export const DEFAULT_DIE_CUT_INCHES = 3;

/**
 * A custom size as typed, kept as text so a half-typed "2." stays in the field: `width` is a
 * rectangle's width, a circle's diameter or a die-cut's longest side; `height` only a rectangle's.
 */
export type CustomSizeText = { width: string; height: string };

export type DesignToolChoices = {
  stickerType: StickerType | null;
  /** The standard size chosen; null with a custom size (die-cut always) or no type. */
  sizeId: number | null;
  /** "Custom size" is chosen instead of a standard one. */
  customSize: boolean;
  customText: CustomSizeText;
  roundedCorners: boolean;
  quantity: number;
  /** The catalogue's material and finish ids (#35), preselected to its defaults. */
  materialId: string;
  finishId: string;
};

/** What the choices need of the owner's catalogue: its tiers, its active materials and finishes. */
export type DesignToolCatalogue = Pick<Catalogue, "materials" | "finishes"> & {
  grid: Pick<Catalogue["grid"], "quantities">;
};

export type DesignToolAction =
  | { type: "toggleStickerType"; stickerType: StickerType; checked: boolean }
  | { type: "chooseSize"; sizeId: number }
  | { type: "chooseCustomSize" }
  | { type: "typeCustomInches"; side: keyof CustomSizeText; text: string }
  | { type: "setRoundedCorners"; roundedCorners: boolean }
  | { type: "chooseQuantity"; quantity: number }
  | { type: "chooseMaterial"; materialId: string }
  | { type: "chooseFinish"; finishId: string }
  | { type: "reset" };

/** Nothing chosen yet: the first quantity tier, the default material and finish. */
export function makeInitialChoices(catalogue: DesignToolCatalogue): DesignToolChoices {
  const offered = <T extends { id: string; active: boolean; isDefault: boolean }>(entries: readonly T[]) =>
    (entries.find((entry) => entry.active && entry.isDefault) ?? entries.find((entry) => entry.active))?.id ?? "";
  return {
    stickerType: null,
    sizeId: null,
    customSize: false,
    customText: { width: "", height: "" },
    roundedCorners: false,
    quantity: catalogue.grid.quantities[0] ?? 0,
    materialId: offered(catalogue.materials),
    finishId: offered(catalogue.finishes),
  };
}

/** The standard sizes of a type: squares and rectangles, or circles. Die-cut has none (custom only). */
export function sizesOfType(sizes: readonly SizeOption[], stickerType: StickerType | null): SizeOption[] {
  if (!stickerType || stickerType === "die-cut") return [];
  return sizes.filter((size) => (stickerType === "circle" ? size.shape === "circle" : size.shape !== "circle"));
}

export function reduceDesignToolChoices(sizes: readonly SizeOption[], catalogue: DesignToolCatalogue) {
  const isOffered = (entries: readonly { id: string; active: boolean }[], id: string) =>
    entries.some((entry) => entry.id === id && entry.active);
  return (state: DesignToolChoices, action: DesignToolAction): DesignToolChoices => {
    switch (action.type) {
      case "toggleStickerType":
        if (!action.checked) {
          return state.stickerType === action.stickerType
            ? { ...state, stickerType: null, sizeId: null, customSize: false, roundedCorners: false }
            : state;
        }
        if (action.stickerType === "die-cut")
          return {
            ...state,
            stickerType: "die-cut",
            sizeId: null,
            customSize: true,
            customText: { width: String(DEFAULT_DIE_CUT_INCHES), height: "" },
            roundedCorners: false,
          };
        // Choosing square or circle selects its first size; rounded corners exist for square only.
        return {
          ...state,
          stickerType: action.stickerType,
          sizeId: sizesOfType(sizes, action.stickerType)[0]?.id ?? null,
          customSize: false,
          roundedCorners: action.stickerType === "square" ? state.roundedCorners : false,
        };
      case "chooseSize":
        return sizesOfType(sizes, state.stickerType).some((size) => size.id === action.sizeId)
          ? { ...state, sizeId: action.sizeId, customSize: false }
          : state;
      case "chooseCustomSize": {
        if (state.stickerType !== "square" && state.stickerType !== "circle") return state;
        // The fields start at the size that was chosen, which the shopper then adjusts.
        const from = sizesOfType(sizes, state.stickerType).find((size) => size.id === state.sizeId);
        return {
          ...state,
          sizeId: null,
          customSize: true,
          customText: from ? { width: String(from.width), height: String(from.height) } : state.customText,
        };
      }
      case "typeCustomInches":
        if (!state.customSize || (action.side === "height" && state.stickerType !== "square")) return state;
        return { ...state, customText: { ...state.customText, [action.side]: action.text } };
      case "setRoundedCorners":
        return state.stickerType === "square" ? { ...state, roundedCorners: action.roundedCorners } : state;
      case "chooseQuantity":
        return catalogue.grid.quantities.includes(action.quantity) ? { ...state, quantity: action.quantity } : state;
      case "chooseMaterial":
        return isOffered(catalogue.materials, action.materialId) ? { ...state, materialId: action.materialId } : state;
      case "chooseFinish":
        return isOffered(catalogue.finishes, action.finishId) ? { ...state, finishId: action.finishId } : state;
      case "reset":
        return makeInitialChoices(catalogue);
    }
  };
}

/** The size the choices name, once complete and valid: what Add to Cart sends and the price is for. */
export type ChosenSize =
  | { kind: "standard"; size: SizeOption }
  | { kind: "custom"; shape: "square" | "circle"; widthInches: number; heightInches: number }
  | { kind: "die-cut"; sizeInches: number };

export function readChosenSize(sizes: readonly SizeOption[], choices: DesignToolChoices): ChosenSize | null {
  const { stickerType, customText } = choices;
  if (stickerType === null) return null;
  if (!choices.customSize) {
    const size = sizesOfType(sizes, stickerType).find((option) => option.id === choices.sizeId);
    return size ? { kind: "standard", size } : null;
  }
  const width = readInchesText(customText.width);
  if (!isCustomSizeInches(width)) return null;
  if (stickerType === "die-cut") return { kind: "die-cut", sizeInches: width };
  if (stickerType === "circle") return { kind: "custom", shape: "circle", widthInches: width, heightInches: width };
  const height = readInchesText(customText.height);
  return isCustomSizeInches(height)
    ? { kind: "custom", shape: "square", widthInches: width, heightInches: height }
    : null;
}

/** The size fields of POST /api/cart: the spec's sizeId, or a custom shape and size (#22). */
export type CartSizeFields =
  | { sizeId: number }
  | { shape: "square" | "circle"; widthInches: number; heightInches: number }
  | { shape: "die-cut"; sizeInches: number };

export function toCartSizeFields(chosen: ChosenSize): CartSizeFields {
  if (chosen.kind === "standard") return { sizeId: chosen.size.id };
  if (chosen.kind === "die-cut") return { shape: "die-cut", sizeInches: chosen.sizeInches };
  return { shape: chosen.shape, widthInches: chosen.widthInches, heightInches: chosen.heightInches };
}

/** 1: no design yet; 2: a design is uploaded; 3: a design and a size are chosen. */
export function getCurrentStep(hasDesign: boolean, sizeChosen: boolean): 1 | 2 | 3 {
  if (!hasDesign) return 1;
  return sizeChosen ? 3 : 2;
}
