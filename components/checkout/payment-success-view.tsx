"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { CheckCircle2, Clock, ExternalLink, Loader2, Mail, Package, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StickerThumbnail } from "@/components/stickers/sticker-thumbnail";
import { requestJson, RequestError } from "@/lib/client/request-json";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { announceCartChanged } from "@/lib/client/cart-events";
import { readPlacedCheckout, savePlacedCheckout } from "@/lib/client/placed-checkout";
import type { PlacedCheckoutDto } from "@/lib/checkout/get-placed-checkout";

const POLL_MS = 2000;
const CONFIRMED = new Set(["paid", "processing", "shipped", "delivered"]);

type Props = { orderId: number | null; companySiteUrl: string };

/**
 * The order page link for this checkout: the one this tab was given before (Back, a reload), else a new
 * one from the server (only for the session that placed the order). Null when none can be had; the
 * confirmation e-mail carries one anyway.
 */
async function findOrderPageLink(sessionId: string, orderId: number): Promise<string | null> {
  const stored = readPlacedCheckout(sessionId);
  if (stored?.orderId === orderId && stored.orderPageUrl) return stored.orderPageUrl;
  try {
    const { path } = await requestJson<{ path: string }>(
      "POST",
      `/api/orders/${orderId}/order-link`,
      {},
      {
        "X-Session-Id": sessionId,
      },
    );
    savePlacedCheckout(sessionId, { orderId, orderPageUrl: path });
    return readPlacedCheckout(sessionId)?.orderPageUrl ?? null;
  } catch {
    return null;
  }
}

export function PaymentSuccessView({ orderId, companySiteUrl }: Props) {
  const [checkout, setCheckout] = useState<PlacedCheckoutDto | null>(null);
  const [orderPageUrl, setOrderPageUrl] = useState<string | null>(null);
  const [missing, setMissing] = useState(orderId === null);

  useEffect(() => {
    if (orderId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sessionId = getCartSessionId();
    const headers = { "X-Session-Id": sessionId };
    let askedProvider = false;
    let askedLink = false;

    async function poll() {
      try {
        const path = `/api/orders/${orderId}/checkout`;
        let current = await requestJson<PlacedCheckoutDto>("GET", path, undefined, headers);
        if (!CONFIRMED.has(current.status) && !askedProvider) {
          // Ask the server to check with the payment provider once; it marks paid only what is confirmed.
          askedProvider = true;
          await requestJson("POST", `/api/orders/${orderId}/payment-success`, {}, headers).catch(() => undefined);
          current = await requestJson<PlacedCheckoutDto>("GET", path, undefined, headers);
        }
        if (stopped) return;
        setCheckout(current);
        // Back to /checkout from here shows that this checkout is placed, with the same links.
        savePlacedCheckout(sessionId, {
          orderId: orderId as number,
          orderNumbers: current.orders.map((order) => order.orderNumber),
        });
        if (CONFIRMED.has(current.status) && !askedLink) {
          askedLink = true;
          // The paid lines have left the cart: the header's count (still the one before paying) reloads.
          announceCartChanged();
          const link = await findOrderPageLink(sessionId, orderId as number);
          if (!stopped) setOrderPageUrl(link);
        }
        if (!CONFIRMED.has(current.status) && current.status !== "cancelled")
          timer = setTimeout(() => void poll(), POLL_MS);
      } catch (error) {
        if (stopped) return;
        if (error instanceof RequestError && error.status === 404) setMissing(true);
        else timer = setTimeout(() => void poll(), POLL_MS);
      }
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId]);

  if (missing) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardHeader>
          <CardTitle>Order not found</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-slate-600">We could not find this order for this browser.</p>
          <Button asChild>
            <Link href="/">Create Another Order</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (!checkout) {
    return (
      <p className="flex items-center justify-center gap-2 py-24 text-slate-600" role="status">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> Loading your order...
      </p>
    );
  }

  const confirmed = CONFIRMED.has(checkout.status);
  const several = checkout.orders.length > 1;
  const { amounts } = checkout;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Card className="text-center">
        <CardContent className="space-y-3 pt-8">
          {confirmed ? (
            <>
              <CheckCircle2 className="mx-auto h-14 w-14 text-green-700" aria-hidden="true" />
              <h1 className="text-2xl font-bold text-slate-900">Payment Successful!</h1>
              <p className="text-slate-600">Your sticker order has been placed successfully.</p>
            </>
          ) : (
            <>
              <Clock className="mx-auto h-14 w-14 text-amber-600" aria-hidden="true" />
              <h1 className="text-2xl font-bold text-slate-900">Confirming your payment…</h1>
              <p className="text-slate-600" role="status">
                {checkout.paymentFailureMessage
                  ? `Your payment has not gone through yet: ${checkout.paymentFailureMessage}`
                  : "We're confirming your payment. Please wait... This page updates by itself."}
              </p>
            </>
          )}
          <p className="text-lg">
            {several ? "Order numbers: " : "Order number: "}
            {checkout.orders.map((order, index) => (
              <span key={order.id}>
                {index > 0 && (index === checkout.orders.length - 1 ? " and " : ", ")}
                <strong data-testid="order-number">{order.orderNumber}</strong>
              </span>
            ))}
          </p>
          {confirmed && checkout.customerEmail && (
            <p className="flex items-center justify-center gap-2 text-sm text-slate-700">
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                We e-mailed your confirmation to <strong className="break-words">{checkout.customerEmail}</strong>.
              </span>
            </p>
          )}
          {orderPageUrl && (
            <p>
              <a
                href={orderPageUrl}
                className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 underline-offset-2 hover:underline"
              >
                See your order, its status and receipt <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </a>
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">{several ? "Your stickers" : "Your sticker"}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          <ul className="divide-y rounded-md border">
            {checkout.orders.map((order) => (
              <li key={order.id} className="flex items-start justify-between gap-3 p-3">
                <StickerThumbnail
                  line={order}
                  imageUrl={order.thumbnailUrl}
                  designName={order.designName}
                  size={56}
                  caption={false}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {order.orderNumber} · <span className="break-all">{order.designName}</span>
                  </p>
                  <p className="text-slate-600">
                    {/* A custom size's name starts with its type ('Die-cut 3" × 2.4"'): not said twice. */}
                    {order.sizeName.startsWith(order.type) ? "" : `${order.type} · `}
                    {order.sizeName}
                    {order.corners ? ` · ${order.corners} corners` : ""} · {order.quantityLabel}
                  </p>
                </div>
                <span className="font-semibold">${order.lineTotal}</span>
              </li>
            ))}
          </ul>
          <dl className="space-y-1" data-testid="success-amounts">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>${amounts.subtotal}</dd>
            </div>
            {amounts.discount !== "0.00" && (
              <div className="flex justify-between text-green-800">
                <dt>Discount{amounts.discountCode ? ` (${amounts.discountCode})` : ""}</dt>
                <dd>-${amounts.discount}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd>{amounts.shipping === "0.00" ? "FREE" : `$${amounts.shipping}`}</dd>
            </div>
            <div className="flex justify-between border-t pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd data-testid="success-total">${amounts.total}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">What&apos;s Next?</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-slate-700">
          <p className="flex gap-3">
            <Printer className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong>Processing:</strong> your order will be ready for printing within 1-2 business days. You&apos;ll
              receive an email confirmation when printing begins.
            </span>
          </p>
          <p className="flex gap-3">
            <Package className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong>Shipping:</strong> your stickers ship within 3-5 business days.
            </span>
          </p>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link href="/">Create Another Order</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={companySiteUrl}>Back to Home</a>
        </Button>
      </div>
    </div>
  );
}
