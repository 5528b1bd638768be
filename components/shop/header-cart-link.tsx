"use client";

import { useCallback, useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { ShoppingCart } from "lucide-react";
import {
  CART_ANCHOR_ID,
  CART_CHANGED_EVENT,
  DESIGN_TOOL_CART_PATH,
  PAGES_WITH_CART_PANEL,
} from "@/lib/client/cart-events";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { loadCartItems } from "@/lib/client/load-cart-items";

/** "Cart, 2 items", "Cart, 1 item", "Cart, 0 items"; just "Cart" until the count is known. */
export function describeCartLink(count: number | null): string {
  if (count === null) return "Cart";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The header's cart: the number of lines in the session's cart, linking to the cart panel (on this page
 * when it has one, else the design tool's). Refetches like the panel: on mount, on focus and after any
 * cart change (an add, a removal, a paid checkout), and on each page change: the header stays mounted
 * across client-side navigations (checkout → payment success).
 */
export function HeaderCartLink() {
  const pathname = usePathname();
  const [count, setCount] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setCount((await loadCartItems(getCartSessionId())).length);
    } catch {
      // Keep the last count: the cart panel (or the next focus) shows what went wrong.
    }
  }, []);

  useEffect(() => {
    // Loading on focus and after a cart change is the point of this effect, as in the cart panel.
    const reload = () => void load();
    window.addEventListener("focus", reload);
    window.addEventListener(CART_CHANGED_EVENT, reload);
    return () => {
      window.removeEventListener("focus", reload);
      window.removeEventListener(CART_CHANGED_EVENT, reload);
    };
  }, [load]);

  useEffect(() => {
    // On mount and on each page: a new page may follow a change made elsewhere (lines paid at checkout).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [pathname, load]);

  const href = PAGES_WITH_CART_PANEL.includes(pathname) ? `${pathname}#${CART_ANCHOR_ID}` : DESIGN_TOOL_CART_PATH;

  return (
    <a
      href={href}
      aria-label={describeCartLink(count)}
      data-testid="header-cart"
      className="inline-flex h-9 items-center gap-1.5 rounded-md border border-input bg-white px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <ShoppingCart className="size-4 shrink-0" aria-hidden="true" />
      <span className="hidden sm:inline">Cart</span>{" "}
      <span
        aria-hidden="true"
        className="min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-foreground"
      >
        {count ?? "–"}
      </span>
    </a>
  );
}
