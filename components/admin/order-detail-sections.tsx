"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { AlertTriangle, ExternalLink, Truck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { describeAmountMismatch } from "@/lib/orders/describe-amount-mismatch";
import type { OrderDetail, OrderDetailHistoryEntry } from "@/lib/client/admin-types";
import { capitalize, formatDollars, formatFileSize, formatInches, formatShopDateTime } from "./format";
import { carrierName } from "@/lib/shipping/tracking-url";
import { SheetStickerList } from "@/components/stickers/sheet-sticker-list";
import { StickerThumbnail } from "@/components/stickers/sticker-thumbnail";
import { describeCutLineNote } from "@/lib/proofs/describe-cut-line-note";
import { AdminLink } from "./admin-link";
import { OrderStatusBadge } from "./order-status-badge";

// The read-only parts of /admin/orders/{id}. Each card is a titled section with a definition list,
// so a screen reader can walk it by headings and every value is announced with its label.

export function DetailCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card aria-labelledby={id} role="region" className="print:break-inside-avoid print:shadow-none">
      <CardHeader className="pb-3">
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function Fields({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {children}
    </dl>
  );
}

export function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

const dimensions = (width: number, height: number) => `${formatInches(width)} × ${formatInches(height)} in`;

/** "≈ 225 DPI at 4 × 4 in" and what it means for the print. */
function PrintResolution({ detail }: { detail: OrderDetail }) {
  const { print, design } = detail;
  if (!print && detail.sheetStickers)
    return <>Each sticker prints its own design at its own size: see the sheet&apos;s stickers.</>;
  if (!print) return <>Unknown (the sticker size is missing)</>;
  const figure = `≈ ${print.dpi} DPI at ${dimensions(print.widthInches, print.heightInches)}`;
  const explanation = print.dieCutImageInches
    ? `The design's ${design.widthPx} × ${design.heightPx} px printed at ${dimensions(print.dieCutImageInches.width, print.dieCutImageInches.height)}, where its artwork fills the die-cut line.`
    : `The design's ${design.widthPx} × ${design.heightPx} px fitted whole on the sticker.`;
  if (print.quality === "low")
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-red-800">
        <p className="flex items-center gap-1.5 font-semibold">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {figure}: low resolution
        </p>
        <p>
          {explanation} Below the {print.minimumDpi} DPI the design tool asks for, the print may look blurry: check it
          before printing and contact the customer if needed.
        </p>
      </div>
    );
  return (
    <div>
      <p className="font-semibold">{figure}</p>
      <p className="text-slate-600">
        {explanation}{" "}
        {print.quality === "great"
          ? `At least ${print.goodDpi} DPI: prints sharp.`
          : `Acceptable (at least ${print.minimumDpi} DPI); ${print.goodDpi} DPI or more prints sharpest.`}
      </p>
    </div>
  );
}

export function DesignSection({ detail, onOpenFile }: { detail: OrderDetail; onOpenFile: () => void }) {
  const { design } = detail;
  const isImage = design.mimeType === "image/png" || design.mimeType === "image/jpeg";
  const sheetDesigns = detail.sheetStickers ? new Set(detail.sheetStickers.map((sticker) => sticker.designId)).size : 0;
  return (
    <DetailCard title="Design" id="order-design">
      <div className="space-y-4">
        {sheetDesigns > 1 && (
          <p className="text-sm text-slate-700">
            {`The sheet's first design, of ${sheetDesigns}: each opens from the sticker sheet's list.`}
          </p>
        )}
        {design.fileUrl && isImage ? (
          // A short-lived signed URL to a private file: next/image's optimiser must not fetch or cache it.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={design.fileUrl}
            alt={`Design ${design.originalName}`}
            className="max-h-72 w-auto max-w-full rounded-md border bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px] object-contain"
          />
        ) : (
          <p role="status" className="rounded-md border border-dashed p-4 text-sm text-red-800">
            {design.file === "missing"
              ? "The design file is no longer available on the server. "
              : "The design file cannot be shown. "}
            <Link href="/admin/file-health" className="underline underline-offset-4 print:hidden">
              Check File Health
            </Link>
          </p>
        )}
        {design.fileUrl && (
          <a
            href={design.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              // The signed link lasts minutes; a page left open asks for a fresh one.
              if (design.fileUrlExpiresAt && Date.parse(design.fileUrlExpiresAt) - 10_000 < Date.now()) {
                event.preventDefault();
                onOpenFile();
              }
            }}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Open original file
          </a>
        )}
        <Fields label="Design file">
          <Field term="File">
            <span className="break-all">{design.originalName}</span> (#{design.id})
          </Field>
          <Field term="Pixels">
            {design.widthPx} × {design.heightPx} px
          </Field>
          <Field term="Type and size">
            {design.mimeType}, {formatFileSize(design.sizeBytes)}
          </Field>
          <Field term="Print resolution">
            <PrintResolution detail={detail} />
          </Field>
        </Fields>
      </div>
    </DetailCard>
  );
}

/**
 * The sticker as it will be cut: the design inside its shape, and for a die-cut the line frozen on the
 * order (the one the proof shows, the customer approves, and the cutter follows) drawn over it.
 */
function StickerCut({ detail }: { detail: OrderDetail }) {
  const { size, design, order } = detail;
  const isImage = design.mimeType === "image/png" || design.mimeType === "image/jpeg";
  return (
    <div className="mb-4 flex flex-col items-center gap-1">
      <StickerThumbnail
        line={{ ...size, roundedCorners: order.roundedCorners, sizeName: size.name }}
        imageUrl={isImage ? design.fileUrl : null}
        designName={design.originalName}
        size={220}
        caption={false}
      />
      <p className="text-center text-xs text-slate-600">
        {size.shape === "die-cut"
          ? describeCutLineNote(detail.proofState, detail.proofs[0], dimensions(size.widthInches, size.heightInches))
          : `The cut shape at ${dimensions(size.widthInches, size.heightInches)}.`}
      </p>
    </div>
  );
}

export function StickerSection({
  detail,
  actions,
  onOpenDesign,
}: {
  detail: OrderDetail;
  actions?: ReactNode;
  /** Opens one of a sticker sheet's designs (its original file) in a new tab. */
  onOpenDesign?: (designId: number) => void;
}) {
  const { size, pricing, order, sheetStickers } = detail;
  return (
    <DetailCard title={sheetStickers ? "Sticker sheet" : "Sticker"} id="order-sticker">
      {/* A sheet's picture is its proof (the whole sheet); here, what is on it. */}
      {sheetStickers ? (
        <div className="mb-4">
          <SheetStickerList
            stickers={sheetStickers}
            designAction={
              onOpenDesign
                ? (design) => (
                    <button
                      type="button"
                      onClick={() => onOpenDesign(design.designId)}
                      aria-label={`Open original file of ${design.designName}`}
                      className="ml-2 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline print:hidden"
                    >
                      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                      Open original
                    </button>
                  )
                : undefined
            }
          />
        </div>
      ) : size ? (
        <StickerCut detail={detail} />
      ) : null}
      <Fields label="Sticker">
        <Field term="Type">{sheetStickers ? "Sticker sheet" : size ? capitalize(size.shape) : "Unknown"}</Field>
        <Field term="Size">
          {size ? (
            <>
              {size.name} ({dimensions(size.widthInches, size.heightInches)})
            </>
          ) : (
            `Size ID: ${order.sizeId}`
          )}
        </Field>
        <Field term="Rounded corners">{order.roundedCorners ? "Yes" : "No"}</Field>
        <Field term="Material">{order.materialName}</Field>
        <Field term="Finish">{order.finishName}</Field>
        <Field term="Quantity">
          {sheetStickers ? `${pricing.quantity} ${pricing.quantity === 1 ? "sheet" : "sheets"}` : pricing.quantity}
        </Field>
        <Field term="Unit price">{formatDollars(pricing.unitPrice)}</Field>
        <Field term="Line price">{formatDollars(pricing.linePrice)}</Field>
        <Field term="Discount share">
          {Number(pricing.discountShare) > 0 ? `−${formatDollars(pricing.discountShare)}` : formatDollars(0)}
        </Field>
        <Field term="Order total">{formatDollars(pricing.totalPrice)}</Field>
        {Number(pricing.refunded) > 0 && <Field term="Refunded">{formatDollars(pricing.refunded)}</Field>}
      </Fields>
      {actions && <div className="mt-4">{actions}</div>}
    </DetailCard>
  );
}

/** The address as it goes on the label. */
export function ShipToSection({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  return (
    <DetailCard title="Ship to" id="order-ship-to">
      <div className="space-y-4">
        <address
          aria-label="Shipping label"
          className="rounded-md border border-slate-300 p-3 font-mono text-base not-italic leading-relaxed text-slate-900"
        >
          <span className="block font-semibold">{order.customerName || "Unknown Customer"}</span>
          {order.companyName && <span className="block">{order.companyName}</span>}
          <span className="block">{order.shippingAddress}</span>
          <span className="block">
            {order.shippingCity}
            {order.shippingCity && order.shippingState ? ", " : ""}
            {order.shippingState} {order.shippingZip}
          </span>
          <span className="block">{order.shippingCountry}</span>
        </address>
        <Fields label="Contact">
          <Field term="Phone">
            {order.customerPhone ? <a href={`tel:${order.customerPhone}`}>{order.customerPhone}</a> : "No phone"}
          </Field>
          <Field term="E-mail">
            {order.customerEmail ? (
              <a className="break-all" href={`mailto:${order.customerEmail}`}>
                {order.customerEmail}
              </a>
            ) : (
              "No email"
            )}
          </Field>
        </Fields>
      </div>
    </DetailCard>
  );
}

/** Statuses whose shipment exists (its tracking can be added or corrected). */
export const SHIPMENT_STATUSES: ReadonlySet<string> = new Set(["shipped", "delivered"]);

/** The shipping method, charge and shipment; `actions` (Add or Edit tracking) go under it. */
export function ShippingSection({ detail, actions }: { detail: OrderDetail; actions?: ReactNode }) {
  const { shipping, shopTimeZone } = detail;
  const shipped = SHIPMENT_STATUSES.has(detail.order.status) || shipping.shippedAt !== null;
  return (
    <DetailCard title="Shipping" id="order-shipping">
      <div className="space-y-3">
        <Fields label="Shipping">
          <Field term="Method">
            <span className="inline-flex flex-wrap items-center gap-2">
              {shipping.priority && (
                <Badge variant="warning" className="text-sm uppercase">
                  <Truck className="mr-1 h-4 w-4" aria-hidden="true" />
                  Priority
                </Badge>
              )}
              <span>
                {shipping.name}
                {shipping.deliveryEstimate ? ` (${shipping.deliveryEstimate})` : ""}
              </span>
            </span>
          </Field>
          <Field term="Shipping charge">
            {formatDollars(shipping.charge)}{" "}
            <span className="text-slate-600">
              (charged once for the whole checkout
              {shipping.chargedOnThisOrder ? ", on this order" : ", on another order of it"})
            </span>
          </Field>
          {shipping.carrier || shipping.trackingNumber ? (
            <>
              <Field term="Carrier">{carrierName(shipping.carrier) ?? "Unknown"}</Field>
              <Field term="Tracking number">
                {shipping.trackingUrl ? (
                  <a
                    href={shipping.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 break-all font-mono text-primary underline-offset-4 hover:underline"
                  >
                    {shipping.trackingNumber}
                    <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">(track with {carrierName(shipping.carrier)})</span>
                  </a>
                ) : (
                  <span className="break-all font-mono">{shipping.trackingNumber ?? "None"}</span>
                )}
              </Field>
            </>
          ) : (
            <Field term="Tracking">{shipped ? "No tracking number (shipped without one)" : "Not shipped yet"}</Field>
          )}
          {shipping.shippedAt && <Field term="Shipped">{formatShopDateTime(shipping.shippedAt, shopTimeZone)}</Field>}
        </Fields>
        {actions}
      </div>
    </DetailCard>
  );
}

const PROVIDER_NAMES: Record<string, string> = { stripe: "Stripe", test: "Test mode", free: "Free (no payment)" };
const ATTRIBUTION: Record<string, string> = { link: "referral link", code: "typed code" };

export function PaymentSection({ detail }: { detail: OrderDetail }) {
  const { payment, order, shopTimeZone } = detail;
  if (!payment)
    return (
      <DetailCard title="Payment" id="order-payment">
        <p className="text-sm text-slate-700">No payment is recorded for this order.</p>
        {order.couponCode && (
          <Fields>
            <Field term="Coupon">{order.couponCode}</Field>
          </Fields>
        )}
      </DetailCard>
    );
  const mismatch = describeAmountMismatch(payment.amountMismatch);
  const couponCode = payment.coupon?.code ?? order.couponCode;
  return (
    <DetailCard title="Payment" id="order-payment">
      <div className="space-y-3">
        {payment.testMode && (
          <Badge variant="warning" className="text-sm">
            Test mode: no money moved
          </Badge>
        )}
        {mismatch && (
          <p role="alert" className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
            <span className="text-red-800">
              <strong>Amount mismatch:</strong> {mismatch}. Check the payment in the provider&apos;s dashboard before
              shipping.
            </span>
          </p>
        )}
        <Fields label="Payment">
          <Field term="Provider">{PROVIDER_NAMES[payment.provider] ?? payment.provider}</Field>
          <Field term="Provider payment id">
            <span className="break-all font-mono text-xs">{payment.providerPaymentId ?? "None"}</span>
          </Field>
          <Field term="Checkout total">
            {formatDollars(payment.total)} {payment.currency.toUpperCase()}{" "}
            <span className="text-slate-600">
              (goods {formatDollars(payment.subtotal)}, discount −{formatDollars(payment.discount)}, shipping{" "}
              {formatDollars(payment.shipping)})
            </span>
          </Field>
          <Field term="Payment state">{capitalize(payment.status)}</Field>
          {payment.paidAt && <Field term="Paid">{formatShopDateTime(payment.paidAt, shopTimeZone)}</Field>}
          <Field term="Refunded">{formatDollars(payment.refunded)}</Field>
          <Field term="Coupon">{couponCode ?? "None"}</Field>
          <Field term="Affiliate">
            {payment.affiliate
              ? `${payment.affiliate.name} (${payment.affiliate.code})${
                  payment.affiliate.attributionMethod
                    ? `, by ${ATTRIBUTION[payment.affiliate.attributionMethod] ?? payment.affiliate.attributionMethod}`
                    : ""
                }`
              : "None"}
          </Field>
        </Fields>
      </div>
    </DetailCard>
  );
}

export function CheckoutOrdersSection({ detail }: { detail: OrderDetail }) {
  if (detail.checkoutOrders.length === 0) return null;
  return (
    <DetailCard title="Other orders in this checkout" id="order-checkout">
      <ul className="divide-y text-sm">
        {detail.checkoutOrders.map((sibling) => (
          <li key={sibling.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <AdminLink
              href={`/admin/orders/${sibling.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Order {sibling.orderNumber}
            </AdminLink>
            <span className="text-slate-700">
              {sibling.quantity} × {sibling.sizeName ?? "unknown size"} · {formatDollars(sibling.totalPrice)}
            </span>
            <span className="flex gap-1">
              <OrderStatusBadge status={sibling.status} />
              {sibling.archived && <OrderStatusBadge status="archived" />}
            </span>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}

/** "Paid → Processing", "Order placed", "Tracking added"… */
export function describeHistoryEntry(entry: OrderDetailHistoryEntry): string {
  switch (entry.kind) {
    case "placed":
      return "Order placed";
    case "paid":
      return "Payment confirmed";
    case "status":
      return entry.fromStatus
        ? `${capitalize(entry.fromStatus)} → ${capitalize(entry.toStatus ?? "")}`
        : `Status set to ${capitalize(entry.toStatus ?? "")}`;
    case "tracking":
      return "Tracking added";
    case "tracking_corrected":
      return "Tracking corrected";
    case "refund":
      return "Refund";
    case "email":
      return "E-mail";
    case "note":
      return "Note";
    default:
      return capitalize(entry.kind);
  }
}

export function HistorySection({ detail }: { detail: OrderDetail }) {
  return (
    <DetailCard title="History" id="order-history">
      <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm" aria-label="Order history, oldest first">
        {detail.history.map((entry, index) => (
          <li key={`${entry.kind}-${entry.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-slate-400"
            />
            <p className="font-medium text-slate-900">{describeHistoryEntry(entry)}</p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{formatShopDateTime(entry.at, detail.shopTimeZone)}</time> · by {entry.actor}
            </p>
            {entry.detail && <p className="text-slate-800">{entry.detail}</p>}
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
