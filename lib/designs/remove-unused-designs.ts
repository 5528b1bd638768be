import "server-only";
import { prisma } from "@/lib/db/client";
import { removeDesignFiles } from "@/lib/designs/storage/design-copies";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { findOldestKeptUpload } from "@/lib/designs/unused-design-retention";

/** Most designs removed in one run; a later run takes the rest. */
export const MAX_DESIGNS_REMOVED_PER_RUN = 500;

export type UnusedDesignsRemoval = { removed: number; filesLeft: number };

/**
 * Removes every design uploaded more than UNUSED_DESIGN_RETENTION_DAYS before `now` that no order
 * references, no proof refers to (as its image, the design it shows, or a customer's replacement) and
 * no cart line added within that period holds: its row (older cart lines go with it), then both stored
 * copies and the metadata. Proof images are Design rows too (kind "proof"): one no Proof row refers to
 * (a send that failed after storing it) goes after the same 30 days. Idempotent: a second run finds
 * nothing more.
 *
 * The row is deleted first, by a statement that checks the conditions again, and the files only once
 * it is gone: a design an order took in the meantime keeps its row (the Order foreign key refuses the
 * delete) and its files. Files that cannot be removed are logged and counted in `filesLeft`.
 */
export async function removeUnusedDesigns(
  now: Date = new Date(),
  {
    storage = getDesignStorage(),
    limit = MAX_DESIGNS_REMOVED_PER_RUN,
  }: { storage?: DesignStorage; limit?: number } = {},
): Promise<UnusedDesignsRemoval> {
  const cutoff = findOldestKeptUpload(now);
  const unused = {
    createdAt: { lt: cutoff },
    orders: { none: {} },
    // Every proof version stays visible to both sides: what it shows and its image are kept with it.
    proofImages: { none: {} },
    proofDesigns: { none: {} },
    proofReplacements: { none: {} },
    cartItems: { none: { createdAt: { gte: cutoff } } },
    // A sticker on an ordered sheet (#39) is kept as the order's own design is; one on a recent cart's sheet too.
    sheetStickers: { none: { OR: [{ orderId: { not: null } }, { cartItem: { createdAt: { gte: cutoff } } }] } },
  };
  const candidates = await prisma.design.findMany({
    where: unused,
    select: { id: true, filename: true },
    orderBy: { id: "asc" },
    take: limit,
  });

  let removed = 0;
  let filesLeft = 0;
  for (const design of candidates) {
    let count: number;
    try {
      // A stale cart's sticker sheet goes with its design, as a stale cart's single line does (its cascade);
      // both in one transaction, so a sheet is never left with a sticker missing.
      count = await prisma.$transaction(async (tx) => {
        await tx.cartItem.deleteMany({
          where: { createdAt: { lt: cutoff }, sheetStickers: { some: { designId: design.id } } },
        });
        return (await tx.design.deleteMany({ where: { id: design.id, ...unused } })).count;
      });
    } catch (error) {
      // P2003: an order or a proof referencing the design was committed meanwhile; it stays.
      if ((error as { code?: unknown }).code === "P2003") continue;
      throw error;
    }
    if (count === 0) continue;
    removed += 1;
    if (!(await removeDesignFiles(storage, design.filename))) filesLeft += 1;
  }
  return { removed, filesLeft };
}
