import "server-only";
import { describeRefundOffer } from "@/lib/refunds/apply-refund";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { createSignedDesignFileLink } from "@/lib/designs/links/sign-design-file-url";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import {
  calculatePrintDpi,
  GOOD_PRINT_DPI,
  MINIMUM_PRINT_DPI,
  ratePrintQuality,
  type PrintQuality,
} from "@/lib/designs/calculate-print-dpi";
import { formatCents } from "@/lib/money/format-cents";
import { buildTrackingUrl } from "@/lib/shipping/tracking-url";
import { isShippingMethodId, SHIPPING_METHODS } from "@/lib/shipping/calculate-shipping";
import { adminProofInclude, toAdminProof, type AdminProof } from "@/lib/proofs/admin-proof-dto";
import { findHeldProofIds } from "@/lib/proofs/find-held-proof-ids";
import { explainPrintingWait, isAwaitingProof, isProofState, type ProofState } from "@/lib/domain/proof-state";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { describeEmailState, type EmailState } from "@/lib/email/email-delivery-state";
import { paymentAmountSelect, toOrderDto, type AmountMismatchDto, type OrderDto } from "@/lib/domain/order-dto";
import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { explainPrintFileBlocked } from "@/lib/print/explain-print-file-blocked";
import { SHEET_STICKER_LIST_QUERY, toSheetStickerList } from "@/lib/sticker-sheets/sheet-sticker-list";
import type { SheetStickerListItem } from "@/lib/sticker-sheets/summarize-sheet-stickers";

// Everything an operator needs to print and ship one order, for /admin/orders/{id}. Three rounds of
// indexed reads whatever the order holds: the order with its design, size, payment (coupon,
// affiliate) and events; then, together, the other orders of its checkout (Order.paymentId), its
// e-mails (EmailMessage.orderId / paymentId) and whether the design's file is still stored.

/** The most e-mails listed for one order (a checkout sends a handful; this only bounds a runaway). */
const MAX_EMAILS = 100;

export type OrderDetailDesign = {
  id: number;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  widthPx: number;
  heightPx: number;
  /** Whether the primary copy is stored: "unknown" when the storage could not be asked. */
  file: "available" | "missing" | "unknown";
  /** Short-lived signed /uploads link to the primary copy (the one "View #designId" opens); null when it is missing. */
  fileUrl: string | null;
  fileUrlExpiresAt: string | null;
};

export type OrderDetailPrint = {
  /** Effective DPI of the whole design fitted on the ordered size (calculatePrintDpi). */
  dpi: number;
  quality: PrintQuality;
  /** Below this the design tool warns the shopper. */
  minimumDpi: number;
  goodDpi: number;
  widthInches: number;
  heightInches: number;
  /**
   * A die-cut placed from its outline: the printed size of the whole image (its artwork fills the cut
   * line less the border, and transparent margins lie beyond it), which sets the DPI; null when fitted.
   */
  dieCutImageInches: { width: number; height: number } | null;
};

export type OrderDetailHistoryEntry = {
  /** "placed" and "paid" come from the order's own times; the others are OrderEvent types. */
  kind: "placed" | "paid" | "status" | "tracking" | "refund" | "email" | "note" | (string & {});
  at: string;
  fromStatus: string | null;
  toStatus: string | null;
  detail: string | null;
  actor: string;
};

export type OrderDetailEmail = {
  id: number;
  subject: string;
  toAddress: string;
  /**
   * Whether the e-mail is about this order alone, about it with other orders of its checkout (one
   * e-mail for several: EmailMessageOrder), or about its whole checkout (the payment).
   */
  about: "order" | "orders" | "checkout";
  createdAt: string;
  sentAt: string | null;
  state: EmailState;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  canResend: boolean;
};

export type OrderDetailSibling = {
  id: number;
  orderNumber: string;
  status: string;
  archived: boolean;
  /** Paid and still needing a proof: a proof of this order's checkout may be held for it. */
  awaitsProof: boolean;
  sizeName: string | null;
  designName: string | null;
  quantity: number;
  totalPrice: string;
};

export type OrderDetailPayment = {
  id: string;
  provider: string;
  /** "test": the built-in test mode, no money moved. */
  testMode: boolean;
  providerPaymentId: string | null;
  status: string;
  currency: string;
  subtotal: string;
  discount: string;
  shipping: string;
  /** What the whole checkout charged (all its orders and shipping). */
  total: string;
  refunded: string;
  paidAt: string | null;
  coupon: { code: string } | null;
  affiliate: { code: string; name: string; attributionMethod: string | null } | null;
  amountMismatch: AmountMismatchDto | null;
};

export type OrderDetail = {
  /** The order as the admin list shows it (what the status control and refund button take). */
  order: OrderDto;
  /** IANA zone the shop reads its dates in (SHOP_TIME_ZONE). */
  shopTimeZone: string;
  times: {
    placedAt: string;
    paidAt: string | null;
    shippedAt: string | null;
    refundedAt: string | null;
    expiredAt: string | null;
    updatedAt: string;
  };
  /** The sticker as ordered: a standard size has an id; a die-cut its frozen cut line (SVG path data in inches). */
  size: {
    id: number | null;
    name: string;
    shape: string;
    widthInches: number;
    heightInches: number;
    cutLine: string | null;
    /** Die-cut: where the design's image lies in the cut line's frame, in inches (the line is drawn over it). */
    artwork: ArtworkPlacement | null;
  };
  pricing: {
    quantity: number;
    unitPrice: string;
    /** Quantity at the unit price, before the discount. */
    linePrice: string;
    /** This order's share of the checkout's discount. */
    discountShare: string;
    /** Line price less its discount share. */
    totalPrice: string;
    /** Refunded for this order (its goods, plus shipping when it was the last). */
    refunded: string;
  };
  design: OrderDetailDesign;
  /**
   * A sticker sheet's stickers (#39), in their order (the design above is its first sticker's); null for a
   * single sticker.
   */
  sheetStickers: SheetStickerListItem[] | null;
  /** The design's resolution on the sticker; null when unknown, and for a sheet, whose stickers have their own. */
  print: OrderDetailPrint | null;
  shipping: {
    method: string;
    name: string;
    deliveryEstimate: string | null;
    priority: boolean;
    /** The checkout's shipping charge (charged once per checkout, whatever the number of orders). */
    charge: string;
    /** Whether the charge sits on this order's row (the checkout's first order carries it). */
    chargedOnThisOrder: boolean;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
  };
  payment: OrderDetailPayment | null;
  /** "Cancel and refund": offered with what it gives back (shipping with the checkout's last order), or why not. */
  refund: { possible: true; amount: string } | { possible: false; reason: string };
  /** The other orders of the same checkout (same payment), oldest first. */
  checkoutOrders: OrderDetailSibling[];
  /** Placed, paid, then the order's events, oldest first. */
  history: OrderDetailHistoryEntry[];
  /** E-mails about this order or its checkout, oldest first. */
  emails: OrderDetailEmail[];
  /** The proof's own state beside the status: none, sent, approved, changes_requested. */
  proofState: ProofState;
  /** Why the order may not be set to processing (printing) yet, or null when it may. */
  printingBlockedReason: string | null;
  /** Why no print file may be downloaded yet (GET …/print-file answers 409 with it), or null when one may. */
  printFileBlockedReason: string | null;
  /** Every proof version, newest first. */
  proofs: AdminProof[];
};

async function readOrder(orderId: number) {
  return prisma.order.findUnique({
    where: { id: orderId },
    include: {
      design: {
        select: {
          id: true,
          originalName: true,
          filename: true,
          mimeType: true,
          sizeBytes: true,
          width: true,
          height: true,
          outline: true,
        },
      },
      payment: {
        select: {
          ...paymentAmountSelect,
          id: true,
          providerPaymentId: true,
          status: true,
          subtotalCents: true,
          discountCents: true,
          shippingCents: true,
          refundedCents: true,
          paidAt: true,
          attributionMethod: true,
          coupon: { select: { code: true } },
          affiliate: { select: { code: true, name: true } },
        },
      },
      proofs: { orderBy: { version: "desc" }, include: adminProofInclude },
      sheetStickers: SHEET_STICKER_LIST_QUERY,
      events: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { type: true, fromStatus: true, toStatus: true, detail: true, actor: true, createdAt: true },
      },
    },
  });
}

type OrderRecord = NonNullable<Awaited<ReturnType<typeof readOrder>>>;

async function designFile(storage: DesignStorage, design: OrderRecord["design"]) {
  if (!isDesignFilename(design.filename)) return { file: "missing" as const, link: null };
  let file: OrderDetailDesign["file"];
  try {
    file = (await storage.exists("primary", design.filename)) ? "available" : "missing";
  } catch (error) {
    console.error(`Could not check design file ${design.filename}:`, error);
    file = "unknown";
  }
  return { file, link: file === "missing" ? null : await createSignedDesignFileLink(design.filename) };
}

function readSiblings(order: OrderRecord) {
  if (!order.paymentId) return Promise.resolve([]);
  return prisma.order.findMany({
    where: { paymentId: order.paymentId, id: { not: order.id } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      createdAt: true,
      status: true,
      archived: true,
      proofState: true,
      quantity: true,
      totalPriceCents: true,
      sizeName: true,
      design: { select: { originalName: true } },
    },
  });
}

// An e-mail about one order names it; one about several orders of the checkout lists each in
// EmailMessageOrder; one about the whole checkout names only the payment. An e-mail about sibling
// orders only belongs on their pages, not here.
function readEmails(order: OrderRecord) {
  const covering = { coveredOrders: { some: { orderId: order.id } } };
  return prisma.emailMessage.findMany({
    where: order.paymentId
      ? {
          OR: [
            { orderId: order.id },
            covering,
            { paymentId: order.paymentId, orderId: null, coveredOrders: { none: {} } },
          ],
        }
      : { OR: [{ orderId: order.id }, covering] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_EMAILS,
    select: {
      id: true,
      orderId: true,
      _count: { select: { coveredOrders: true } },
      subject: true,
      toAddress: true,
      status: true,
      error: true,
      attempts: true,
      nextAttemptAt: true,
      claimedAt: true,
      createdAt: true,
      sentAt: true,
    },
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toHistory(order: OrderRecord): OrderDetailHistoryEntry[] {
  const paidAt = order.paidAt ?? order.payment?.paidAt ?? null;
  const entries: OrderDetailHistoryEntry[] = [
    {
      kind: "placed",
      at: order.createdAt.toISOString(),
      fromStatus: null,
      toStatus: null,
      detail: null,
      actor: "customer",
    },
  ];
  if (paidAt)
    entries.push({
      kind: "paid",
      at: paidAt.toISOString(),
      fromStatus: null,
      toStatus: null,
      detail: order.payment ? `${order.payment.provider} payment` : null,
      actor: order.payment?.provider === "free" ? "system" : "provider",
    });
  for (const event of order.events)
    entries.push({
      kind: event.type,
      at: event.createdAt.toISOString(),
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      detail: event.detail,
      actor: event.actor,
    });
  return entries;
}

/** The order detail, or 404 { message } when there is no such order. The caller checked the admin token. */
export async function getOrderDetail(
  orderId: number,
  { storage, timeZone, now = new Date() }: { storage: DesignStorage; timeZone: string; now?: Date },
): Promise<OrderDetail> {
  const order = await readOrder(orderId);
  if (!order) throw notFound("Order not found");

  const [siblings, emails, file, refundOffer, heldProofIds] = await Promise.all([
    readSiblings(order),
    readEmails(order),
    designFile(storage, order.design),
    describeRefundOffer(prisma, order),
    findHeldProofIds(order.proofs),
  ]);
  const proofs = await Promise.all(order.proofs.map((proof) => toAdminProof(proof, heldProofIds.has(proof.id))));

  const { design, payment } = order;
  const size = {
    id: order.sizeId,
    name: order.sizeName,
    shape: order.shape,
    widthInches: order.widthInches,
    heightInches: order.heightInches,
    cutLine: order.cutLine,
    artwork: placeLineArtwork(order, design.outline),
  };
  const method = order.shippingMethod;
  const knownMethod = isShippingMethodId(method) ? SHIPPING_METHODS[method] : null;
  // A die-cut prints its image at the size that makes its traced artwork fill the line less the border,
  // which may be far larger than the sticker (an image with wide transparent margins): that sets its DPI.
  // Without that placement, the design fitted across the whole sticker is an upper bound.
  const dieCutImageInches = size.artwork ? { width: size.artwork.width, height: size.artwork.height } : null;
  const dpi = calculatePrintDpi(
    { width: design.width, height: design.height },
    dieCutImageInches ?? { width: size.widthInches, height: size.heightInches },
  );

  const sheetStickers = toSheetStickerList(order);
  const orderDto = toOrderDto(order, timeZone);
  return {
    order: orderDto,
    shopTimeZone: timeZone,
    times: {
      placedAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt ?? payment?.paidAt ?? null),
      shippedAt: iso(order.shippedAt),
      refundedAt: iso(order.refundedAt),
      expiredAt: iso(order.expiredAt),
      updatedAt: order.updatedAt.toISOString(),
    },
    size,
    pricing: {
      quantity: order.quantity,
      unitPrice: formatCents(order.unitPriceCents),
      linePrice: formatCents(order.totalPriceCents + order.discountCents),
      discountShare: formatCents(order.discountCents),
      totalPrice: formatCents(order.totalPriceCents),
      refunded: formatCents(order.refundedCents),
    },
    design: {
      id: design.id,
      originalName: design.originalName,
      mimeType: design.mimeType,
      sizeBytes: design.sizeBytes,
      widthPx: design.width,
      heightPx: design.height,
      file: file.file,
      fileUrl: file.link?.url ?? null,
      fileUrlExpiresAt: file.link?.expiresAt ?? null,
    },
    sheetStickers,
    // A sheet's line is the whole sheet, its design the first sticker's: fitted across the sheet says nothing.
    print:
      dpi !== null && !sheetStickers
        ? {
            dpi,
            quality: ratePrintQuality(dpi),
            minimumDpi: MINIMUM_PRINT_DPI,
            goodDpi: GOOD_PRINT_DPI,
            widthInches: size.widthInches,
            heightInches: size.heightInches,
            dieCutImageInches,
          }
        : null,
    shipping: {
      method,
      name: knownMethod?.name ?? method,
      deliveryEstimate: knownMethod?.deliveryEstimate ?? null,
      priority: method === "priority",
      charge: formatCents(payment ? payment.shippingCents : order.shippingCents),
      chargedOnThisOrder: order.shippingCents > 0,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: buildTrackingUrl(order.carrier, order.trackingNumber),
      shippedAt: iso(order.shippedAt),
    },
    payment: payment
      ? {
          id: payment.id,
          provider: payment.provider,
          testMode: payment.provider === "test",
          providerPaymentId: payment.providerPaymentId,
          status: payment.status,
          currency: payment.currency,
          subtotal: formatCents(payment.subtotalCents),
          discount: formatCents(payment.discountCents),
          shipping: formatCents(payment.shippingCents),
          total: formatCents(payment.totalCents),
          refunded: formatCents(payment.refundedCents),
          paidAt: iso(payment.paidAt),
          coupon: payment.coupon ? { code: payment.coupon.code } : null,
          affiliate: payment.affiliate
            ? {
                code: payment.affiliate.code,
                name: payment.affiliate.name,
                attributionMethod: payment.attributionMethod,
              }
            : null,
          amountMismatch: orderDto.amountMismatch,
        }
      : null,
    refund: refundOffer.possible
      ? { possible: true, amount: formatCents(refundOffer.amountCents) }
      : { possible: false, reason: refundOffer.reason },
    checkoutOrders: siblings.map((sibling) => ({
      id: sibling.id,
      orderNumber: formatOrderNumber(sibling.id, sibling.createdAt, timeZone),
      status: sibling.status,
      archived: sibling.archived,
      awaitsProof: isAwaitingProof(sibling),
      sizeName: sibling.sizeName,
      designName: sibling.design?.originalName ?? null,
      quantity: sibling.quantity,
      totalPrice: formatCents(sibling.totalPriceCents),
    })),
    history: toHistory(order),
    emails: emails.map((email) => {
      const state = describeEmailState(email, now);
      return {
        id: email.id,
        subject: email.subject,
        toAddress: email.toAddress,
        about:
          email.orderId === order.id
            ? ("order" as const)
            : email._count.coveredOrders > 0
              ? ("orders" as const)
              : ("checkout" as const),
        createdAt: email.createdAt.toISOString(),
        sentAt: iso(email.sentAt),
        state,
        attempts: email.attempts,
        nextAttemptAt: iso(email.nextAttemptAt),
        lastError: email.error,
        canResend: state === "failed" || state === "lost",
      };
    }),
    proofState: isProofState(order.proofState) ? order.proofState : "none",
    printingBlockedReason: explainPrintingWait(order),
    printFileBlockedReason: explainPrintFileBlocked(order),
    proofs,
  };
}
