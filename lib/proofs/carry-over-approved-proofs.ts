import "server-only";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { getServerEnv } from "@/lib/env";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { readRawStickerLine, type RawStickerLineRow } from "@/lib/stickers/read-raw-sticker-line";
import { STICKER_LINE_SELECT, type StickerLineRow } from "@/lib/stickers/sticker-line-select";
import { stickerLineSqlColumns } from "@/lib/stickers/sticker-line-sql-columns";
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
    select: { id: true, ...STICKER_LINE_SELECT },
    orderBy: { id: "asc" },
  });
  return carryOverToOrders(tx, orders, paymentId, now);
}

/**
 * The cut an approval is bound to: the design, the sticker's shape and dimensions (a die-cut: its
 * cut line), corners and placement.
 */
export type OrderCut = StickerLineRow & { id: number };

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

/** An approval with its order's cut; designId is the proof's own design (the artwork approved). */
type ApprovedProofRow = StickerLineRow & { imageDesignId: number; orderId: number; orderCreatedAt: Date | string };

/**
 * The standing approvals of the designs of this payment's orders (the placement's orders: every
 * order of a payment is placed, and re-placed, together), on other checkouts' orders, newest first,
 * in ONE statement for the whole placement (it was a query and a follow-up select per order, on every
 * checkout). An approval stands while its order's proof state is "approved": a newer version sent
 * after it withdraws it. The statement is one Prisma.sql, its column list a Prisma.raw of the same
 * module, and handed over whole: a fragment from a second copy of the Prisma module (after a dev
 * reload) inside the client's own tagged template would be sent as a parameter.
 */
async function findStandingApprovals(tx: TransactionClient, paymentId: string): Promise<ApprovedProofRow[]> {
  const columns = Prisma.raw(stickerLineSqlColumns("o", { designId: 'p."designId"' }));
  const rows = await tx.$queryRaw<(RawStickerLineRow & Omit<ApprovedProofRow, keyof StickerLineRow>)[]>(Prisma.sql`
    SELECT p."imageDesignId", o."id" AS "orderId", o."createdAt" AS "orderCreatedAt", ${columns}
    FROM "Proof" p JOIN "Order" o ON o."id" = p."orderId"
    WHERE p."status" = 'approved' AND o."proofState" = 'approved'
      AND p."designId" IN (SELECT "designId" FROM "Order" WHERE "paymentId" = ${paymentId})
      AND (o."paymentId" IS NULL OR o."paymentId" <> ${paymentId})
    ORDER BY p."id" DESC`);
  return rows.map((row) => ({ ...row, ...readRawStickerLine(row) }));
}

/**
 * The same cut: an approval of another cut shows a different sticker. A sticker sheet (#39) is never
 * the same cut here: its stickers, not its line, say what was approved.
 */
function hasSameCut(order: OrderCut, approval: ApprovedProofRow): boolean {
  return (
    order.sheetSizeId === null &&
    approval.sheetSizeId === null &&
    approval.designId === order.designId &&
    approval.shape === order.shape &&
    approval.widthInches === order.widthInches &&
    approval.heightInches === order.heightInches &&
    approval.cutLine === order.cutLine &&
    approval.roundedCorners === order.roundedCorners &&
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
