import "server-only";
import { prisma } from "@/lib/db/client";
import { customerOrderIdsSql } from "./list-customer-orders";
import { SAVED_ADDRESS_FIELDS, type SavedAddress } from "./saved-address";

/** The checkout offers this many of the customer's addresses, the most recently used first. */
export const MAX_SAVED_ADDRESSES = 5;

/**
 * A signed-in customer's saved shipping addresses: those of their paid orders (guest orders included),
 * newest first, each once (the same recipient, phone, company and address in any letter case and spacing).
 * Kept with the orders themselves, so a checkout writes nothing more; deleting the account leaves none to
 * show. Two statements.
 */
export async function listSavedAddresses(email: string): Promise<SavedAddress[]> {
  const ids = (await prisma.$queryRaw<{ id: number | bigint }[]>(customerOrderIdsSql(email))).map((row) =>
    Number(row.id),
  );
  if (ids.length === 0) return [];
  const orders = await prisma.order.findMany({
    where: { id: { in: ids } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: Object.fromEntries(SAVED_ADDRESS_FIELDS.map((field) => [field, true])) as Record<
      (typeof SAVED_ADDRESS_FIELDS)[number],
      true
    >,
  });
  const seen = new Map<string, SavedAddress>();
  for (const order of orders) {
    const fields = Object.fromEntries(
      SAVED_ADDRESS_FIELDS.map((field) => [field, (order[field] ?? "").trim()]),
    ) as Record<(typeof SAVED_ADDRESS_FIELDS)[number], string>;
    const key = SAVED_ADDRESS_FIELDS.map((field) => fields[field].toLowerCase().replace(/\s+/g, " ")).join("|");
    if (seen.has(key)) continue;
    const label = [fields.customerName, fields.shippingAddress, fields.shippingCity, fields.shippingState]
      .filter(Boolean)
      .join(", ");
    seen.set(key, { label, ...fields });
    if (seen.size === MAX_SAVED_ADDRESSES) break;
  }
  return [...seen.values()];
}
