"use client";

import Link from "next/link";
import { ArrowLeft, Loader2, MessageSquareWarning, Printer, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { formatShopDateTime } from "./format";
import {
  CheckoutOrdersSection,
  DesignSection,
  DetailCard,
  Fields,
  Field,
  HistorySection,
  PaymentSection,
  SHIPMENT_STATUSES,
  ShippingSection,
  ShipToSection,
  StickerSection,
} from "./order-detail-sections";
import { AdminLink } from "./admin-link";
import { CancelRefundButton } from "./cancel-refund-button";
import { OrderEmailsSection } from "./order-emails-section";
import { OrderLinkButton } from "./order-link-button";
import { OrderProofsSection } from "./order-proofs-section";
import { OrderStatusControl } from "./order-status-control";
import { OrderTrackingDialog } from "./order-tracking-dialog";
import { PrintFileButton } from "./print-file-button";
import { OrderStatusBadge } from "./order-status-badge";
import { SignOutButton } from "./sign-out-button";
import { useDesignOpener } from "./use-design-opener";
import { useOrderDetail } from "./use-order-detail";

function BackLink({ archived = false }: { archived?: boolean }) {
  // The archive keeps its own gate (spec); the dashboard takes the session along.
  const BackTo = archived ? Link : AdminLink;
  return (
    <BackTo
      href={archived ? "/admin/archive" : "/admin"}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {archived ? "Back to archive" : "Back to orders"}
    </BackTo>
  );
}

/** /admin/orders/{id} once unlocked: everything needed to print and ship one order, on one screen. */
export function OrderDetailView({
  orderId,
  directToBlob = false,
}: {
  orderId: string;
  /** Proof images go from the browser straight to Vercel Blob (the shop has a Blob store). */
  directToBlob?: boolean;
}) {
  const orderDetail = useOrderDetail(orderId);
  const { load, refreshing, reload, replaceEmail } = orderDetail;
  const openDesign = useDesignOpener();

  if (load.state === "loading")
    return (
      <main className="mx-auto max-w-6xl px-4 py-8">
        <BackLink />
        <div role="status" className="flex justify-center py-16">
          <Loader2 className="h-8 w-8 animate-spin text-slate-600" aria-hidden="true" />
          <span className="sr-only">Loading order</span>
        </div>
      </main>
    );

  if (load.state !== "ready")
    return (
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-8">
        <BackLink />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{load.message}</h1>
        {load.state === "failed" && (
          <Button type="button" variant="outline" onClick={reload}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        )}
      </main>
    );

  const { detail } = load;
  const { order } = detail;

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8 print:max-w-none print:space-y-3 print:p-0">
      <nav aria-label="Admin" className="print:hidden">
        <BackLink archived={order.archived} />
      </nav>

      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Order {order.orderNumber}</h1>
          {formatStockName(order) && (
            // #36: the stock to print on and pack, first thing on screen and on the printed sheet.
            <p className="text-base font-medium text-slate-900" data-testid="order-stock">
              {formatStockName(order)}
            </p>
          )}
          <p className="text-sm text-slate-600">
            Placed{" "}
            <time dateTime={detail.times.placedAt}>
              {formatShopDateTime(detail.times.placedAt, detail.shopTimeZone)}
            </time>
            {order.archived && " · archived"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" variant="outline" onClick={reload} disabled={refreshing}>
            <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <SignOutButton />
        </div>
      </header>

      {order.additionalNotes?.trim() && (
        <section
          aria-labelledby="order-notes"
          className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 print:break-inside-avoid"
        >
          <h2 id="order-notes" className="flex items-center gap-2 font-semibold text-amber-900">
            <MessageSquareWarning className="h-5 w-5" aria-hidden="true" />
            Customer notes
          </h2>
          <p className="mt-1 whitespace-pre-wrap break-words text-base text-slate-900">{order.additionalNotes}</p>
        </section>
      )}

      <DetailCard title="Status" id="order-status">
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={order.status} />
          {order.archived && <OrderStatusBadge status="archived" />}
          {order.testPayment && <Badge variant="warning">Test</Badge>}
          <OrderStatusControl order={order} proofState={detail.proofState} onChanged={orderDetail.replaceOrder} />
          {detail.refund.possible && (
            <CancelRefundButton order={order} amount={detail.refund.amount} onRefunded={orderDetail.replaceOrder} />
          )}
          {detail.payment && <OrderLinkButton order={order} onSent={reload} />}
        </div>
        {detail.times.paidAt && (
          <div className="mt-3">
            <Fields label="Key times">
              <Field term="Paid">{formatShopDateTime(detail.times.paidAt, detail.shopTimeZone)}</Field>
              {detail.times.shippedAt && (
                <Field term="Shipped">{formatShopDateTime(detail.times.shippedAt, detail.shopTimeZone)}</Field>
              )}
              {detail.times.refundedAt && (
                <Field term="Refunded">{formatShopDateTime(detail.times.refundedAt, detail.shopTimeZone)}</Field>
              )}
              {detail.times.expiredAt && (
                <Field term="Expired">{formatShopDateTime(detail.times.expiredAt, detail.shopTimeZone)}</Field>
              )}
            </Fields>
          </div>
        )}
      </DetailCard>

      <OrderProofsSection detail={detail} onSent={reload} directToBlob={directToBlob} />

      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2 print:gap-3">
        <DesignSection detail={detail} onOpenFile={() => openDesign(order)} />
        <StickerSection
          detail={detail}
          onOpenDesign={(designId) => openDesign({ designId, orderNumber: order.orderNumber })}
          actions={<PrintFileButton orderId={order.id} blockedReason={detail.printFileBlockedReason} />}
        />
        <ShipToSection detail={detail} />
        <ShippingSection
          detail={detail}
          actions={
            SHIPMENT_STATUSES.has(order.status) ? <OrderTrackingDialog order={order} onSaved={reload} /> : undefined
          }
        />
        <PaymentSection detail={detail} />
        <CheckoutOrdersSection detail={detail} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2 print:block print:space-y-3">
        <HistorySection detail={detail} />
        <OrderEmailsSection detail={detail} onEmailChanged={replaceEmail} onResent={reload} />
      </div>
    </main>
  );
}
