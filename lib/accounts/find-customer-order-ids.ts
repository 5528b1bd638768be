import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";

/**
 * Every order placed with the address (any letter case, any status), oldest first: what an export shows
 * and a deletion goes through. One statement on the index on lower("customerEmail").
 */
export async function findCustomerOrderIds(tx: Pick<TransactionClient, "$queryRaw">, email: string): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number | bigint }[]>`
    SELECT "id" FROM "Order" WHERE lower("customerEmail") = ${email.trim().toLowerCase()}
    ORDER BY "createdAt", "id"`;
  return rows.map((row) => Number(row.id));
}
