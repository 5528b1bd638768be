"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { announceCartChanged, DESIGN_TOOL_CART_PATH } from "@/lib/client/cart-events";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { requestJson } from "@/lib/client/request-json";

/**
 * "Order again" on the account page: puts the order's sticker (same design, size and stock, today's price)
 * into this browser's cart and opens the design tool with its cart, as the order page's button does.
 */
export function AccountOrderAgainButton({ orderId, label }: { orderId: number; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function orderAgain() {
    setBusy(true);
    setError(null);
    try {
      await requestJson("POST", `/api/account/orders/${orderId}/reorder`, {}, { "X-Session-Id": getCartSessionId() });
      announceCartChanged();
      router.push(DESIGN_TOOL_CART_PATH);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

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
