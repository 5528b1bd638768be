import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { PAID_ONWARD_STATUSES, type OrderStatus } from "@/lib/domain/order-statuses";
import { PROOF_STATE_LABELS, isProofState } from "@/lib/domain/proof-state";
import { getServerEnv } from "@/lib/env";
import { buildTrackingUrl, carrierName } from "@/lib/shipping/tracking-url";

/** The account page shows this many orders; older ones are reached through "Find my order". */
export const ACCOUNT_ORDER_LIMIT = 200;

/** Each paid-onward status in the customer's words (the order page's timeline says the same). */
const CUSTOMER_STATUS_LABELS: Record<(typeof PAID_ONWARD_STATUSES)[number], string> = {
  paid: "Payment received",
  processing: "Printing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export type CustomerOrderRow = {
  id: number;
  orderNumber: string;
  placedAt: string;
  sizeName: string;
  quantity: number;
  status: OrderStatus;
  statusLabel: string;
  proofLabel: string;
  tracking: { text: string; url: string | null } | null;
  /** The sticker's finished size and its design, for the account's list of designs (groupCustomerDesigns). */
  widthInches: number;
  heightInches: number;
  design: { id: number; name: string; filename: string; widthPixels: number; heightPixels: number };
};

/** The ids of the customer's paid orders, newest first: read from the index on (lower("customerEmail"), createdAt, id). */
export function customerOrderIdsSql(email: string): Prisma.Sql {
  const statuses = PAID_ONWARD_STATUSES as readonly string[];
  return Prisma.sql`
    SELECT "id" FROM "Order"
    WHERE lower("customerEmail") = ${email.trim().toLowerCase()} AND "paymentId" IS NOT NULL
      AND "status" IN (${Prisma.join(statuses)})
    ORDER BY "createdAt" DESC, "id" DESC
    LIMIT ${ACCOUNT_ORDER_LIMIT}`;
}

/**
 * Every paid order placed with the customer's address, in any letter case, guest orders before the
 * account included (the sign-in link proved the address), newest first. One statement for the ids
 * (the index on lower("customerEmail"), createdAt, id) and one for the rows.
 */
export async function listCustomerOrders(email: string): Promise<CustomerOrderRow[]> {
  const found = await prisma.$queryRaw<{ id: number | bigint }[]>(customerOrderIdsSql(email));
  const ids = found.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const orders = await prisma.order.findMany({
    where: { id: { in: ids } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      createdAt: true,
      sizeName: true,
      quantity: true,
      status: true,
      proofState: true,
      carrier: true,
      trackingNumber: true,
      widthInches: true,
      heightInches: true,
      design: { select: { id: true, originalName: true, filename: true, width: true, height: true } },
    },
  });
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  return orders.map((order) => {
    const status = order.status as (typeof PAID_ONWARD_STATUSES)[number];
    const shipment = [carrierName(order.carrier), order.trackingNumber].filter(Boolean).join(" ");
    return {
      id: order.id,
      orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone),
      placedAt: order.createdAt.toISOString(),
      sizeName: order.sizeName,
      quantity: order.quantity,
      status,
      statusLabel: CUSTOMER_STATUS_LABELS[status] ?? status,
      proofLabel: isProofState(order.proofState) ? PROOF_STATE_LABELS[order.proofState] : order.proofState,
      tracking: order.trackingNumber
        ? { text: shipment, url: buildTrackingUrl(order.carrier, order.trackingNumber) }
        : null,
      widthInches: order.widthInches,
      heightInches: order.heightInches,
      design: {
        id: order.design.id,
        name: order.design.originalName,
        filename: order.design.filename,
        widthPixels: order.design.width,
        heightPixels: order.design.height,
      },
    };
  });
}
