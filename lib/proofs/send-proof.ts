import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { removeDesignFiles } from "@/lib/designs/storage/design-copies";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { deleteUploadedBlob } from "@/lib/designs/delete-uploaded-blob";
import { requireBlobToken } from "@/lib/designs/issue-client-upload-token";
import { readUploadedBlob } from "@/lib/designs/read-uploaded-blob";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";
import { adminProofInclude, toAdminProof, type AdminProof } from "./admin-proof-dto";
import { AWAITING_PROOF_STATES, type ProofState } from "@/lib/domain/proof-state";
import { formatSheetDesignsKey } from "@/lib/domain/sheet-designs-key";
import { lockPaidOrder } from "./lock-paid-order";
import { queueProofEmail } from "./queue-proof-email";
import { recordProofEvent } from "./record-proof-event";
import { renderCutPreview } from "./render-cut-preview";
import { SHEET_PREVIEW_STICKERS } from "./render-sheet-cut-preview";
import { storeProofImage } from "./store-proof-image";

/**
 * What the operator's screen showed when they chose to send: the order's design, its newest proof version
 * (0 for none) and, for a sticker sheet, its designs (formatSheetDesignsKey). A send made on a stale screen
 * (the customer answered with a new design, on a sheet for any of its stickers, or another proof went out
 * meanwhile) is refused rather than tied to a design nobody proofed.
 */
export type ProofBasis = { designId: number; afterVersion: number; sheetDesigns?: string };

/** A proof image the operator's browser put into Vercel Blob (checked to be in the order's folder, not yet read). */
export type UploadedProofImage = { source: "upload"; blobPathname: string; originalName: string };

export type SendProofInput = (
  { source: "upload"; bytes: Buffer; originalName: string } | UploadedProofImage | { source: "cut_preview" }
) & {
  basis?: ProofBasis;
  /**
   * true: no e-mail now; the proof is held and goes out with the next proof sent for an order of the same
   * checkout, in one e-mail listing each sticker with its proof. Default: e-mailed now (with any held ones).
   */
  holdEmail?: boolean;
};

export const SEND_PROOF_MESSAGES = {
  notFound: "Order not found",
  notPaid: (status: string) =>
    `A proof can be sent only for a paid order that is not printing yet (this order is ${status}).`,
  noCheckout:
    "This order has no checkout, so the customer has no order page to approve a proof on. Use “Approve without a proof” if they approved it another way.",
  nothingToHoldFor:
    "No other order of this checkout is waiting for a proof, so nothing would carry this one's e-mail. Send it without holding the e-mail.",
  changed:
    "This order changed meanwhile (the customer answered the proof or sent a new design, or another proof was sent). Refresh the page and check it before sending a proof.",
} as const;

/** Two sends racing for the same version number: the loser runs again (then as the next version). */
const MAX_ATTEMPTS = 3;

class OrderChangedMeanwhile extends Error {}

class OrderNoLongerPaid extends Error {
  constructor(readonly status: string) {
    super(`order is ${status}`);
  }
}

function readOrder(orderId: number) {
  return prisma.order.findUnique({
    where: { id: orderId },
    include: {
      design: { select: { filename: true, width: true, height: true, outline: true } },
      // A sticker sheet's proof draws every sticker (none for a single sticker).
      sheetStickers: SHEET_PREVIEW_STICKERS,
    },
  });
}

export function assertCanGetProof(order: { status: string; paymentId: string | null }) {
  if (order.status !== "paid") throw conflict(SEND_PROOF_MESSAGES.notPaid(order.status));
  if (!order.paymentId) throw conflict(SEND_PROOF_MESSAGES.noCheckout);
}

/**
 * Within the transaction: the next proof version of the order, an unanswered one superseded, the
 * order's proof state "sent", its proof event, and the customer's e-mail queued (once per proof).
 */
async function recordSentProof(
  tx: TransactionClient,
  orderId: number,
  imageDesignId: number,
  source: string,
  expected: { designId: number; afterVersion?: number; sheetDesigns: string | null },
  holdEmail: boolean,
) {
  // The order's row first (lockPaidOrder): a concurrent send waits here, then reads the version this one wrote.
  const locked = await lockPaidOrder(tx, orderId);
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
  });
  if (!locked) throw new OrderNoLongerPaid(order.status);

  const latest = await tx.proof.findFirst({
    where: { orderId },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  // The image shows the design read before the transaction: it must still be the order's design, and a
  // sheet's stickers must still show the designs it was drawn from (a change request may replace any).
  if (order.designId !== expected.designId) throw new OrderChangedMeanwhile();
  if (expected.sheetDesigns !== null) {
    const stickers = await tx.sheetSticker.findMany({ where: { orderId }, select: { designId: true } });
    if (formatSheetDesignsKey(stickers.map((sticker) => sticker.designId)) !== expected.sheetDesigns)
      throw new OrderChangedMeanwhile();
  }
  if (expected.afterVersion !== undefined && (latest?.version ?? 0) !== expected.afterVersion)
    throw new OrderChangedMeanwhile();
  const version = (latest?.version ?? 0) + 1;
  await tx.proof.updateMany({ where: { orderId, status: "sent" }, data: { status: "superseded" } });
  const proof = await tx.proof.create({
    data: { orderId, version, source, imageDesignId, designId: order.designId, status: "sent" },
    include: adminProofInclude,
  });
  await tx.order.update({ where: { id: orderId }, data: { proofState: "sent" } });
  await recordProofEvent(tx, {
    orderId,
    from: order.proofState as ProofState,
    to: "sent",
    detail: `Proof ${version} sent`,
    actor: "admin",
  });

  if (holdEmail) {
    // Held only while another order of the checkout still needs a proof: its proof will carry this e-mail.
    const carriers = await tx.order.count({
      where: {
        paymentId: order.paymentId,
        id: { not: orderId },
        status: "paid",
        archived: false,
        proofState: { in: [...AWAITING_PROOF_STATES] },
      },
    });
    if (carriers === 0) throw conflict(SEND_PROOF_MESSAGES.nothingToHoldFor);
    return { proof, emailKey: null };
  }
  return { proof, emailKey: await queueProofEmail(tx, { id: proof.id, version, order }) };
}

/**
 * Sends the customer a proof of a paid order: an uploaded image (PNG or JPG, checked by its bytes)
 * or the shop's own cut preview of the order's design. The image is stored first (like a design,
 * kind "proof"); then one transaction records the version (see recordSentProof). The e-mail goes out
 * after the commit. When the transaction fails, the stored image is removed again: nothing is left.
 */
export async function sendProof(
  orderId: number,
  input: SendProofInput,
  storage: DesignStorage = getDesignStorage(),
): Promise<AdminProof> {
  if (!("blobPathname" in input)) return sendCheckedProof(orderId, input, storage, null);
  // An image uploaded to Blob: its bytes are checked as a posted file's, and the uploaded blob is
  // deleted whatever the outcome (the proof's copies are stored under a server-made name).
  const blobToken = requireBlobToken();
  try {
    return await sendCheckedProof(orderId, input, storage, blobToken);
  } finally {
    await deleteUploadedBlob(blobToken, input.blobPathname);
  }
}

/** The bytes of an uploaded proof image: posted, or read from Blob. */
async function readProofUpload(
  input: Exclude<SendProofInput, { source: "cut_preview" }>,
  blobToken: string | null,
): Promise<Buffer> {
  if ("bytes" in input) return input.bytes;
  if (!blobToken) throw new Error("A proof image in Blob needs the Blob token");
  return (await readUploadedBlob(blobToken, input.blobPathname)).bytes;
}

async function sendCheckedProof(
  orderId: number,
  input: SendProofInput,
  storage: DesignStorage,
  blobToken: string | null,
): Promise<AdminProof> {
  const order = await readOrder(orderId);
  if (!order) throw notFound(SEND_PROOF_MESSAGES.notFound);
  assertCanGetProof(order);
  if (input.basis && input.basis.designId !== order.designId) throw conflict(SEND_PROOF_MESSAGES.changed);
  const sheetDesigns =
    order.sheetStickers.length > 0
      ? formatSheetDesignsKey(order.sheetStickers.map((sticker) => sticker.designId))
      : null;
  if (input.basis?.sheetDesigns !== undefined && input.basis.sheetDesigns !== (sheetDesigns ?? ""))
    throw conflict(SEND_PROOF_MESSAGES.changed);
  const expected = { designId: order.designId, afterVersion: input.basis?.afterVersion, sheetDesigns };

  const image =
    input.source === "upload"
      ? await storeProofImage(
          { bytes: await readProofUpload(input, blobToken), originalName: input.originalName },
          storage,
        )
      : await storeProofImage(
          {
            bytes: await renderCutPreview(order, storage),
            originalName: `cut-preview-${formatOrderNumber(order.id, order.createdAt, getServerEnv().SHOP_TIME_ZONE).replace("#", "")}.png`,
          },
          storage,
        );

  let recorded: Awaited<ReturnType<typeof recordSentProof>>;
  for (let attempt = 1; ; attempt++) {
    try {
      recorded = await prisma.$transaction((tx) =>
        recordSentProof(tx, orderId, image.id, input.source, expected, input.holdEmail === true),
      );
      break;
    } catch (error) {
      if (isUniqueViolation(error) && attempt < MAX_ATTEMPTS) continue;
      // Only a transaction that failed leaves the image unused: remove its row and both copies.
      await prisma.design.delete({ where: { id: image.id } }).catch(() => undefined);
      await removeDesignFiles(storage, image.filename);
      if (error instanceof OrderNoLongerPaid) throw conflict(SEND_PROOF_MESSAGES.notPaid(error.status));
      if (error instanceof OrderChangedMeanwhile) throw conflict(SEND_PROOF_MESSAGES.changed);
      throw error;
    }
  }
  if (recorded.emailKey) await sendQueuedEmail(recorded.emailKey);
  return toAdminProof(recorded.proof, recorded.emailKey === null);
}
