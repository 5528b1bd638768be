import "server-only";
import type { Catalogue } from "@/lib/domain/catalogue";
import { getCatalogueForVersion } from "./get-catalogue-for-version";
import { readCatalogueVersion } from "./read-catalogue-version";

/**
 * The owner's catalogue, current on every call: one cheap statement reads the version stamp and the rest
 * comes from this instance's memory, reloaded only when the stamp changed. A caller that already reads
 * the stamp (say within a statement it makes anyway) calls getCatalogueForVersion instead.
 */
export async function getCatalogue(): Promise<Catalogue> {
  return getCatalogueForVersion(await readCatalogueVersion());
}
