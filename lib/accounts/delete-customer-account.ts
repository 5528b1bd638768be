import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { removeDesignFiles } from "@/lib/designs/storage/design-copies";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { findCustomerOrderIds } from "./find-customer-order-ids";
import type { SignedInCustomer } from "./read-signed-in-customer";

/** What a deleted customer's stored e-mails hold instead of their text. */
const REMOVED_EMAIL_BODY = "(Removed: the customer deleted their account.)";

/** What a deleted customer's finished orders say instead of their name and contact. */
export const DELETED_CUSTOMER = { name: "Deleted customer", email: "deleted-customer@invalid", phone: "" } as const;
/**
 * Orders whose contact the shop still needs: paid and not yet delivered (it prints, ships and tells them),
 * or waiting for a payment that may still arrive. The rest keep their money and address, not the person.
 */
const STILL_NEEDS_CONTACT = ["pending", "paid", "processing", "shipped"];

export type AccountDeletion = { ordersAnonymised: number; ordersKeepingContact: number; designsRemoved: number };

/**
 * "Delete my account": in one transaction, the customer (their sessions and sign-in records go with it),
 * their unused sign-in links, the carts of the sessions they ordered from and the designs uploaded there
 * that no order or proof uses; on finished orders (delivered, cancelled, expired) the name, e-mail, phone,
 * company and notes are replaced (DELETED_CUSTOMER) and an event says so; the stored e-mails sent to the
 * address lose it and their text, except those about orders still on their way. Payments, refunds, amounts
 * and shipping addresses (the sale's record, which the law asks the shop to keep) stay; so do the contact
 * details of orders still on their way (the shop needs them to deliver; they are not removed later on
 * their own). The designs' files are removed after the commit.
 */
export async function deleteCustomerAccount(
  customer: SignedInCustomer,
  { storage = getDesignStorage(), now = new Date() }: { storage?: DesignStorage; now?: Date } = {},
): Promise<AccountDeletion> {
  const { deletion, filenames } = await prisma.$transaction(async (tx) => {
    const ids = await findCustomerOrderIds(tx, customer.email);
    const orders = await tx.order.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true, sessionId: true },
    });
    const sessions = [...new Set(orders.map((order) => order.sessionId).filter((id): id is string => Boolean(id)))];
    const finished = orders.filter((order) => !STILL_NEEDS_CONTACT.includes(order.status)).map((order) => order.id);

    await tx.cartItem.deleteMany({ where: { sessionId: { in: sessions } } });
    const unused = await tx.design.findMany({
      where: {
        sessionId: { in: sessions },
        orders: { none: {} },
        proofImages: { none: {} },
        proofDesigns: { none: {} },
        proofReplacements: { none: {} },
        // The cart's sheets were removed above: what is left is an order's sticker sheet (#39).
        sheetStickers: { none: {} },
      },
      select: { id: true, filename: true },
    });
    await tx.design.deleteMany({ where: { id: { in: unused.map((design) => design.id) } } });
    await tx.order.updateMany({
      where: { id: { in: finished } },
      data: {
        customerName: DELETED_CUSTOMER.name,
        customerEmail: DELETED_CUSTOMER.email,
        customerPhone: DELETED_CUSTOMER.phone,
        companyName: null,
        additionalNotes: null,
      },
    });
    await tx.orderEvent.createMany({
      data: finished.map((orderId) => ({
        orderId,
        type: "note",
        actor: "customer",
        detail: "The customer deleted their account: name and contact removed",
        createdAt: now,
      })),
    });
    // Stored e-mails to the address, but those about orders still on their way: the address and the bodies
    // (names, addresses) go. One still waiting to be sent is left to go out, or to fail, first.
    const keptOrders = orders.filter((order) => !finished.includes(order.id)).map((order) => order.id);
    const keptPayments = (await tx.order.findMany({ where: { id: { in: keptOrders } }, select: { paymentId: true } }))
      .map((order) => order.paymentId)
      .filter((id): id is string => Boolean(id));
    const emailKey = customer.email.trim().toLowerCase();
    await tx.$executeRaw`
      UPDATE "EmailMessage" SET "toAddress" = ${DELETED_CUSTOMER.email}, "textBody" = ${REMOVED_EMAIL_BODY}, "htmlBody" = NULL
      WHERE lower("toAddress") = ${emailKey} AND "status" NOT IN ('queued', 'sending')
        AND ("orderId" IS NULL OR "orderId" NOT IN (${Prisma.join([...keptOrders, -1])}))
        AND ("paymentId" IS NULL OR "paymentId" NOT IN (${Prisma.join([...keptPayments, ""])}))`;
    // Sign-in links not used yet: their rows hold the address, and one would make the account again.
    await tx.signInToken.deleteMany({ where: { value: { contains: JSON.stringify(emailKey) } } });
    // Two deletes at once (a double click): the second finds no customer and changes nothing more.
    await tx.customer.deleteMany({ where: { id: customer.id } });
    return {
      deletion: {
        ordersAnonymised: finished.length,
        ordersKeepingContact: orders.length - finished.length,
        designsRemoved: unused.length,
      },
      filenames: unused.map((design) => design.filename),
    };
  });
  for (const filename of filenames) await removeDesignFiles(storage, filename);
  return deletion;
}
