import { SheetStickerList } from "@/components/stickers/sheet-sticker-list";
import { StickerThumbnail } from "@/components/stickers/sticker-thumbnail";
import { formatUsd } from "@/lib/money/format-cents";
import type { OrderPageData, OrderPageItem } from "@/lib/order-page/get-order-page";
import { OrderProofSection } from "./order-proof-section";
import { OrderAgainButton } from "./order-again-button";
import { PrintReceiptButton } from "./print-receipt-button";

// The customer's order page (/orders/{token}), rendered on the server: the stickers, each with its
// timeline, the shipping address and method, the amounts, and a printable receipt.

const STATUS_LABELS: Record<string, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  processing: "Printing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  expired: "Expired",
};

function makeDateFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  return (iso: string) => format.format(new Date(iso));
}

type ItemCardProps = {
  item: OrderPageItem;
  proofApiBase: string;
  formatDate: (iso: string) => string;
  directToBlob: boolean;
};

function ItemCard({ item, proofApiBase, formatDate, directToBlob }: ItemCardProps) {
  const headingId = `order-${item.orderId}`;
  return (
    <li className="rounded-lg border bg-white p-4 shadow-sm print:break-inside-avoid print:shadow-none">
      <article aria-labelledby={headingId} className="flex flex-col gap-4 sm:flex-row">
        {item.sheet ? (
          // The sheet as it will be cut, drawn by the shop (the e-mails' thumbnail), under this page's link.
          // eslint-disable-next-line @next/next/no-img-element -- served per order-page token, not an optimisable asset
          <img
            src={item.sheet.imageUrl}
            alt={`${item.sizeName}: every sticker where it lies on the sheet`}
            width={112}
            height={112}
            className="h-28 w-28 shrink-0 self-center rounded border bg-slate-50 object-contain sm:self-start"
          />
        ) : (
          <StickerThumbnail
            line={item}
            imageUrl={item.thumbnailUrl}
            designName={item.designName}
            size={112}
            caption={false}
            className="self-center sm:self-start"
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            Order {item.number}
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {STATUS_LABELS[item.status] ?? item.status}
            </span>
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {item.sheet ? null : (
              <>
                <dt className="text-slate-500">Design</dt>
                <dd className="break-all">{item.designName}</dd>
              </>
            )}
            <dt className="text-slate-500">Type</dt>
            <dd>{item.type}</dd>
            <dt className="text-slate-500">Size</dt>
            <dd>{item.sizeName}</dd>
            {item.corners ? (
              <>
                <dt className="text-slate-500">Corners</dt>
                <dd>{item.corners}</dd>
              </>
            ) : null}
            <dt className="text-slate-500">Material</dt>
            <dd>{item.materialName}</dd>
            <dt className="text-slate-500">Finish</dt>
            <dd>{item.finishName}</dd>
            <dt className="text-slate-500">Quantity</dt>
            <dd>{item.sheet ? `${item.quantity} ${item.quantity === 1 ? "sheet" : "sheets"}` : item.quantity}</dd>
            <dt className="text-slate-500">Price</dt>
            <dd>{formatUsd(item.priceCents)}</dd>
          </dl>
          {item.sheet ? (
            <div className="mt-3">
              <SheetStickerList stickers={item.sheet.stickers} />
            </div>
          ) : null}
          <OrderProofSection item={item} apiBase={proofApiBase} formatDate={formatDate} directToBlob={directToBlob} />
          <h4 className="mt-4 text-sm font-semibold text-slate-900">Progress</h4>
          <ol
            className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm"
            aria-label={`Progress of order ${item.number}`}
          >
            {item.timeline.map((entry, index) => (
              <li key={`${entry.kind}-${index}`}>
                <span className="font-medium text-slate-900">{entry.label}</span>{" "}
                <time dateTime={entry.at} className="text-slate-500">
                  {formatDate(entry.at)}
                </time>
                {entry.detail ? <span className="block text-slate-700">{entry.detail}</span> : null}
                {entry.trackingUrl ? (
                  <a
                    href={entry.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block text-blue-700 underline underline-offset-4 print:hidden"
                  >
                    Track your package
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </article>
    </li>
  );
}

type OrderPageViewProps = {
  order: OrderPageData;
  companyName: string;
  /** Replacement designs go from the browser straight to Vercel Blob (the shop has a Blob store). */
  directToBlob?: boolean;
};

export function OrderPageView({ order, companyName, directToBlob = false }: OrderPageViewProps) {
  const formatDate = makeDateFormat(order.timeZone);
  const { amounts } = order;
  const paid = amounts.paymentStatus === "paid";
  return (
    <div className="order-receipt mx-auto w-full max-w-3xl space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="hidden text-sm text-slate-600 print:block">{companyName} — receipt</p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Your order{order.numbers.length > 1 ? "s" : ""} {order.numbers.join(", ")}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Placed <time dateTime={order.placedAt}>{formatDate(order.placedAt)}</time> by {order.customer.name} (
            {order.customer.email})
          </p>
        </div>
        <PrintReceiptButton />
      </div>

      <section aria-labelledby="stickers-heading">
        <h2 id="stickers-heading" className="text-xl font-semibold text-slate-900">
          Stickers
        </h2>
        <ul className="mt-3 space-y-4">
          {order.items.map((item) => (
            <ItemCard
              key={item.orderId}
              item={item}
              proofApiBase={order.proofApiBase}
              formatDate={formatDate}
              directToBlob={directToBlob}
            />
          ))}
        </ul>
        <div className="mt-4">
          <OrderAgainButton />
        </div>
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="shipping-heading" className="rounded-lg border bg-white p-4 print:break-inside-avoid">
          <h2 id="shipping-heading" className="text-xl font-semibold text-slate-900">
            Shipping
          </h2>
          <address className="mt-2 text-sm not-italic text-slate-700">
            {order.shipping.addressLines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
          <p className="mt-2 text-sm text-slate-700">Method: {order.shipping.methodName}</p>
        </section>

        <section aria-labelledby="payment-heading" className="rounded-lg border bg-white p-4 print:break-inside-avoid">
          <h2 id="payment-heading" className="text-xl font-semibold text-slate-900">
            Payment
          </h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>Subtotal</dt>
            <dd className="text-right">{formatUsd(amounts.subtotalCents)}</dd>
            {amounts.discountCents > 0 ? (
              <>
                <dt>Discount{amounts.couponCode ? ` (${amounts.couponCode})` : ""}</dt>
                <dd className="text-right">{formatUsd(-amounts.discountCents)}</dd>
              </>
            ) : null}
            <dt>Shipping</dt>
            <dd className="text-right">{amounts.shippingCents === 0 ? "Free" : formatUsd(amounts.shippingCents)}</dd>
            <dt className="font-semibold">{paid ? "Total paid" : "Total"}</dt>
            <dd className="text-right font-semibold">{formatUsd(amounts.totalCents)}</dd>
            {amounts.refundedCents > 0 ? (
              <>
                <dt>Refunded</dt>
                <dd className="text-right">{formatUsd(-amounts.refundedCents)}</dd>
              </>
            ) : null}
          </dl>
          {!paid ? (
            <p className="mt-2 text-sm text-slate-600">
              {amounts.paymentStatus === "open" || amounts.paymentStatus === "processing"
                ? "We're confirming your payment."
                : "This order has not been paid."}
            </p>
          ) : null}
        </section>
      </div>

      <p className="text-sm text-slate-600 print:hidden">
        Keep all your orders in one place:{" "}
        <a href="/account/sign-in" className="font-medium text-slate-900 underline underline-offset-4">
          sign in
        </a>{" "}
        with {order.customer.email}, no password needed.
      </p>
    </div>
  );
}
