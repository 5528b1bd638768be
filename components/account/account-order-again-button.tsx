"use client";

import { Loader2, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { useOrderAgain } from "@/components/orders/use-order-again";

/**
 * "Order again" on the account page: puts the order's sticker (same design, size and stock, today's price)
 * into this browser's cart and opens the design tool with its cart, as the order page's button does.
 */
export function AccountOrderAgainButton({ orderId, label }: { orderId: number; label: string }) {
  const { busy, error, orderAgain } = useOrderAgain(`/api/account/orders/${orderId}/reorder`);

  return (
    <div className="flex flex-col gap-1">
      <Button type="button" onClick={() => void orderAgain()} disabled={busy} aria-label={label}>
        {busy ? (
          <Loader2 aria-hidden="true" className="mr-2 h-4 w-4 animate-spin" />
        ) : (
          <RotateCcw aria-hidden="true" className="mr-2 h-4 w-4" />
        )}
        Order again
      </Button>
      <ErrorText message={error} />
    </div>
  );
}
