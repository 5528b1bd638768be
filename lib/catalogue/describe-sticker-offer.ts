import type { Catalogue } from "@/lib/domain/catalogue";

/** "a", "a or b", "a, b or c": a shopper's list of choices. */
function joinChoices(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/**
 * The home page's promise, from the owner's catalogue rather than from code: the stocks and laminates on
 * sale today ("White vinyl, Clear vinyl or Holographic, in Gloss laminate or Matte laminate") and the smallest
 * quantity sold. Inactive entries are left out; a catalogue with one finish names it alone.
 */
export function describeStickerOffer(catalogue: Pick<Catalogue, "materials" | "finishes" | "grid">): {
  stocks: string;
  /** Null only for a grid with no tier, which the catalogue's validation never saves. */
  minimumQuantity: number | null;
} {
  const materials = catalogue.materials.filter((material) => material.active).map((material) => material.name);
  const finishes = catalogue.finishes.filter((finish) => finish.active).map((finish) => finish.name);
  const finishText = finishes.length ? `, in ${joinChoices(finishes)}` : "";
  return { stocks: `${joinChoices(materials)}${finishText}`, minimumQuantity: catalogue.grid.quantities[0] ?? null };
}
