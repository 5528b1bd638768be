import "server-only";
import { conflict } from "@/lib/api/errors";
import type { Catalogue } from "@/lib/domain/catalogue";

/** A line's stock as stored on a CartItem or Order row (#35). */
export type StoredLineStock = {
  sizeName: string;
  materialId: string;
  materialName: string;
  finishId: string;
  finishName: string;
};

/**
 * A line whose material or finish the owner deactivated since it was chosen is not sold again (#35): the
 * checkout and the reorder refuse it with 409 { message } naming it, so the shopper picks another.
 */
export function refuseRetiredStock(catalogue: Catalogue, line: StoredLineStock, from: "cart" | "reorder"): void {
  const advise = (choice: "material" | "finish") =>
    from === "cart"
      ? `Please remove them from your cart and add them again with another ${choice}.`
      : `Please design them again with another ${choice}.`;
  const material = catalogue.materials.find((candidate) => candidate.id === line.materialId);
  if (!material?.active)
    throw conflict(
      `${line.materialName} is no longer available for your ${line.sizeName} stickers. ${advise("material")}`,
    );
  const finish = catalogue.finishes.find((candidate) => candidate.id === line.finishId);
  if (!finish?.active)
    throw conflict(`${line.finishName} is no longer available for your ${line.sizeName} stickers. ${advise("finish")}`);
}
