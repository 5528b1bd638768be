import "server-only";
import type { TransactionClient } from "@/lib/checkout/apply-paid-payment";
import { getServerEnv } from "@/lib/env";
import { formatOrderNumber } from "@/lib/orders/format-order-number";
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
  orderIds: number[],
  now: Date = new Date(),
): Promise<number> {
  const orders = await tx.order.findMany({
    where: { id: { in: orderIds }, proofState: "none", proofs: { none: {} } },
    select: {
      id: true,
      designId: true,
      sizeId: true,
      roundedCorners: true,
      scale: true,
      xPosition: true,
      yPosition: true,
    },
    orderBy: { id: "asc" },
  });
  let carried = 0;
  for (const order of orders) {
    // The proof's own design, not its order's: the approved version shows exactly this artwork.
    const approved = await tx.proof.findFirst({
      where: {
        status: "approved",
        designId: order.designId,
        // The same cut (size, corners, placement) on an order whose approval still stands: a newer
        // version sent after it (proof state "sent" again) withdraws it.
        order: {
          id: { notIn: orderIds },
          proofState: "approved",
          sizeId: order.sizeId,
          roundedCorners: order.roundedCorners,
          scale: order.scale,
          xPosition: order.xPosition,
          yPosition: order.yPosition,
        },
      },
      // The latest approval (ids ascend; respondedAt may be null, and nulls sort differently per database).
      orderBy: { id: "desc" },
      select: { imageDesignId: true, designId: true, order: { select: { id: true, createdAt: true } } },
    });
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
