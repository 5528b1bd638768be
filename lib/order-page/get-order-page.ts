import "server-only";
import { hasCorners, labelStickerShape } from "@/lib/domain/sticker-shapes";
import { buildStickerImageUrl, formatAddress } from "@/lib/email/order-emails";
import { prisma } from "@/lib/db/client";
import { createSignedDesignFileLink } from "@/lib/designs/links/sign-design-file-url";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import { getServerEnv } from "@/lib/env";
import { formatUsd } from "@/lib/money/format-cents";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { isShippingMethodId, SHIPPING_METHODS } from "@/lib/shipping/calculate-shipping";
import { buildTrackingUrl, carrierName } from "@/lib/shipping/tracking-url";
import {
  buildProofApiBase,
  describeProofEventForCustomer,
  describeOrderProofs,
  PROOF_TIMELINE_LABELS,
  toProofTimelineKind,
  type OrderPageProof,
  type ProofTimelineKind,
} from "@/lib/proofs/order-page-proofs";
import type { ProofState } from "@/lib/domain/proof-state";
import { findOrderLinkPayment } from "@/lib/order-links/find-order-link-payment";
import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { SHEET_STICKER_LIST_QUERY, toSheetStickerList } from "@/lib/sticker-sheets/sheet-sticker-list";
import type { SheetStickerListItem } from "@/lib/sticker-sheets/summarize-sheet-stickers";

// The customer's order page, /orders/{token}: the checkout behind a valid, unrevoked link. Only what
// the customer gave or paid is shown: no internal notes, e-mails, affiliate or operator details.

/** How long the design thumbnails' signed links work (the page is rendered per request). */
export const ORDER_PAGE_THUMBNAIL_TTL_SECONDS = 600;

export type OrderPageTimelineEntry = {
  kind:
    "placed" | "paid" | ProofTimelineKind | "printing" | "shipped" | "delivered" | "cancelled" | "refunded" | "expired";
  label: string;
  at: string;
  /** e.g. "UPS 1Z999…" or "$12.34" */
  detail: string | null;
  trackingUrl: string | null;
};

export type OrderPageItem = {
  orderId: number;
  number: string;
  status: string;
  designName: string;
  /** Short-lived signed /uploads link to the design, or null when its file name is not a stored one. */
  thumbnailUrl: string | null;
  type: string;
  sizeName: string;
  /** The sticker's shape and finished size; a die-cut's frozen cut line (SVG path data in inches). */
  shape: string;
  widthInches: number;
  heightInches: number;
  cutLine: string | null;
  /** Die-cut: where the design's image lies in the cut line's frame, in inches (for the thumbnail). */
  artwork: ArtworkPlacement | null;
  /**
   * A sticker sheet (#39): its stickers in their order, and its picture as it will be cut (the shop's
   * rendered sheet, under this page's link); null for a single sticker.
   */
  sheet: { stickers: SheetStickerListItem[]; imageUrl: string } | null;
  /** The material and finish it was sold with (#35), their names as they were then. */
  materialId: string;
  materialName: string;
  finishId: string;
  finishName: string;
  roundedCorners: boolean;
  corners: "Rounded" | "Square" | null;
  quantity: number;
  /** Goods of the line before the order discount. */
  priceCents: number;
  timeline: OrderPageTimelineEntry[];
  proofState: ProofState;
  /** Every proof version, newest first. */
  proofs: OrderPageProof[];
  /** The newest version waits for the customer's answer (Approve / Request changes) and the order is paid. */
  canAnswerProof: boolean;
};

export type OrderPageData = {
  /** The shop's time zone, for the dates shown. */
  timeZone: string;
  placedAt: string;
  numbers: string[];
  items: OrderPageItem[];
  /** Where the proof answers go: {proofApiBase}/{proofId}/approve and …/request-changes. */
  proofApiBase: string;
  customer: { name: string; email: string; companyName: string | null };
  shipping: { addressLines: string[]; methodName: string };
  amounts: {
    subtotalCents: number;
    discountCents: number;
    couponCode: string | null;
    shippingCents: number;
    totalCents: number;
    refundedCents: number;
    /** Paid, or "pending" while the payment is not confirmed. */
    paymentStatus: string;
  };
};

const STATUS_KINDS: Record<string, OrderPageTimelineEntry["kind"] | undefined> = {
  processing: "printing",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
  expired: "expired",
};

const KIND_LABELS: Record<OrderPageTimelineEntry["kind"], string> = {
  placed: "Order placed",
  paid: "Payment received",
  ...PROOF_TIMELINE_LABELS,
  printing: "Printing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  expired: "Expired (not paid)",
};

const KIND_RANK: OrderPageTimelineEntry["kind"][] = [
  "placed",
  "paid",
  "proof_sent", // every proof entry ranks here (rankOf)
  "printing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  "expired",
];

// Proof entries share one rank: those of one instant keep the order of their events.
const rankOf = (kind: OrderPageTimelineEntry["kind"]) =>
  KIND_RANK.indexOf(kind in PROOF_TIMELINE_LABELS ? "proof_sent" : kind);

/** The order page of a link's checkout, or null (shown as the 404 page) for an unknown or revoked token. */
export async function getOrderPage(token: string, now: number = Date.now()): Promise<OrderPageData | null> {
  const paymentId = await findOrderLinkPayment(token);
  if (!paymentId) return null;
  const payment = await prisma.payment.findUnique({
    where: { id: paymentId },
    include: {
      coupon: { select: { code: true } },
      orders: {
        orderBy: { id: "asc" },
        include: {
          design: { select: { filename: true, originalName: true, outline: true } },
          events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
          proofs: { include: { replacementDesign: { select: { originalName: true } } } },
          sheetStickers: SHEET_STICKER_LIST_QUERY,
        },
      },
    },
  });
  const first = payment?.orders[0];
  if (!payment || !first) return null;
  const timeZone = getServerEnv().SHOP_TIME_ZONE;

  const items = await Promise.all(
    payment.orders.map(async (order): Promise<OrderPageItem> => {
      const thumbnailUrl = isDesignFilename(order.design.filename)
        ? (
            await createSignedDesignFileLink(order.design.filename, {
              ttlSeconds: ORDER_PAGE_THUMBNAIL_TTL_SECONDS,
              now,
            })
          ).url
        : null;
      const sheetStickers = toSheetStickerList(order);
      return {
        orderId: order.id,
        number: formatOrderNumber(order.id, order.createdAt, timeZone),
        status: order.status,
        designName: order.design.originalName,
        thumbnailUrl,
        type: sheetStickers ? "Sticker sheet" : labelStickerShape(order.shape),
        sizeName: order.sizeName,
        shape: order.shape,
        widthInches: order.widthInches,
        heightInches: order.heightInches,
        cutLine: order.cutLine,
        artwork: placeLineArtwork(order, order.design.outline),
        sheet: sheetStickers && {
          stickers: sheetStickers,
          imageUrl: buildStickerImageUrl(`/orders/${token}`, order.id),
        },
        materialId: order.materialId,
        materialName: order.materialName,
        finishId: order.finishId,
        finishName: order.finishName,
        roundedCorners: order.roundedCorners,
        corners: hasCorners(order.shape) ? (order.roundedCorners ? "Rounded" : "Square") : null,
        quantity: order.quantity,
        priceCents: order.totalPriceCents + order.discountCents,
        timeline: buildTimeline(order, payment.paidAt),
        ...describeOrderProofs(token, order),
      };
    }),
  );

  return {
    timeZone,
    placedAt: first.createdAt.toISOString(),
    numbers: items.map((item) => item.number),
    items,
    proofApiBase: buildProofApiBase(token),
    customer: { name: first.customerName, email: first.customerEmail, companyName: first.companyName },
    shipping: {
      addressLines: formatAddress(first),
      methodName: isShippingMethodId(payment.shippingMethod)
        ? SHIPPING_METHODS[payment.shippingMethod].name
        : payment.shippingMethod,
    },
    amounts: {
      subtotalCents: payment.subtotalCents,
      discountCents: payment.discountCents,
      couponCode: payment.coupon?.code ?? first.couponCode,
      shippingCents: payment.shippingCents,
      totalCents: payment.totalCents,
      refundedCents: payment.refundedCents,
      paymentStatus: payment.status,
    },
  };
}

type TimelineOrder = {
  createdAt: Date;
  paidAt: Date | null;
  status: string;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  refundedCents: number;
  refundedAt: Date | null;
  events: Array<{
    type: string;
    toStatus: string | null;
    detail: string | null;
    actor?: string | null;
    createdAt: Date;
  }>;
};

/** Placed and paid from the order's own times, then its status, proof and refund events (never e-mails or notes). */
export function buildTimeline(order: TimelineOrder, paymentPaidAt: Date | null = null): OrderPageTimelineEntry[] {
  const entry = (
    kind: OrderPageTimelineEntry["kind"],
    at: Date,
    detail: string | null = null,
    trackingUrl: string | null = null,
  ): OrderPageTimelineEntry => ({ kind, label: KIND_LABELS[kind], at: at.toISOString(), detail, trackingUrl });
  const shipment = () => [carrierName(order.carrier), order.trackingNumber].filter(Boolean).join(" ") || null;

  const timeline = [entry("placed", order.createdAt)];
  const paidAt = order.paidAt ?? paymentPaidAt;
  if (paidAt) timeline.push(entry("paid", paidAt));
  const seen = new Set<string>(timeline.map((item) => item.kind));
  for (const event of order.events) {
    const proofKind = toProofTimelineKind(event);
    if (event.type === "status" && event.toStatus) {
      const kind = STATUS_KINDS[event.toStatus];
      if (!kind || seen.has(kind)) continue;
      seen.add(kind);
      timeline.push(
        kind === "shipped"
          ? entry(kind, event.createdAt, shipment(), buildTrackingUrl(order.carrier, order.trackingNumber))
          : entry(kind, event.createdAt),
      );
    } else if (proofKind) {
      // Every proof version's sending and answer, each time (a proof may go back and forth).
      timeline.push(entry(proofKind, event.createdAt, describeProofEventForCustomer(event)));
    } else if (event.type === "refund" && !seen.has("refunded")) {
      seen.add("refunded");
      timeline.push(
        entry("refunded", event.createdAt, order.refundedCents > 0 ? formatUsd(order.refundedCents) : null),
      );
    }
  }
  // Orders changed without an event (older rows): their own fields still tell the story.
  if (order.shippedAt && !seen.has("shipped"))
    timeline.push(entry("shipped", order.shippedAt, shipment(), buildTrackingUrl(order.carrier, order.trackingNumber)));
  if (order.refundedAt && !seen.has("refunded"))
    timeline.push(entry("refunded", order.refundedAt, formatUsd(order.refundedCents)));
  if (order.status === "cancelled" && !seen.has("cancelled") && order.refundedAt)
    timeline.push(entry("cancelled", order.refundedAt));
  // By time; entries of one instant (a refund cancels in the same transaction) in the story's order.
  return timeline.sort((a, b) => a.at.localeCompare(b.at) || rankOf(a.kind) - rankOf(b.kind));
}
