import "server-only";
import { badRequest } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { decodeWorkingCopy } from "@/lib/die-cut/decode-working-copy";
import { traceWorkingCopyOffThread } from "@/lib/die-cut/trace-off-thread";
import type { TracedOutline } from "@/lib/die-cut/types";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import { refuseDieCut } from "./die-cut-refusals";
import { parseStoredOutline } from "./parse-stored-outline";

/**
 * The outline traced at upload; a 422 with the reason when the artwork was refused (too many pieces, too
 * intricate). A design without one (uploaded before die-cut existed, or whose trace at upload did not
 * finish) is traced from its stored file now, in the geometry pool for `caller`, and kept, refusal too.
 */
export async function readDesignOutline(
  design: { id: number; filename: string; outline: string | null },
  caller: string,
  storage: DesignStorage = getDesignStorage(),
): Promise<TracedOutline> {
  let outline = parseStoredOutline(design.outline);
  if (!outline) {
    const bytes = (await storage.read("primary", design.filename)) ?? (await storage.read("backup", design.filename));
    if (!bytes) throw badRequest("This design's file is missing; please upload it again.");
    const copy = await decodeWorkingCopy(bytes, { limitInputPixels: MAX_DESIGN_PIXELS });
    outline = await traceWorkingCopyOffThread(copy, caller);
    await prisma.design.update({ where: { id: design.id }, data: { outline: JSON.stringify(outline) } });
  }
  if ("refused" in outline) throw refuseDieCut(outline.refused);
  return outline;
}
