import "server-only";
import { prisma } from "@/lib/db/client";
import type { TransactionClient } from "@/lib/domain/transaction-client";

/** The id of CatalogueSetting's one row. */
export const CATALOGUE_SETTING_ID = 1;

/**
 * The catalogue's version stamp: one cheap statement (a primary-key read of one integer). Every catalogue
 * write bumps it in its own transaction, so an instance whose copy has another version reloads.
 */
export async function readCatalogueVersion(db: Pick<TransactionClient, "catalogueSetting"> = prisma): Promise<string> {
  const row = await db.catalogueSetting.findUnique({
    where: { id: CATALOGUE_SETTING_ID },
    select: { version: true },
  });
  if (!row) throw new Error("The catalogue is not set up: its settings row is missing (run npm run db:seed).");
  return String(row.version);
}
