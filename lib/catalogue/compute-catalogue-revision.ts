import "server-only";
import { createHash } from "node:crypto";

/**
 * A short fingerprint of one part of the catalogue as the admin edits it (the price grid, the shipping
 * rules). The editor sends back the fingerprint it loaded, and a save refuses with 409 when the part has
 * changed since: two people editing the grid at once must not overwrite each other without knowing.
 * Computed from the part itself rather than the catalogue's version, so renaming a material while the grid
 * is open does not refuse the grid.
 */
export function computeCatalogueRevision(part: unknown): string {
  return createHash("sha256").update(JSON.stringify(part)).digest("hex").slice(0, 16);
}
