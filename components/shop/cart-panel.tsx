"use client";

import { useCallback, useEffect, useState } from "react";
import { Loader2, ShoppingCart, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StickerThumbnail } from "@/components/stickers/sticker-thumbnail";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/client/request-json";
import { loadCartItems } from "@/lib/client/load-cart-items";
import { announceCartChanged, CART_ANCHOR_ID, CART_CHANGED_EVENT } from "@/lib/client/cart-events";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { formatLineQuantity } from "@/lib/domain/format-line-quantity";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { formatUsd, parseDollarsToCents } from "@/lib/money/format-cents";

type CartState = { status: "loading" } | { status: "ready"; items: CartItemDto[] };

function sumTotals(items: CartItemDto[]) {
  return items.reduce((sum, item) => sum + parseDollarsToCents(item.totalPrice), 0);
}

/** The cart in the side column; refetches on mount, on window focus and when a line is added. */
export function CartPanel() {
  const [state, setState] = useState<CartState>({ status: "loading" });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const sessionId = getCartSessionId();
    try {
      const items = await loadCartItems(sessionId);
      setState({ status: "ready", items });
    } catch {
      setState((previous) => (previous.status === "ready" ? previous : { status: "ready", items: [] }));
    }
  }, []);

  useEffect(() => {
    // Loading on mount and on focus is the point of this effect (spec section 4).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    const onFocus = () => void load();
    window.addEventListener("focus", onFocus);
    window.addEventListener(CART_CHANGED_EVENT, onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      window.removeEventListener(CART_CHANGED_EVENT, onFocus);
    };
  }, [load]);

  async function removeItem(item: CartItemDto) {
    setBusy(true);
    try {
      await requestJson("DELETE", `/api/cart/${item.id}`, undefined, { "X-Session-Id": getCartSessionId() });
      toast({ title: "Removed from Cart", description: "Item has been removed from your cart." });
    } catch (error) {
      toast({ variant: "destructive", title: "Remove Failed", description: (error as Error).message });
    } finally {
      setBusy(false);
      // Reloads this panel and the header's count alike (both listen).
      announceCartChanged();
    }
  }

  async function clearCart() {
    setBusy(true);
    try {
      await requestJson("DELETE", `/api/cart/clear/${encodeURIComponent(getCartSessionId())}`);
      toast({ title: "Cart Cleared", description: "All items have been removed from your cart." });
    } catch {
      // The spec shows nothing when clearing fails; the refetch below shows what is still there.
    } finally {
      setBusy(false);
      announceCartChanged();
    }
  }

  const items = state.status === "ready" ? state.items : [];
  const isEmpty = items.length === 0;

  return (
    // The id lets other pages link to the cart (DESIGN_TOOL_CART_PATH, e.g. "Order again", and the header's cart
    // link); below the tool on phones. tabIndex -1: following such a link moves focus here, not only the view.
    // Below lg it lands under the toast band at the top (the "Added to Cart" toast), not beneath it.
    <Card id={CART_ANCHOR_ID} tabIndex={-1} aria-live="polite" className="scroll-mt-28 lg:scroll-mt-4">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          {state.status === "ready" && !isEmpty
            ? `Your Cart (${items.length} ${items.length === 1 ? "item" : "items"})`
            : "Your Cart"}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {state.status === "loading" ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            Loading cart...
          </p>
        ) : isEmpty ? (
          <p className="text-sm text-slate-600">Your cart is empty</p>
        ) : (
          <>
            <ul className="divide-y rounded-md border">
              {items.map((item) => (
                <li key={item.id} className="flex items-start justify-between gap-3 p-3">
                  <StickerThumbnail
                    line={item}
                    imageUrl={item.thumbnailUrl}
                    designName={item.designName}
                    size={44}
                    caption={false}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{item.sizeName}</p>
                    <p className="text-xs text-slate-600" data-testid="cart-line-stock">
                      {formatStockName(item)}
                    </p>
                    <p className="text-sm text-slate-600">
                      {formatLineQuantity(item.quantity, { sheet: item.sheetSizeId != null })}
                      {item.roundedCorners ? " • Rounded Corners" : ""}
                    </p>
                    <p className="truncate text-xs text-slate-500" title={item.designName}>
                      {item.designName}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <span className="text-sm font-semibold">${item.totalPrice}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      disabled={busy}
                      onClick={() => void removeItem(item)}
                      aria-label={`Remove ${item.sizeName}, ${formatLineQuantity(item.quantity, { sheet: item.sheetSizeId != null })}`}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <div className="flex items-center justify-between text-base font-semibold">
              <span>Total</span>
              <span data-testid="cart-total">{formatUsd(sumTotals(items))}</span>
            </div>
            <Button variant="outline" size="sm" className="w-full" disabled={busy} onClick={() => void clearCart()}>
              <Trash2 aria-hidden="true" />
              Clear Cart
            </Button>
          </>
        )}
        {isEmpty ? (
          <Button className="w-full" disabled>
            Proceed to Checkout
          </Button>
        ) : (
          <Button asChild className="w-full">
            <a href="/checkout">Proceed to Checkout</a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
