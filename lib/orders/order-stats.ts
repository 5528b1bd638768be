import "server-only";
import { prisma } from "@/lib/db/client";
import { formatCents } from "@/lib/money/format-cents";
import { countOrders } from "./order-counts";
import { startOfZonedDay } from "./start-of-zoned-day";

/** The KPI row of the dashboard; money as decimal strings like the rest of the API. */
export type OrderStats = {
  /** Paid, active orders whose proof is approved: ready to print. */
  toPrint: number;
  /** Paid, active orders whose proof is still to be sent: none yet, or the customer asked for changes. */
  proofsToSend: number;
  /** Active orders being printed (processing), waiting to be shipped. */
  toShip: number;
  /** Paid since the shop's midnight: payments' totals minus what was refunded of them. */
  revenueToday: string;
  /** The same over the last 30 × 24 hours. */
  revenueLast30Days: string;
  timeZone: string;
};

const DAY_MS = 86_400_000;

async function paidRevenueCents(since: Date, until: Date): Promise<number> {
  const { _sum } = await prisma.payment.aggregate({
    where: { paidAt: { gte: since, lte: until } },
    _sum: { totalCents: true, refundedCents: true },
  });
  return (_sum.totalCents ?? 0) - (_sum.refundedCents ?? 0);
}

/**
 * Orders to print (paid, not archived, proof approved), proofs to send (paid, not archived, proof state none or
 * changes requested), to ship (processing, not archived), and the revenue of the
 * payments paid today (in `timeZone`) and in the last 30 days, by paidAt, net of refunds. Test-mode
 * payments count too (the CSV and the table mark them).
 */
export async function getOrderStats(timeZone: string, now = new Date()): Promise<OrderStats> {
  const [toPrint, proofsToSend, toShip, today, last30Days] = await Promise.all([
    // From the order counts the triggers keep (lib/orders/order-counts.ts): no scan of the orders.
    countOrders({ archived: false, statuses: ["paid"], proofStates: ["approved"] }),
    countOrders({ archived: false, statuses: ["paid"], proofStates: ["none", "changes_requested"] }),
    countOrders({ archived: false, statuses: ["processing"] }),
    paidRevenueCents(startOfZonedDay(now, timeZone), now),
    paidRevenueCents(new Date(now.getTime() - 30 * DAY_MS), now),
  ]);
  return {
    toPrint,
    proofsToSend,
    toShip,
    revenueToday: formatCents(today),
    revenueLast30Days: formatCents(last30Days),
    timeZone,
  };
}
