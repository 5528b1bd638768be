import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";

export type CatalogueChangeRecord = {
  /** What changed: "Material clear-vinyl", "Finish matte", 'Size 3" square', "Prices", "Shipping". */
  subject: string;
  kind: "created" | "changed";
  /** The entry before the change (null for a creation) and after it, as the admin API shows them. */
  before: unknown;
  after: unknown;
};

/** Writes one line of the catalogue's history, in the change's own transaction. */
export async function recordCatalogueChange(tx: TransactionClient, change: CatalogueChangeRecord): Promise<void> {
  await tx.catalogueChange.create({
    data: {
      subject: change.subject,
      kind: change.kind,
      before: change.before === null ? null : JSON.stringify(change.before),
      after: JSON.stringify(change.after),
    },
  });
}
