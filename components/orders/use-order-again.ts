"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { announceCartChanged, DESIGN_TOOL_CART_PATH } from "@/lib/client/cart-events";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { requestJson } from "@/lib/client/request-json";

/**
 * "Order again" by `endpoint` (the order page's or the account's): posts it with this browser's cart session,
 * tells the header the cart changed and opens the design tool's cart; on failure keeps the message.
 */
export function useOrderAgain(endpoint: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function orderAgain() {
    setBusy(true);
    setError(null);
    try {
      await requestJson("POST", endpoint, {}, { "X-Session-Id": getCartSessionId() });
      announceCartChanged();
      router.push(DESIGN_TOOL_CART_PATH);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return { busy, error, orderAgain };
}
