"use client";

import { useParams } from "next/navigation";
import { Loader2, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { useOrderAgain } from "./use-order-again";

/**
 * "Order again" on the order page (/orders/{token}): puts every sticker of the checkout into this
 * browser's cart (the same stored designs, sizes, corners and quantities, today's prices) and opens the
 * design tool with its cart. The token comes from the page's own path, the key the endpoint checks.
 */
export function OrderAgainButton() {
  const { token } = useParams<{ token: string }>();
  const { busy, error, orderAgain } = useOrderAgain(`/api/order-page/${encodeURIComponent(token)}/reorder`);

  return (
    <div className="flex flex-col gap-1 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void orderAgain()} disabled={busy}>
          {busy ? (
            <Loader2 aria-hidden="true" className="mr-2 h-4 w-4 animate-spin" />
          ) : (
            <RotateCcw aria-hidden="true" className="mr-2 h-4 w-4" />
          )}
          Order again
        </Button>
        <p className="text-sm text-slate-600">Same designs and sizes, today&apos;s prices</p>
      </div>
      <ErrorText message={error} />
    </div>
  );
}
