"use client";

import { Undo2 } from "lucide-react";
import { refundOrder } from "@/lib/client/admin-api";
import type { AdminOrder, RefundResult } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { ConfirmActionButton } from "./confirm-action-button";

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
  const shownAmount = `$${amount ?? order.totalPrice}`;
  return (
    <ConfirmActionButton
      trigger={
        <>
          <Undo2 aria-hidden="true" />
          Cancel and refund
        </>
      }
      triggerVariant="destructive"
      confirmVariant="destructive"
      disabled={disabled}
      title={`Cancel and refund order ${order.orderNumber}?`}
      description={
        <>
          {shownAmount} will be refunded to the customer&apos;s card and the order will be cancelled.
          {amount === undefined ? " The checkout's shipping is refunded with its last order." : ""} The customer will be
          e-mailed at {order.customerEmail}. This cannot be undone.
        </>
      }
      cancelLabel="Keep order"
      confirmLabel={`Refund ${shownAmount}`}
      fallbackError="The refund failed. Please try again."
      onConfirm={async () => {
        const result = await refundOrder(api, order.id);
        onRefunded(result.order, result);
      }}
    />
  );
}
