"use client";

import { useId, useState } from "react";
import { Truck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { updateOrderTracking } from "@/lib/client/admin-api";
import type { AdminOrder } from "@/lib/client/admin-types";
import { RequestError } from "@/lib/client/request-json";
import { trackingNumberSchema } from "@/lib/validation/admin-orders";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { ConfirmDialog } from "./confirm-dialog";
import { ShipmentFields } from "./shipment-fields";

export type OrderTrackingDialogProps = {
  order: AdminOrder;
  /** Called after a saved change (the detail is loaded again: shipping, history, e-mails). */
  onSaved: () => void;
};

/**
 * "Add tracking" / "Edit tracking" on a shipped or delivered order: the carrier and tracking number in
 * the shop's dialog. Adding a number to an order that had none e-mails the customer the tracking link,
 * which the dialog says (with the address) before Save; a correction only changes the order page.
 */
export function OrderTrackingDialog({ order, onSaved }: OrderTrackingDialogProps) {
  const api = useAdminApi();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const hasTracking = Boolean(order.trackingNumber);
  const email = order.customerEmail?.trim();

  function start() {
    setCarrier(order.carrier ?? "");
    setTrackingNumber(order.trackingNumber ?? "");
    setTrackingError(null);
    setOpen(true);
  }

  async function save() {
    const parsed = trackingNumberSchema.safeParse(trackingNumber);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid tracking number";
      setTrackingError(message);
      // Said under the field; the dialog stays open.
      throw new RequestError(400, message);
    }
    try {
      const result = await updateOrderTracking(api, order.id, {
        carrier: carrier || null,
        trackingNumber: parsed.data,
      });
      toast({ title: "Tracking Updated", description: result.message });
      onSaved();
    } catch (error) {
      toastError(error, "Failed to update tracking");
      throw error;
    }
  }

  return (
    <>
      <Button type="button" variant="outline" size="sm" className="print:hidden" onClick={start}>
        <Truck aria-hidden="true" />
        {hasTracking ? "Edit tracking" : "Add tracking"}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${hasTracking ? "Edit" : "Add"} tracking for order ${order.orderNumber}`}
        description={
          hasTracking
            ? "A correction is not e-mailed: the customer's order page shows the new details."
            : email
              ? `Adding a tracking number e-mails the tracking link to ${email}.`
              : "The customer has no e-mail address, so no e-mail will be sent."
        }
        confirmLabel="Save"
        fallbackError="Failed to update tracking"
        onConfirm={save}
      >
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
      </ConfirmDialog>
    </>
  );
}
