import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { getServerEnv } from "@/lib/env";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { recordProofEvent } from "./record-proof-event";

/**
 * At placement (in its transaction): an order of a design whose proof the customer already approved at
 * the same size (hence shape) and corners, on any earlier order, needs no new proof. It gets that
 * approval as its version 1 (source "reorder", the same proof image and design), proof state
 * "approved" and a proof event, so it can go straight to printing once paid. A different size or
 * corners shows a different cut: that order waits for a proof as usual.
 *
 * Orders that already have a proof are left alone, so a re-submission of the same checkout (its orders
 * updated in place) never carries a second one over. Returns how many orders got an approval.
 */
export async function carryOverApprovedProofs(
  tx: TransactionClient,
  paymentId: string,
  orderIds: number[],
  now: Date = new Date(),
): Promise<number> {
  const orders = await tx.order.findMany({
    where: { id: { in: orderIds }, proofState: "none", proofs: { none: {} } },
    select: {
      id: true,
      designId: true,
      shape: true,
      widthInches: true,
      heightInches: true,
      cutLine: true,
      roundedCorners: true,
      scale: true,
      xPosition: true,
      yPosition: true,
    },
    orderBy: { id: "asc" },
  });
  return carryOverToOrders(tx, orders, paymentId, now);
}

/**
 * The cut an approval is bound to: the design, the sticker's shape and dimensions (a die-cut: its
 * cut line), corners and placement.
 */
export type OrderCut = {
  id: number;
  designId: number;
  shape: string;
  widthInches: number;
  heightInches: number;
  cutLine: string | null;
  roundedCorners: boolean;
  scale: number;
  xPosition: number;
  yPosition: number;
};

/**
 * carryOverApprovedProofs for orders this placement has just inserted (in ascending id order): they
 * have no proof yet by construction, and the caller knows their cuts, so nothing is read back.
 */
export async function carryOverApprovedProofsToNewOrders(
  tx: TransactionClient,
  paymentId: string,
  orders: OrderCut[],
  now: Date = new Date(),
): Promise<number> {
  return carryOverToOrders(tx, orders, paymentId, now);
}

type ApprovedProofRow = {
  imageDesignId: number;
  designId: number;
  orderId: number;
  orderCreatedAt: Date | string;
  shape: string;
  widthInches: number;
  heightInches: number;
  cutLine: string | null;
  roundedCorners: boolean | number;
  scale: number;
  xPosition: number;
  yPosition: number;
};

/**
 * The standing approvals of the designs of this payment's orders (the placement's orders: every
 * order of a payment is placed, and re-placed, together), on other checkouts' orders, newest first,
 * in ONE statement for the whole placement (it was a query and a follow-up select per order, on every
 * checkout). An approval stands while its order's proof state is "approved": a newer version sent
 * after it withdraws it. Bound parameters only, no Prisma.join (a fragment from a second copy of the
 * Prisma module, after a dev reload, would be sent as a parameter).
 */
async function findStandingApprovals(tx: TransactionClient, paymentId: string) {
  return tx.$queryRaw<ApprovedProofRow[]>`
    SELECT p."imageDesignId", p."designId", o."id" AS "orderId", o."createdAt" AS "orderCreatedAt", o."shape",
      o."widthInches", o."heightInches", o."cutLine", o."roundedCorners", o."scale", o."xPosition", o."yPosition"
    FROM "Proof" p JOIN "Order" o ON o."id" = p."orderId"
    WHERE p."status" = 'approved' AND o."proofState" = 'approved'
      AND p."designId" IN (SELECT "designId" FROM "Order" WHERE "paymentId" = ${paymentId})
      AND (o."paymentId" IS NULL OR o."paymentId" <> ${paymentId})
    ORDER BY p."id" DESC`;
}

/** The same cut: an approval of another cut shows a different sticker. */
function hasSameCut(order: OrderCut, approval: ApprovedProofRow): boolean {
  return (
    approval.designId === order.designId &&
    approval.shape === order.shape &&
    Number(approval.widthInches) === order.widthInches &&
    Number(approval.heightInches) === order.heightInches &&
    approval.cutLine === order.cutLine &&
    Boolean(approval.roundedCorners) === order.roundedCorners &&
    approval.scale === order.scale &&
    approval.xPosition === order.xPosition &&
    approval.yPosition === order.yPosition
  );
}

async function carryOverToOrders(
  tx: TransactionClient,
  orders: OrderCut[],
  paymentId: string,
  now: Date,
): Promise<number> {
  if (orders.length === 0) return 0;
  const approvals = await findStandingApprovals(tx, paymentId);
  let carried = 0;
  for (const order of orders) {
    // The proof's own design, not its order's: the approved version shows exactly this artwork. The
    // latest approval (ids descend; respondedAt may be null, and nulls sort differently per database).
    const match = approvals.find((approval) => hasSameCut(order, approval));
    const approved = match && {
      imageDesignId: match.imageDesignId,
      designId: match.designId,
      order: { id: match.orderId, createdAt: new Date(match.orderCreatedAt) },
    };
    if (!approved) continue;
    await tx.proof.create({
      data: {
        orderId: order.id,
        version: 1,
        source: "reorder",
        status: "approved",
        imageDesignId: approved.imageDesignId,
        designId: approved.designId,
        createdAt: now,
        respondedAt: now,
      },
    });
    await tx.order.update({ where: { id: order.id }, data: { proofState: "approved" } });
    const source = formatOrderNumber(approved.order.id, approved.order.createdAt, getServerEnv().SHOP_TIME_ZONE);
    await recordProofEvent(tx, {
      orderId: order.id,
      from: "none",
      to: "approved",
      detail: `Approved proof carried over from order ${source}`,
      actor: "system",
    });
    carried += 1;
  }
  return carried;
}
