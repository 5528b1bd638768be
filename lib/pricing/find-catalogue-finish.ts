import type { Catalogue, CatalogueFinish } from "@/lib/domain/catalogue";
import { UnknownFinishError } from "./pricing-errors";

/**
 * The finish a line is laminated with: the active one with this id, or the catalogue's default when no
 * id is given (finish is optional everywhere). Throws UnknownFinishError for an unknown or inactive id.
 */
export function findCatalogueFinish(catalogue: Catalogue, finishId?: string | null): CatalogueFinish {
  if (finishId === undefined || finishId === null) {
    const fallback = catalogue.finishes.find((finish) => finish.isDefault && finish.active);
    if (!fallback) throw new Error("The catalogue has no active default finish.");
    return fallback;
  }
  const finish = catalogue.finishes.find((candidate) => candidate.id === finishId);
  if (!finish || !finish.active) throw new UnknownFinishError(finishId);
  return finish;
}
