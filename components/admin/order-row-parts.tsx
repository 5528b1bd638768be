"use client";

import { StickyNote } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AdminOrder } from "@/lib/client/admin-types";
import { describeAmountMismatch } from "@/lib/orders/describe-amount-mismatch";
import { labelStickerShape } from "@/lib/domain/sticker-shapes";
import { formatInches, shipToLine } from "./format";
import { OrderProofBadge } from "./order-proof-badge";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderStatusControl } from "./order-status-control";

// The pieces of one order that the orders table (wide screens) and the order cards (phones) both show.

/**
 * "Square • Rounded Corners", "Circle", "Die-cut • 3 × 2.41 in": the sticker type as the storefront names
 * it, with the finished size in inches for a custom size (a standard size's name says it already).
 */
export function describeStickerType(
  order: Pick<AdminOrder, "stickerType" | "roundedCorners"> &
    Partial<Pick<AdminOrder, "sizeId" | "widthInches" | "heightInches">>,
): string | null {
  const type = order.stickerType ? labelStickerShape(order.stickerType) : null;
  const custom = order.sizeId === null && order.widthInches && order.heightInches;
  const dimensions = !custom
    ? null
    : order.stickerType === "circle"
      ? `${formatInches(order.widthInches as number)} in across`
      : `${formatInches(order.widthInches as number)} × ${formatInches(order.heightInches as number)} in`;
  const parts = [type, dimensions, order.roundedCorners ? "Rounded Corners" : null].filter(Boolean);
  return parts.length ? parts.join(" • ") : null;
}

/** The Priority badge and the notes mark under the order number. */
export function OrderMarks({ order }: { order: AdminOrder }) {
  const notes = order.additionalNotes?.trim();
  if (order.shippingMethod !== "priority" && !notes) return null;
  return (
    <div className="mt-1.5 flex items-center gap-1.5">
      {order.shippingMethod === "priority" && (
        <Badge variant="warning" title="Priority Shipping (2-3 business days)">
          Priority
        </Badge>
      )}
      {notes && (
        <span
          className="inline-flex items-center gap-1 text-xs font-normal text-slate-700"
          title={order.additionalNotes ?? undefined}
        >
          <StickyNote className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Has notes: {order.additionalNotes}</span>
        </span>
      )}
    </div>
  );
}

/** Name, e-mail, phone, company and the ship-to line. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  const shipTo = shipToLine(order);
  return (
    <>
      <div className="font-medium text-slate-900">{order.customerName?.trim() || "Unknown Customer"}</div>
      {/* wrap-anywhere: a long address breaks inside the column instead of widening the table. */}
      <div className="wrap-anywhere text-slate-700">{order.customerEmail?.trim() || "No email"}</div>
      <div className="text-slate-700">{order.customerPhone?.trim() || "No phone"}</div>
      {order.companyName?.trim() && <div className="text-slate-700">{order.companyName}</div>}
      {shipTo && <div className="text-xs text-slate-600">{shipTo}</div>}
    </>
  );
}

/** "View #12" (dashboard) or "View" named "View design #12" (archive). */
export function OrderDesignButton({
  order,
  archived,
  onViewDesign,
}: {
  order: AdminOrder;
  archived: boolean;
  onViewDesign: (order: AdminOrder) => void;
}) {
  return archived ? (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`View design #${order.designId}`}
      onClick={() => onViewDesign(order)}
    >
      View
    </Button>
  ) : (
    <Button type="button" variant="outline" size="sm" onClick={() => onViewDesign(order)}>
      View #{order.designId}
    </Button>
  );
}

/** The coupon code (with its discount in the archive), or "None". */
export function OrderCoupon({ order, archived }: { order: AdminOrder; archived: boolean }) {
  if (!order.couponCode) return <span className="text-slate-600">None</span>;
  return archived ? (
    <div>
      <div className="font-medium">{order.couponCode}</div>
      <div className="text-xs text-green-800">-${order.discountAmount}</div>
    </div>
  ) : (
    // A long code breaks inside its badge rather than widening the table.
    <Badge variant="info" className="max-w-28 whitespace-normal wrap-anywhere">
      {order.couponCode}
    </Badge>
  );
}

/** The marks (amount mismatch, test payment), then the status with its control, or "Archived". */
export function OrderStatusCell({
  order,
  archived,
  onOrderChanged,
}: {
  order: AdminOrder;
  archived: boolean;
  onOrderChanged?: (order: AdminOrder) => void;
}) {
  return (
    <>
      {order.amountMismatch && (
        <Badge
          variant="destructive"
          className="mb-1.5"
          title={`${describeAmountMismatch(order.amountMismatch)}: check the payment with the provider`}
        >
          Amount mismatch
        </Badge>
      )}
      {order.testPayment && (
        <Badge variant="outline" className="mb-1.5" title="Paid in test mode (Stripe's test cards): no money was moved">
          Test
        </Badge>
      )}
      {archived ? (
        <Badge variant="outline">Archived</Badge>
      ) : (
        <div className="flex flex-col gap-1.5">
          <OrderStatusBadge status={order.status} />
          <OrderProofBadge status={order.status} proofState={order.proofState} />
          <OrderStatusControl order={order} onChanged={(changed) => onOrderChanged?.(changed)} />
        </div>
      )}
    </>
  );
}
