import "server-only";
import { LRUCache } from "lru-cache";
import { badRequest } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { decodeWorkingCopy } from "@/lib/die-cut/decode-working-copy";
import { GeometryTimeoutError } from "@/lib/die-cut/geometry-errors";
import { traceWorkingCopyOffThread } from "@/lib/die-cut/trace-off-thread";
import type { StoredOutline, TracedOutline } from "@/lib/die-cut/types";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import { refuseDieCut } from "./die-cut-refusals";
import { parseStoredOutline } from "./parse-stored-outline";

/** A design whose trace ran past its time limit is not traced again, at any size, for this long. */
const TIMED_OUT_TTL_MS = 15 * 60_000;
const timedOut = new LRUCache<string, true>({ max: 10_000, ttl: TIMED_OUT_TTL_MS });
/** Traces under way, by design file: every size asked meanwhile waits for the one trace. */
const tracing = new Map<string, Promise<StoredOutline>>();

/**
 * The outline traced at upload; a 422 with the reason when the artwork was refused (too many pieces, too
 * intricate). A design without one (uploaded before die-cut existed, whose trace at upload did not finish,
 * or stored by an older tracer beyond today's caps) is traced from its stored file now, in the geometry
 * pool for `caller`, once however many sizes are asked, and kept, refusal too. A trace past its time limit
 * answers 422 "too intricate" for every size of the design for 15 minutes.
 */
export async function readDesignOutline(
  design: { id: number; filename: string; outline: string | null },
  caller: string,
  storage: DesignStorage = getDesignStorage(),
): Promise<TracedOutline> {
  let outline = parseStoredOutline(design.outline);
  if (!outline) {
    if (timedOut.has(design.filename)) throw refuseDieCut("too-intricate");
    let pending = tracing.get(design.filename);
    if (!pending) {
      pending = traceAndStore(design, caller, storage).finally(() => tracing.delete(design.filename));
      tracing.set(design.filename, pending);
    }
    outline = await pending;
  }
  if ("refused" in outline) throw refuseDieCut(outline.refused);
  return outline;
}

async function traceAndStore(
  design: { id: number; filename: string },
  caller: string,
  storage: DesignStorage,
): Promise<StoredOutline> {
  try {
    const bytes = (await storage.read("primary", design.filename)) ?? (await storage.read("backup", design.filename));
    if (!bytes) throw badRequest("This design's file is missing; please upload it again.");
    const copy = await decodeWorkingCopy(bytes, { limitInputPixels: MAX_DESIGN_PIXELS });
    const outline = await traceWorkingCopyOffThread(copy, caller);
    await prisma.design.update({ where: { id: design.id }, data: { outline: JSON.stringify(outline) } });
    return outline;
  } catch (error) {
    if (error instanceof GeometryTimeoutError && error.stage === "running") {
      timedOut.set(design.filename, true);
      throw refuseDieCut("too-intricate");
    }
    throw error;
  }
}
