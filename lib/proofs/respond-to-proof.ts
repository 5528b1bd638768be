import "server-only";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { prisma } from "@/lib/db/client";
import { removeDesignFiles } from "@/lib/designs/storage/design-copies";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { deleteUploadedBlob } from "@/lib/designs/delete-uploaded-blob";
import { requireBlobToken } from "@/lib/designs/issue-client-upload-token";
import { readUploadedBlob } from "@/lib/designs/read-uploaded-blob";
import { storeCheckedDesignFiles } from "@/lib/designs/store-checked-design-files";
import { recutDieCutLine } from "@/lib/stickers/recut-die-cut-line";
import { applySheetDesignReplacement, planSheetDesignReplacement } from "@/lib/sticker-sheets/replace-sheet-design";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { queueEmail, sendQueuedEmail } from "@/lib/email/queue-email";
import { makeProofChangesRequestedKey } from "@/lib/email/shop-notification-emails";
import { renderProofChangesRequestedEmail } from "@/lib/email/templates/render-emails";
import { findOrderLinkPayment } from "@/lib/order-links/find-order-link-payment";
import { getAppUrl, hashOrderLinkToken, isOrderLinkTokenShape } from "@/lib/order-links/order-links";
import { getShopNotificationAddress } from "@/lib/settings/shop-settings";
import { explainProofUnanswerable, PROOF_ANSWER_MESSAGES } from "./proof-answer-rules";
import { lockPaidOrder } from "./lock-paid-order";
import { isProofState, parseProofId, type ProofState } from "@/lib/domain/proof-state";
import type { ProofChangeRequestInput, ReplacementDesignUpload } from "./read-proof-change-request";
import { recordProofEvent } from "./record-proof-event";
import { STICKER_LINE_SELECT, type StickerLineRow } from "@/lib/stickers/sticker-line-select";

// The customer's answer to a proof from the order page (/orders/{token}): "Approve" or "Request
// changes" (a comment, optionally a replacement design). The token must be a valid, unrevoked link
// and the proof an order of that checkout, else 404 (the same whether or not the proof exists). Only
// the newest version, still unanswered, of a paid order can be answered, else 409. Each answer is one
// transaction whose proof update is conditional on the version still being "sent", so two clicks (or
// two tabs) answer once and the other gets 409.

export type ProofAnswer = { message: string; proofState: ProofState };

/** A malformed proof id is answered like a missing proof. */
export function parseProofIdParam(value: string): number {
  const id = parseProofId(value);
  if (id === null) throw notFound(PROOF_ANSWER_MESSAGES.notFound);
  return id;
}

/** The rate limit counts answers per order link (under the token's hash, never the token) and per address. */
export function makeProofAnswerRateLimitKey(token: string): string | null {
  return isOrderLinkTokenShape(token) ? `order-link:${hashOrderLinkToken(token)}` : null;
}

export const PROOF_CHANGE_MESSAGES = {
  notOnOrder: "That design is not on this order.",
} as const;

/** OrderEvent.type of "the customer uploaded a new design with a change request". */
export const DESIGN_EVENT_TYPE = "design";

type AnsweredProof = {
  id: number;
  version: number;
  orderId: number;
  order: {
    id: number;
    createdAt: Date;
    customerName: string;
    customerEmail: string;
    quantity: number;
  } & StickerLineRow;
};

/** The proof behind the link, if it may be answered now; 404 or 409 otherwise. */
export async function findAnswerableProof(token: string, proofId: number): Promise<AnsweredProof> {
  const paymentId = await findOrderLinkPayment(token);
  if (!paymentId) throw notFound(PROOF_ANSWER_MESSAGES.notFound);
  const proof = await prisma.proof.findUnique({
    where: { id: proofId },
    select: {
      id: true,
      version: true,
      status: true,
      orderId: true,
      order: {
        select: {
          id: true,
          paymentId: true,
          status: true,
          createdAt: true,
          customerName: true,
          customerEmail: true,
          ...STICKER_LINE_SELECT,
          quantity: true,
        },
      },
    },
  });
  if (!proof || proof.order.paymentId !== paymentId) throw notFound(PROOF_ANSWER_MESSAGES.notFound);
  const newer = await prisma.proof.count({ where: { orderId: proof.orderId, version: { gt: proof.version } } });
  const refusal = explainProofUnanswerable({
    orderStatus: proof.order.status,
    proofStatus: proof.status,
    isLatest: newer === 0,
  });
  if (refusal) throw conflict(refusal);
  return proof;
}

/**
 * Within the answer's transaction: marks the version answered only while it is still "sent" and the
 * newest, and moves the order's proof state only while the order is still paid. Anything else (a
 * concurrent answer, a newer version, printing started) throws 409 and rolls the transaction back.
 * Returns the order's proof state before.
 */
async function claimProofAnswer(
  tx: TransactionClient,
  proof: AnsweredProof,
  answer: {
    status: "approved" | "changes_requested";
    respondedAt: Date;
    customerComment?: string;
    replacementDesignId?: number;
  },
  order: { proofState: ProofState; designId?: number } & Partial<Awaited<ReturnType<typeof recutDieCutLine>>>,
): Promise<ProofState> {
  // The order's row first (lockPaidOrder): an answer and a new proof sent at the same moment queue
  // instead of deadlocking.
  const locked = await lockPaidOrder(tx, proof.orderId);
  const before = await tx.order.findUniqueOrThrow({
    where: { id: proof.orderId },
    select: { status: true, proofState: true },
  });
  if (!locked)
    throw conflict(
      explainProofUnanswerable({ orderStatus: before.status, proofStatus: "sent", isLatest: true }) ??
        PROOF_ANSWER_MESSAGES.answered,
    );
  const claimed = await tx.proof.updateMany({ where: { id: proof.id, status: "sent" }, data: answer });
  if (claimed.count !== 1) {
    const current = await tx.proof.findUnique({ where: { id: proof.id }, select: { status: true } });
    throw conflict(
      explainProofUnanswerable({ orderStatus: "paid", proofStatus: current?.status ?? "superseded", isLatest: true }) ??
        PROOF_ANSWER_MESSAGES.answered,
    );
  }
  const newer = await tx.proof.count({ where: { orderId: proof.orderId, version: { gt: proof.version } } });
  if (newer > 0) throw conflict(PROOF_ANSWER_MESSAGES.superseded);
  await tx.order.update({ where: { id: proof.orderId }, data: order });
  return isProofState(before.proofState) ? before.proofState : "none";
}

/** "Approve": the version is approved, the order may go to printing. */
export async function approveProof(token: string, proofId: number, now: Date = new Date()): Promise<ProofAnswer> {
  const proof = await findAnswerableProof(token, proofId);
  await prisma.$transaction(async (tx) => {
    const from = await claimProofAnswer(
      tx,
      proof,
      { status: "approved", respondedAt: now },
      { proofState: "approved" },
    );
    await recordProofEvent(tx, {
      orderId: proof.orderId,
      from,
      to: "approved",
      detail: `Proof ${proof.version} approved`,
      actor: "customer",
    });
  });
  return { message: `Thank you: proof ${proof.version} is approved. Printing starts soon.`, proofState: "approved" };
}

export type RequestChangesOptions = {
  now?: Date;
  storage?: DesignStorage;
  /** Sends the queued notice after the commit; by default at once. */
  deliver?: (dedupeKey: string) => Promise<unknown> | void;
};

/**
 * "Request changes": the version gets the comment, the order's proof state becomes
 * changes_requested, and the shop is e-mailed. A replacement design is checked and stored like a
 * design upload (primary, backup, checksum) before the transaction, becomes the order's design in it
 * (the earlier design stays with the earlier proof), and is removed again if the transaction fails;
 * a refused file changes nothing. On a sticker sheet (#39) it replaces one of the sheet's designs
 * (`replaceDesignId`) on every sticker showing it, each cut at its size and the sheet checked again
 * (planSheetDesignReplacement); a broken sheet rule is a 400 and changes nothing.
 */
export async function requestProofChanges(
  token: string,
  proofId: number,
  readInput: () => Promise<ProofChangeRequestInput>,
  { now = new Date(), storage = getDesignStorage(), deliver = sendQueuedEmail }: RequestChangesOptions = {},
): Promise<ProofAnswer> {
  // The link and the proof are checked before the body (up to 10 MB) is read: a request without a
  // valid token costs no more than a lookup.
  const proof = await findAnswerableProof(token, proofId);
  const input = await readInput();
  const options = { now, storage, deliver };
  if (!input.file || !("blobPathname" in input.file)) return answerWithChanges(proof, input, input.file, options);
  // A replacement uploaded to Blob: its bytes are checked as a posted file's, and the uploaded blob is
  // deleted whatever the outcome (the design's copies are stored under a server-made name).
  const { blobPathname, originalName } = input.file;
  const blobToken = requireBlobToken();
  try {
    const uploaded = await readUploadedBlob(blobToken, blobPathname);
    return await answerWithChanges(proof, input, { originalName, ...uploaded }, options);
  } finally {
    await deleteUploadedBlob(blobToken, blobPathname);
  }
}

async function answerWithChanges(
  proof: AnsweredProof,
  { comment, replaceDesignId }: Pick<ProofChangeRequestInput, "comment" | "replaceDesignId">,
  file: ReplacementDesignUpload | null,
  { now, storage, deliver }: Required<RequestChangesOptions>,
): Promise<ProofAnswer> {
  const replacement = file ? await storeCheckedDesignFiles(file, storage, { caller: `proof:${proof.id}` }) : null;
  const dedupeKey = makeProofChangesRequestedKey(proof.id);

  try {
    // Read and rendered before the transaction (neither needs its rows, and it stays short), but
    // inside this try: a failure here must remove the replacement's files as a failed write does.
    // A failed render is logged and queues nothing, never fails the customer's answer.
    const { order } = proof;
    const caller = `proof:${proof.id}`;
    // A sticker sheet (#39) replaces one of its designs: its stickers re-cut, the sheet checked again.
    const sheet =
      replacement && order.sheetSizeId !== null
        ? await planSheetDesignReplacement(prisma, order, replaceDesignId, replacement, caller)
        : null;
    if (replacement && !sheet && replaceDesignId !== undefined && replaceDesignId !== order.designId)
      throw badRequest(PROOF_CHANGE_MESSAGES.notOnOrder);
    // A die-cut order follows its new artwork: the cut line at the size ordered, frozen again.
    const recutLine =
      replacement && !sheet && order.shape === "die-cut"
        ? await recutDieCutLine(order, replacement.outline, caller)
        : null;
    const recut = recutLine ?? {};
    const notification = {
      shop: getOrderEmailShop(),
      order: { orderId: order.id, createdAt: order.createdAt },
      proofVersion: proof.version,
      customer: { name: order.customerName, email: order.customerEmail },
      comment,
      replacementDesignName: replacement?.originalName ?? null,
      // The operator sees the shape and size ordered, and a die-cut's new size when its line was cut again.
      sticker: {
        sizeName: order.sizeName,
        shape: order.shape,
        widthInches: order.widthInches,
        heightInches: order.heightInches,
        quantity: order.quantity,
        roundedCorners: order.roundedCorners,
        sheet: order.sheetSizeId !== null,
      },
      recut: recutLine && { widthInches: recutLine.widthInches, heightInches: recutLine.heightInches },
      sheetReplacement: sheet && {
        replacedDesignName: sheet.replacedDesignName,
        stickers: sheet.stickers,
        recut: sheet.recut,
      },
      adminOrderUrl: `${getAppUrl()}/admin/orders/${order.id}`,
    };
    // The line's own design is its sheet's first sticker's (addSheetToCart): it follows only that one.
    const lineDesignId = (newDesignId: number) =>
      sheet && sheet.replacedDesignId !== order.designId ? order.designId : newDesignId;
    const [to, email] = await Promise.all([
      getShopNotificationAddress(),
      renderProofChangesRequestedEmail(notification),
    ]);
    await prisma.$transaction(async (tx) => {
      const design = replacement
        ? await tx.design.create({
            data: { ...replacement, sessionId: null, kind: "design" },
            select: { id: true },
          })
        : null;
      const from = await claimProofAnswer(
        tx,
        proof,
        {
          status: "changes_requested",
          respondedAt: now,
          customerComment: comment,
          ...(design ? { replacementDesignId: design.id } : {}),
        },
        { proofState: "changes_requested", ...(design ? { designId: lineDesignId(design.id), ...recut } : {}) },
      );
      if (design && sheet) await applySheetDesignReplacement(tx, proof.orderId, sheet, design.id);
      await recordProofEvent(tx, {
        orderId: proof.orderId,
        from,
        to: "changes_requested",
        detail: `Changes requested on proof ${proof.version}: ${comment}`,
        actor: "customer",
      });
      if (replacement)
        await tx.orderEvent.create({
          data: {
            orderId: proof.orderId,
            type: DESIGN_EVENT_TYPE,
            actor: "customer",
            detail: sheet
              ? `New design uploaded by the customer: ${replacement.originalName}, replacing ${sheet.replacedDesignName} on ${sheet.stickers} of the sheet${sheet.recut ? " (die-cuts cut again at their sizes)" : ""}`
              : `New design uploaded by the customer: ${replacement.originalName}`,
          },
        });
      if (email) await queueEmail(tx, { dedupeKey, to, orderId: proof.orderId, ...email });
    });
  } catch (error) {
    if (replacement) await removeDesignFiles(storage, replacement.filename).catch(() => false);
    throw error;
  }
  await deliver(dedupeKey);
  return {
    message: `Thank you: we have your changes to proof ${proof.version} and will send you a new proof.`,
    proofState: "changes_requested",
  };
}
