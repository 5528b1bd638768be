import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { CATALOGUE_SETTING_ID } from "./read-catalogue-version";

/**
 * The first statement of every catalogue write's transaction: bumps the version stamp, which also locks
 * the settings row (PostgreSQL; SQLite has one writer anyway), so catalogue writes run one at a time and
 * each reads what it changes under the lock. A refused write rolls back and leaves the stamp as it was.
 */
export async function beginCatalogueChange(tx: TransactionClient): Promise<string> {
  const setting = await tx.catalogueSetting.update({
    where: { id: CATALOGUE_SETTING_ID },
    data: { version: { increment: 1 } },
    select: { version: true },
  });
  return String(setting.version);
}
