import "server-only";
import { badRequest } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { TracedOutline } from "@/lib/die-cut/types";
import { traceArtworkOutline } from "@/lib/die-cut/trace-artwork-outline";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import { parseStoredOutline } from "./parse-stored-outline";

/**
 * The outline traced at upload. A design uploaded before die-cut existed has none: it is traced from
 * its stored file now, once, and kept.
 */
export async function readDesignOutline(
  design: { id: number; filename: string; outline: string | null },
  storage: DesignStorage = getDesignStorage(),
): Promise<TracedOutline> {
  const stored = parseStoredOutline(design.outline);
  if (stored) return stored;
  const bytes = (await storage.read("primary", design.filename)) ?? (await storage.read("backup", design.filename));
  if (!bytes) throw badRequest("This design's file is missing; please upload it again.");
  const outline = await traceArtworkOutline(bytes, { limitInputPixels: MAX_DESIGN_PIXELS });
  await prisma.design.update({ where: { id: design.id }, data: { outline: JSON.stringify(outline) } });
  return outline;
}
