import "server-only";
import type { Catalogue } from "@/lib/domain/catalogue";
import { loadCatalogue } from "./load-catalogue";
import { loadWholeCatalogue } from "./load-whole-catalogue";
import { readCatalogueVersion } from "./read-catalogue-version";

// This instance's copy of the catalogue and the one load in flight (concurrent requests share it).
let copy: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;

function startLoad(): Promise<Catalogue> {
  const load = loadWholeCatalogue({ load: () => loadCatalogue(), readVersion: () => readCatalogueVersion() }).then(
    (catalogue) => {
      copy = catalogue;
      return catalogue;
    },
  );
  loading = load;
  // A failed load (database down) is not kept: the next call tries again.
  const forget = () => {
    if (loading === load) loading = undefined;
  };
  load.then(forget, forget);
  return load;
}

/**
 * The catalogue at `version` (a stamp the caller read, e.g. with readCatalogueVersion or folded into a
 * read it already makes), from this instance's memory: no statement while the copy has that version,
 * one load shared by every caller when it has not. A load that was already under way when the version
 * moved on may hold the older catalogue: then one fresh load follows.
 */
export async function getCatalogueForVersion(version: string): Promise<Catalogue> {
  if (copy?.version === version) return copy;
  const loaded = await (loading ?? startLoad());
  if (loaded.version === version || Number(loaded.version) > Number(version)) return loaded;
  // The load joined above began before the caller read `version`; one begun since it ended reads it or later.
  return loading ?? startLoad();
}

/** This instance's last copy of the catalogue, whatever its version, or undefined before the first load. */
export function readCatalogueCopy(): Catalogue | undefined {
  return copy;
}
