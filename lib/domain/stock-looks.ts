// How the shop shows a stock (#36): the design tool's preview and the pickers' swatches draw a material
// and a finish by their look, which the owner picks for each one at /admin/catalogue (an owner adding
// "Glitter vinyl" chooses how it previews without a developer). Browser-safe.

/** A material's look: printed on opaque stock, on clear film, or on rainbow-shimmer holographic vinyl. */
export const MATERIAL_LOOKS = ["opaque", "clear", "holographic"] as const;
export type MaterialLook = (typeof MATERIAL_LOOKS)[number];

/** A finish's look: a shiny laminate with a highlight, or a glare-free one. */
export const FINISH_LOOKS = ["gloss", "matte"] as const;
export type FinishLook = (typeof FINISH_LOOKS)[number];

export const DEFAULT_MATERIAL_LOOK: MaterialLook = "opaque";
export const DEFAULT_FINISH_LOOK: FinishLook = "gloss";

/** What the owner reads in the catalogue's form and table. */
export const MATERIAL_LOOK_LABELS: Record<MaterialLook, string> = {
  opaque: "Opaque (solid stock)",
  clear: "Clear (see-through film)",
  holographic: "Holographic (rainbow sheen)",
};
export const FINISH_LOOK_LABELS: Record<FinishLook, string> = {
  gloss: "Gloss (shiny highlight)",
  matte: "Matte (no glare)",
};

/** A stored look, or the default for a value this version does not know (a row written by a newer one). */
export function readMaterialLook(value: string | null | undefined): MaterialLook {
  return (MATERIAL_LOOKS as readonly string[]).includes(value ?? "") ? (value as MaterialLook) : DEFAULT_MATERIAL_LOOK;
}

export function readFinishLook(value: string | null | undefined): FinishLook {
  return (FINISH_LOOKS as readonly string[]).includes(value ?? "") ? (value as FinishLook) : DEFAULT_FINISH_LOOK;
}

/** A sticker's stock as the shop draws it: its material's look and its finish's. */
export type StockLook = { material: MaterialLook; finish: FinishLook };

export const DEFAULT_STOCK_LOOK: StockLook = { material: DEFAULT_MATERIAL_LOOK, finish: DEFAULT_FINISH_LOOK };
