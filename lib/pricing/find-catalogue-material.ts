import type { Catalogue, CatalogueMaterial } from "@/lib/domain/catalogue";
import { UnknownMaterialError } from "./pricing-errors";

/**
 * The material a line is printed on: the active one with this id, or the catalogue's default when no id
 * is given (material is optional everywhere). Throws UnknownMaterialError for an unknown or inactive id.
 */
export function findCatalogueMaterial(catalogue: Catalogue, materialId?: string | null): CatalogueMaterial {
  if (materialId === undefined || materialId === null) {
    const fallback = catalogue.materials.find((material) => material.isDefault && material.active);
    if (!fallback) throw new Error("The catalogue has no active default material.");
    return fallback;
  }
  const material = catalogue.materials.find((candidate) => candidate.id === materialId);
  if (!material || !material.active) throw new UnknownMaterialError(materialId);
  return material;
}
