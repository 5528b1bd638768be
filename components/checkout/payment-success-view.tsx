"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { CheckCircle2, Clock, Loader2, Package, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requestJson, RequestError } from "@/lib/client/request-json";
import { getCartSessionId } from "@/lib/client/cart-session-id";

type OrderView = {
  id: number;
  orderNumber: string;
  status: string;
  paymentStatus: string | null;
  paymentFailureMessage: string | null;
};

const POLL_MS = 2000;
const CONFIRMED = new Set(["paid", "processing", "shipped", "delivered"]);

type Props = { orderId: number | null; companySiteUrl: string };

export function PaymentSuccessView({ orderId, companySiteUrl }: Props) {
  const [order, setOrder] = useState<OrderView | null>(null);
  const [missing, setMissing] = useState(orderId === null);

  useEffect(() => {
    if (orderId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const headers = { "X-Session-Id": getCartSessionId() };
    let askedProvider = false;

    async function poll() {
      try {
        let current = await requestJson<OrderView>("GET", `/api/orders/${orderId}`, undefined, headers);
        if (!CONFIRMED.has(current.status) && !askedProvider) {
          // Ask the server to check with the payment provider once; it marks paid only what is confirmed.
          askedProvider = true;
          await requestJson("POST", `/api/orders/${orderId}/payment-success`, {}, headers).catch(() => undefined);
          current = await requestJson<OrderView>("GET", `/api/orders/${orderId}`, undefined, headers);
        }
        if (stopped) return;
        setOrder(current);
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

  if (!order) {
    return (
      <p className="flex items-center justify-center gap-2 py-24 text-slate-600" role="status">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> Loading your order...
      </p>
    );
  }

  const confirmed = CONFIRMED.has(order.status);
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
                {order.paymentFailureMessage
                  ? `Your payment has not gone through yet: ${order.paymentFailureMessage}`
                  : "We're confirming your payment. Please wait... This page updates by itself."}
              </p>
            </>
          )}
          <p className="text-lg">
            Order number: <strong data-testid="order-number">{order.orderNumber}</strong>
          </p>
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
