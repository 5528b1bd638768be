"use client";

import { useState } from "react";
import { Loader2, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage, isSessionExpired, refundOrder } from "@/lib/client/admin-api";
import type { AdminOrder, RefundResult } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";

export type CancelRefundButtonProps = {
  order: Pick<AdminOrder, "id" | "orderNumber" | "totalPrice" | "customerEmail">;
  /** The amount the refund gives back, e.g. "97.00" (default: the order's goods, order.totalPrice). */
  amount?: string;
  /** Called with the updated order after the refund was made (or accepted as pending). */
  onRefunded: (order: AdminOrder, result: RefundResult) => void;
  disabled?: boolean;
};

/** "Cancel and refund": asks first (amount, customer e-mail), then refunds through the API. */
export function CancelRefundButton({ order, amount, onRefunded, disabled = false }: CancelRefundButtonProps) {
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownAmount = `$${amount ?? order.totalPrice}`;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const result = await refundOrder(api, order.id);
      setOpen(false);
      onRefunded(result.order, result);
    } catch (caught) {
      if (!isSessionExpired(caught)) setError(errorMessage(caught, "The refund failed. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <Button type="button" variant="destructive" onClick={() => setOpen(true)} disabled={disabled}>
        <Undo2 aria-hidden="true" />
        Cancel and refund
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel and refund order {order.orderNumber}?</DialogTitle>
          <DialogDescription>
            {shownAmount} will be refunded to the customer&apos;s card and the order will be cancelled.
            {amount === undefined ? " The checkout's shipping is refunded with its last order." : ""} The customer will
            be e-mailed at {order.customerEmail}. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Keep order
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Refund {shownAmount}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
