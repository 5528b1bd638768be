"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { ORDER_STATUSES, type AdminOrder, type StatusUpdateResult } from "@/lib/client/admin-types";
import { trackingNumberSchema, type CustomerNoticeStatus } from "@/lib/validation/admin-orders";
import { errorMessage } from "@/lib/client/admin-api";
import { RequestError } from "@/lib/client/request-json";
import { explainPrintingBlocked } from "@/lib/domain/proof-state";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { capitalize } from "./format";
import { ShipmentFields } from "./shipment-fields";

/** The e-mail each customer-facing status sends, as the confirmation names it. */
export const STATUS_EMAIL_NAMES: Record<CustomerNoticeStatus, string> = {
  processing: "Printing has begun",
  shipped: "Your order has shipped",
};

export function isCustomerNoticeStatus(status: string): status is CustomerNoticeStatus {
  return status === "processing" || status === "shipped";
}

export type OrderStatusControlProps = {
  order: AdminOrder;
  /** Called with the server's order after a saved change. */
  onChanged: (order: AdminOrder) => void;
  /** The order's proof state, when known: printing is refused here, with the reason, before the proof is approved. */
  proofState?: string;
  className?: string;
};

/** The proof state given, or the one the order carries when its DTO has it. */
function knownProofState(order: AdminOrder, proofState: string | undefined): string | undefined {
  const carried = (order as { proofState?: unknown }).proofState;
  return proofState ?? (typeof carried === "string" ? carried : undefined);
}

/**
 * The status dropdown of one order. Statuses that e-mail the customer (processing, shipped) ask first in
 * a dialog naming the e-mail and the address; shipped also takes the carrier and tracking number.
 * Cancel keeps the old status and saves nothing; other statuses are saved at once.
 */
export function OrderStatusControl({ order, onChanged, proofState, className }: OrderStatusControlProps) {
  const api = useAdminApi();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<CustomerNoticeStatus | null>(null);
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingError, setTrackingError] = useState<string | null>(null);
  // Why the chosen status was refused (the proof gate here, or the server's 409).
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = useId();

  async function save(status: string, shipping?: { carrier: string | null; trackingNumber: string | null }) {
    setBusy(true);
    try {
      const result = await api.request<StatusUpdateResult>("PATCH", `/api/orders/${order.id}/status`, {
        status,
        ...shipping,
      });
      onChanged(result.order);
      toast({ title: "Status Updated", description: result.message });
      return true;
    } catch (error) {
      // A refusal (the proof gate, a concurrent change) is also said under the select, where it stays.
      if (error instanceof RequestError && error.status === 409)
        setRefusal(errorMessage(error, "The status could not be changed."));
      toastError(error, "Failed to update order status");
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** The order as the server has it now, or null when it cannot be read (the refusal then stands). */
  async function readCurrentOrder(): Promise<AdminOrder | null> {
    try {
      return (await api.request<{ order: AdminOrder }>("GET", `/api/admin/orders/${order.id}`)).order;
    } catch {
      return null;
    }
  }

  async function choose(status: string) {
    if (busy || status === order.status) return;
    const state = knownProofState(order, proofState);
    let blocked =
      state === undefined ? null : explainPrintingBlocked({ status: order.status, proofState: state }, status);
    if (blocked) {
      // The page may be older than the customer's answer: the server's word decides before saying no.
      setBusy(true);
      const current = await readCurrentOrder();
      setBusy(false);
      const currentState = current ? knownProofState(current, undefined) : undefined;
      if (current && (current.status !== order.status || currentState !== state)) {
        onChanged(current);
        setRefusal(null);
        if (current.status !== order.status || currentState === undefined) return;
        blocked = explainPrintingBlocked({ status: current.status, proofState: currentState }, status);
      }
    }
    setRefusal(blocked);
    if (blocked) return;
    if (isCustomerNoticeStatus(status)) {
      setCarrier(order.carrier ?? "");
      setTrackingNumber(order.trackingNumber ?? "");
      setTrackingError(null);
      setPending(status);
    } else void save(status);
  }

  async function confirm() {
    if (!pending) return;
    let shipping: { carrier: string | null; trackingNumber: string | null } | undefined;
    if (pending === "shipped") {
      const parsed = trackingNumberSchema.safeParse(trackingNumber);
      if (!parsed.success) {
        setTrackingError(parsed.error.issues[0]?.message ?? "Invalid tracking number");
        return;
      }
      shipping = { carrier: carrier || null, trackingNumber: parsed.data };
    }
    if (await save(pending, shipping)) setPending(null);
  }

  const email = order.customerEmail?.trim();
  const statusLabel = pending ? pending : "";

  return (
    <>
      <NativeSelect
        ref={selectRef}
        aria-label={`Status for order ${order.orderNumber}`}
        className={className ?? "h-9 w-36"}
        value={order.status}
        // Not `disabled` while the update runs: that would take the keyboard focus away.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={refusal ? `${ids}-refusal` : undefined}
        onChange={(event) => void choose(event.target.value)}
      >
        {!(ORDER_STATUSES as readonly string[]).includes(order.status) && (
          <option value={order.status}>{capitalize(order.status)}</option>
        )}
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {capitalize(status)}
          </option>
        ))}
      </NativeSelect>
      {refusal && (
        <p id={`${ids}-refusal`} role="alert" className="basis-full text-sm text-red-700">
          {refusal}
        </p>
      )}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setPending(null);
        }}
      >
        <DialogContent
          onCloseAutoFocus={(event) => {
            // Back to the dropdown (the dialog has no trigger of its own), so a keyboard user keeps their place.
            event.preventDefault();
            selectRef.current?.focus();
          }}
        >
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <DialogHeader>
              <DialogTitle>
                Mark order {order.orderNumber} as {statusLabel}?
              </DialogTitle>
              <DialogDescription>
                {pending &&
                  (email
                    ? `Send “${STATUS_EMAIL_NAMES[pending]}” to ${email}?`
                    : "The customer has no e-mail address, so no e-mail will be sent.")}
              </DialogDescription>
            </DialogHeader>
            {pending === "shipped" && (
              <ShipmentFields
                idPrefix={ids}
                carrier={carrier}
                onCarrierChange={setCarrier}
                trackingNumber={trackingNumber}
                onTrackingNumberChange={(value) => {
                  setTrackingNumber(value);
                  setTrackingError(null);
                }}
                trackingError={trackingError}
              />
            )}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? "Saving..." : "Confirm"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
