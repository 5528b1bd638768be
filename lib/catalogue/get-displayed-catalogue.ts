import "server-only";
import type { Catalogue } from "@/lib/domain/catalogue";
import { getCatalogue } from "./get-catalogue";
import { readCatalogueCopy } from "./get-catalogue-for-version";

/**
 * The catalogue for what only shows it (the sizes list, the design tool): current like getCatalogue, but
 * while the database cannot be reached the last copy this instance read still answers, as the sizes did
 * before #35, so the shop's pages keep drawing. What is charged never comes from here: the cart and the
 * checkout read the version with their own statements and fail while the database is down.
 */
export async function getDisplayedCatalogue(): Promise<Catalogue> {
  try {
    return await getCatalogue();
  } catch (error) {
    const copy = readCatalogueCopy();
    if (copy) return copy;
    throw error;
  }
}
