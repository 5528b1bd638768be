import type { Catalogue } from "@/lib/domain/catalogue";

/** Loads tried before giving up while saves keep landing (each save is a person in the admin). */
export const MAX_CATALOGUE_LOAD_ATTEMPTS = 3;

type Readers = {
  /** Reads the whole catalogue with several statements, the version stamp first (loadCatalogue). */
  load: () => Promise<Catalogue>;
  /** Reads the version stamp alone (readCatalogueVersion). */
  readVersion: () => Promise<string>;
};

/**
 * The catalogue read whole, as of one moment. loadCatalogue's statements run outside a transaction, so a
 * save committed between them can leave a copy that mixes two versions (the old tiers with the new prices,
 * which even fails to load). Every save bumps the stamp in its own transaction, so the stamp unchanged
 * after the load proves nothing landed in between; a moved stamp, or a failed load, loads again, at most
 * MAX_CATALOGUE_LOAD_ATTEMPTS times in all. Statements: the load's and one stamp read.
 */
export async function loadWholeCatalogue({ load, readVersion }: Readers): Promise<Catalogue> {
  for (let attempt = 1; attempt <= MAX_CATALOGUE_LOAD_ATTEMPTS; attempt++) {
    let catalogue: Catalogue;
    try {
      catalogue = await load();
    } catch (error) {
      // A torn read can fail to load (a tier without its prices); a broken catalogue fails every time.
      if (attempt === MAX_CATALOGUE_LOAD_ATTEMPTS) throw error;
      continue;
    }
    if ((await readVersion()) === catalogue.version) return catalogue;
  }
  throw new Error(`The catalogue changed during each of ${MAX_CATALOGUE_LOAD_ATTEMPTS} loads; please try again.`);
}
