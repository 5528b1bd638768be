import "server-only";
import { conflict } from "@/lib/api/errors";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";

export const PRINT_DESIGN_MISSING =
  "The order's design file is missing from storage (primary and backup), so no print file can be made.";

/**
 * The design's stored bytes for printing: the primary copy, else the backup File Health restores from (a
 * lost primary must not stop the press). 409 when neither is there.
 */
export async function readPrintDesign(storage: DesignStorage, filename: string): Promise<Buffer> {
  if (!isDesignFilename(filename)) throw conflict(PRINT_DESIGN_MISSING);
  const bytes = (await storage.read("primary", filename)) ?? (await storage.read("backup", filename));
  if (!bytes) throw conflict(PRINT_DESIGN_MISSING);
  return bytes;
}
