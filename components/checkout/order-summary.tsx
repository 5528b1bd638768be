import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StickerThumbnail } from "@/components/stickers/sticker-thumbnail";
import { formatLineQuantity } from "@/lib/domain/format-line-quantity";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { formatStockName } from "@/lib/domain/format-stock-name";
import type { CheckoutQuote } from "@/lib/checkout/checkout-quote";

type Props = { items: CartItemDto[]; quote: CheckoutQuote | null };

export function CheckoutOrderSummary({ items, quote }: Props) {
  const hasDiscount = quote && quote.discount !== "0.00";
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-md border">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 p-3 text-sm">
              <StickerThumbnail
                line={item}
                imageUrl={item.thumbnailUrl}
                designName={item.designName}
                size={44}
                caption={false}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{item.sizeName}</p>
                <p className="text-xs text-slate-600" data-testid="summary-line-stock">
                  {formatStockName(item)}
                </p>
                <p className="text-slate-600">
                  {formatLineQuantity(item.quantity, { sheet: item.sheetSizeId != null })}
                  {item.roundedCorners ? " • Rounded Corners" : ""}
                </p>
                <p className="max-w-[16rem] truncate text-xs text-slate-500">{item.designName}</p>
              </div>
              <span className="font-semibold">${item.totalPrice}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 text-sm" aria-live="polite">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd data-testid="summary-subtotal">{quote ? `$${quote.subtotal}` : "—"}</dd>
          </div>
          {hasDiscount && (
            <div className="flex justify-between text-green-800">
              <dt>
                {quote.appliedCode?.kind === "referral" ? "Referral discount" : "Discount"}
                {quote.appliedCode ? ` (${quote.appliedCode.code})` : ""}
              </dt>
              <dd data-testid="summary-discount">-${quote.discount}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd data-testid="summary-shipping">
              {quote ? (quote.shipping === "0.00" ? "FREE" : `$${quote.shipping}`) : "—"}
            </dd>
          </div>
          <div className="flex justify-between border-t pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="summary-total">{quote ? `$${quote.total}` : "—"}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
