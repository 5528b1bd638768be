// The design tool's choices and their rules (spec section 4), as a pure reducer.
import { QUANTITY_TIERS } from "@/lib/pricing/price-table";

export type StickerType = "square" | "circle";
export type SizeOption = { id: number; name: string; shape: string; width: number; height: number; price: string };

export type DesignToolChoices = {
  stickerType: StickerType | null;
  sizeId: number | null;
  roundedCorners: boolean;
  quantity: number;
};

export type DesignToolAction =
  | { type: "toggleStickerType"; stickerType: StickerType; checked: boolean }
  | { type: "chooseSize"; sizeId: number }
  | { type: "setRoundedCorners"; roundedCorners: boolean }
  | { type: "chooseQuantity"; quantity: number }
  | { type: "reset" };

export const INITIAL_CHOICES: DesignToolChoices = {
  stickerType: null,
  sizeId: null,
  roundedCorners: false,
  quantity: QUANTITY_TIERS[0],
};

export function sizesOfType(sizes: readonly SizeOption[], stickerType: StickerType | null): SizeOption[] {
  if (!stickerType) return [];
  return sizes.filter((size) => (stickerType === "circle" ? size.shape === "circle" : size.shape !== "circle"));
}

export function reduceDesignToolChoices(sizes: readonly SizeOption[]) {
  return (state: DesignToolChoices, action: DesignToolAction): DesignToolChoices => {
    switch (action.type) {
      case "toggleStickerType":
        if (!action.checked) {
          return state.stickerType === action.stickerType
            ? { ...state, stickerType: null, sizeId: null, roundedCorners: false }
            : state;
        }
        // Choosing a type selects its first size; rounded corners exist for square only.
        return {
          ...state,
          stickerType: action.stickerType,
          sizeId: sizesOfType(sizes, action.stickerType)[0]?.id ?? null,
          roundedCorners: action.stickerType === "square" ? state.roundedCorners : false,
        };
      case "chooseSize":
        return sizesOfType(sizes, state.stickerType).some((size) => size.id === action.sizeId)
          ? { ...state, sizeId: action.sizeId }
          : state;
      case "setRoundedCorners":
        return state.stickerType === "square" ? { ...state, roundedCorners: action.roundedCorners } : state;
      case "chooseQuantity":
        return (QUANTITY_TIERS as readonly number[]).includes(action.quantity)
          ? { ...state, quantity: action.quantity }
          : state;
      case "reset":
        return INITIAL_CHOICES;
    }
  };
}

/** 1: no design yet; 2: a design is uploaded; 3: a design and a size are chosen. */
export function getCurrentStep(hasDesign: boolean, sizeId: number | null): 1 | 2 | 3 {
  if (!hasDesign) return 1;
  return sizeId === null ? 2 : 3;
}
