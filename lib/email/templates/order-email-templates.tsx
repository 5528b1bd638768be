import "server-only";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { formatUsd } from "@/lib/money/format-cents";
import { buildTrackingUrl } from "@/lib/shipping/tracking-url";
import { labelStickerSize } from "@/lib/stickers/label-sticker-size";
import {
  describeOrderLine,
  formatAddress,
  formatNumber,
  greet,
  joinNumbers,
  WHATS_NEXT_LINES,
  type OrderConfirmationInput,
  type OrderEmailLine,
  type OrderEmailTracking,
  type OrderLinkEmailInput,
  type OrderRefundedEmailInput,
  type OrderStatusEmailInput,
  type CheckoutStatusEmailInput,
} from "@/lib/email/order-emails";
import {
  colors,
  EmailLayout,
  Lines,
  OrderPageButton,
  paragraph,
  smallText,
  Subheading,
  SummaryBox,
} from "./email-layout";

// One template per customer e-mail about an order, from the plain inputs of order-emails.ts: the only
// place its words are written. render-emails.tsx renders it as the HTML part and, from that HTML, the
// text part. Laid out for reading: the order summary in a box, the totals aligned, links as links.

/** The customer's order page; the e-mail shows a "View your order" button when it is given. */
export type OrderPageLink = { orderPageUrl?: string | null };

const cell: CSSProperties = { fontSize: "15px", lineHeight: "22px", color: colors.text, padding: "4px 0" };
const amountCell: CSSProperties = { ...cell, textAlign: "right", whiteSpace: "nowrap", paddingLeft: "12px" };

/**
 * A table of label/amount rows, full width (tables are what every e-mail client lays out alike). In the
 * text part a row is one line, its label and amount joined by `separator` ("Subtotal: $92.00").
 */
function AmountTable({
  rows,
  separator,
}: {
  rows: { key: string; label: ReactNode; amount: string; strong?: boolean }[];
  separator: string;
}) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ width: "100%" }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-text-separator={separator}>
            <td style={{ ...cell, fontWeight: row.strong ? 700 : 400 }}>{row.label}</td>
            <td style={{ ...amountCell, fontWeight: row.strong ? 700 : 400 }}>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type EmailLineLabel = Parameters<typeof describeOrderLine>[0] &
  Pick<OrderEmailLine, "shape" | "thumbnailUrl" | "materialName" | "finishName">;

/** Pixels the thumbnail is shown at (its PNG has three times as many, for sharp screens). */
export const EMAIL_THUMBNAIL_PX = 72;

/**
 * The sticker's thumbnail: a square PNG of the design in its cut shape (no e-mail client draws inline SVG),
 * floated left of the line's text with `align` (which every client, Outlook included, honours). The
 * text part skips images, so it reads as before; with images blocked the alt text names the sticker.
 */
function StickerImage({ line }: { line: EmailLineLabel }) {
  if (!line.thumbnailUrl) return null;
  const alt =
    line.shape && !line.sheet
      ? `${labelStickerSize({ shape: line.shape, sizeName: line.sizeName })} sticker`
      : line.sizeName;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an e-mail, not a Next page
    <img
      src={line.thumbnailUrl}
      alt={alt}
      width={EMAIL_THUMBNAIL_PX}
      height={EMAIL_THUMBNAIL_PX}
      {...{ align: "left" }} // HTML's own float, which React's types leave out (deprecated on the web, not in e-mail)
      style={{
        float: "left",
        width: `${EMAIL_THUMBNAIL_PX}px`,
        height: `${EMAIL_THUMBNAIL_PX}px`,
        margin: "0 12px 4px 0",
        border: 0,
      }}
    />
  );
}

/**
 * One ordered line: its thumbnail, its number above what it is, and the stock it is printed on ("Clear
 * vinyl · Matte laminate", #36; left out when an older order names none), as in the text e-mail.
 */
export function OrderLineLabel({ number, line }: { number: string; line: EmailLineLabel }) {
  const stock = formatStockName(line);
  return (
    <>
      <StickerImage line={line} />
      <strong>{`Order ${number}`}</strong>
      <br />
      <span style={{ color: colors.muted }}>{describeOrderLine(line)}</span>
      {stock && (
        <>
          <br />
          <span style={{ color: colors.muted }} data-stock="">
            {stock}
          </span>
        </>
      )}
    </>
  );
}

/** The summary of one order (status e-mails): its number and line, without a price. */
export function SingleOrderSummary({ number, line }: { number: string; line: EmailLineLabel }) {
  return (
    <SummaryBox>
      <Text style={{ ...paragraph, margin: 0 }}>
        <OrderLineLabel number={number} line={line} />
      </Text>
    </SummaryBox>
  );
}

/** The summary of several orders of one checkout (an e-mail about them together): each number and line. */
export function OrdersSummary({ shop, orders }: Pick<CheckoutStatusEmailInput, "shop" | "orders">) {
  return (
    <SummaryBox>
      {orders.map((order, index) => (
        <Text
          key={order.orderId}
          style={{ ...paragraph, margin: index === orders.length - 1 ? 0 : "0 0 12px", overflow: "hidden" }}
        >
          <OrderLineLabel number={formatNumber(shop, order)} line={order} />
        </Text>
      ))}
    </SummaryBox>
  );
}

export function OrderConfirmationEmail({ orderPageUrl, ...input }: OrderConfirmationInput & OrderPageLink) {
  const { shop, customer, lines, totals } = input;
  const numbers = lines.map((line) => formatNumber(shop, line));
  const plural = lines.length > 1;
  const discountLabel = totals.couponCode ? `Discount (${totals.couponCode})` : "Discount";
  const shippingLabel = totals.shippingMethodName ? `Shipping (${totals.shippingMethodName})` : "Shipping";
  const headline = `Thank you for your order! Your sticker ${plural ? "orders have" : "order has"} been placed successfully.`;
  return (
    <EmailLayout
      shop={shop}
      orderPageUrl={orderPageUrl}
      preview={`${plural ? "Orders" : "Order"} ${joinNumbers(numbers)} confirmed: ${formatUsd(totals.totalCents)}`}
    >
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{headline}</Text>
      <SummaryBox>
        <AmountTable
          separator=" — "
          rows={lines.map((line: OrderEmailLine, index) => ({
            key: `line-${line.orderId}`,
            label: <OrderLineLabel number={numbers[index] as string} line={line} />,
            amount: formatUsd(line.priceCents),
          }))}
        />
        <hr style={{ border: "none", borderTop: `1px solid ${colors.border}`, margin: "8px 0" }} />
        <AmountTable
          separator=": "
          rows={[
            { key: "subtotal", label: "Subtotal", amount: formatUsd(totals.subtotalCents) },
            ...(totals.discountCents > 0
              ? [{ key: "discount", label: discountLabel, amount: formatUsd(-totals.discountCents) }]
              : []),
            {
              key: "shipping",
              label: shippingLabel,
              amount: totals.shippingCents === 0 ? "Free" : formatUsd(totals.shippingCents),
            },
            { key: "total", label: "Total", amount: formatUsd(totals.totalCents), strong: true },
          ]}
        />
      </SummaryBox>
      <Subheading>Shipping to:</Subheading>
      <Lines lines={formatAddress(customer)} />
      <Subheading>What&apos;s Next?</Subheading>
      <ul style={{ ...paragraph, paddingLeft: "20px" }}>
        {WHATS_NEXT_LINES.map((line) => (
          <li key={line} style={{ margin: "0 0 4px" }}>
            {line}
          </li>
        ))}
      </ul>
    </EmailLayout>
  );
}

export function PrintingStartedEmail({ orderPageUrl, ...input }: OrderStatusEmailInput & OrderPageLink) {
  const { shop, customer, order } = input;
  const number = formatNumber(shop, order);
  return (
    <EmailLayout shop={shop} orderPageUrl={orderPageUrl} preview={`Printing has begun for your order ${number}.`}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{`Good news: printing has begun for your order ${number}.`}</Text>
      <SingleOrderSummary number={number} line={order} />
      <Text style={paragraph}>
        Your stickers will ship within 3-5 business days. We&apos;ll send you another e-mail when they are on their way.
      </Text>
    </EmailLayout>
  );
}

/** 'Printing has begun' for several orders of one checkout marked printing together. */
export function CheckoutPrintingStartedEmail({ orderPageUrl, ...input }: CheckoutStatusEmailInput & OrderPageLink) {
  const { shop, customer, orders } = input;
  const numbers = joinNumbers(orders.map((order) => formatNumber(shop, order)));
  return (
    <EmailLayout shop={shop} orderPageUrl={orderPageUrl} preview={`Printing has begun for your orders ${numbers}.`}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{`Good news: printing has begun for your orders ${numbers}.`}</Text>
      <OrdersSummary shop={shop} orders={orders} />
      <Text style={paragraph}>
        Your stickers will ship within 3-5 business days. We&apos;ll send you another e-mail when they are on their way.
      </Text>
    </EmailLayout>
  );
}

function Tracking({ tracking }: { tracking: OrderEmailTracking | null | undefined }) {
  if (!tracking || (!tracking.carrierName && !tracking.trackingNumber)) return null;
  const url = buildTrackingUrl(tracking.carrier, tracking.trackingNumber);
  return (
    <Lines
      lines={[
        ...(tracking.carrierName ? [`Carrier: ${tracking.carrierName}`] : []),
        ...(tracking.trackingNumber ? [`Tracking number: ${tracking.trackingNumber}`] : []),
        ...(url
          ? [
              <>
                Track your package:{" "}
                <Link href={url} style={{ color: colors.accent, textDecoration: "underline", wordBreak: "break-all" }}>
                  {url}
                </Link>
              </>,
            ]
          : []),
      ]}
    />
  );
}

export function OrderShippedEmail({
  orderPageUrl,
  ...input
}: OrderStatusEmailInput & { tracking?: OrderEmailTracking | null } & OrderPageLink) {
  const { shop, customer, order, tracking } = input;
  const number = formatNumber(shop, order);
  return (
    <EmailLayout shop={shop} orderPageUrl={orderPageUrl} preview={`Your order ${number} has shipped.`}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{`Your order ${number} has shipped.`}</Text>
      <SingleOrderSummary number={number} line={order} />
      <Tracking tracking={tracking} />
      <Subheading style={{ marginTop: 0 }}>It is on its way to:</Subheading>
      <Lines lines={formatAddress(customer)} />
    </EmailLayout>
  );
}

/** The shipped notice for several orders of one checkout marked shipped together. */
export function CheckoutShippedEmail({ orderPageUrl, ...input }: CheckoutStatusEmailInput & OrderPageLink) {
  const { shop, customer, orders, tracking } = input;
  const numbers = joinNumbers(orders.map((order) => formatNumber(shop, order)));
  return (
    <EmailLayout shop={shop} orderPageUrl={orderPageUrl} preview={`Your orders ${numbers} have shipped.`}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{`Your orders ${numbers} have shipped.`}</Text>
      <OrdersSummary shop={shop} orders={orders} />
      <Tracking tracking={tracking} />
      <Subheading style={{ marginTop: 0 }}>They are on their way to:</Subheading>
      <Lines lines={formatAddress(customer)} />
    </EmailLayout>
  );
}

export function TrackingAddedEmail({
  orderPageUrl,
  ...input
}: OrderStatusEmailInput & { tracking: OrderEmailTracking } & OrderPageLink) {
  const { shop, customer, order, tracking } = input;
  const number = formatNumber(shop, order);
  const opening = `Your order ${number} is on its way, and you can now follow it.`;
  return (
    <EmailLayout shop={shop} orderPageUrl={orderPageUrl} preview={opening}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{opening}</Text>
      <SingleOrderSummary number={number} line={order} />
      <Tracking tracking={tracking} />
    </EmailLayout>
  );
}

export function OrderRefundedEmail({ orderPageUrl, ...input }: OrderRefundedEmailInput & OrderPageLink) {
  const { shop, customer, order, refundCents, shippingRefundCents } = input;
  const number = formatNumber(shop, order);
  const refunded = refundCents > 0;
  const shipping = refunded && shippingRefundCents > 0 ? ` (including ${formatUsd(shippingRefundCents)} shipping)` : "";
  const headline = refunded
    ? `Your order ${number} has been cancelled and refunded.`
    : `Your order ${number} has been cancelled.`;
  return (
    <EmailLayout shop={shop} orderPageUrl={orderPageUrl} preview={headline}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{headline}</Text>
      <SingleOrderSummary number={number} line={order} />
      {refunded ? (
        <>
          <Text style={paragraph}>
            <strong>{`Refunded: ${formatUsd(refundCents)}${shipping}`}</strong>
          </Text>
          <Text style={{ ...smallText, margin: "0 0 16px" }}>
            The refund goes back to the card you paid with. Depending on your bank, it can take 5-10 business days to
            appear on your statement.
          </Text>
        </>
      ) : (
        <Text style={paragraph}>Nothing was charged for this order, so there is nothing to refund.</Text>
      )}
    </EmailLayout>
  );
}

export function OrderLinkEmail({ shop, customer, orders, orderPageUrl, reason }: OrderLinkEmailInput) {
  const numbers = joinNumbers(orders.map((order) => formatNumber(shop, order)));
  const noun = orders.length > 1 ? "orders" : "order";
  const opening =
    reason === "changed"
      ? `Your order link has changed. The links in our earlier e-mails about your ${noun} ${numbers} no longer work.`
      : `You asked for the link to your ${noun} ${numbers}. Here it is:`;
  return (
    <EmailLayout shop={shop} preview={reason === "changed" ? "Your order link has changed." : opening}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>
        {opening}
        {reason === "changed" ? (
          <>
            <br />
            Use this one from now on:
          </>
        ) : null}
      </Text>
      <OrderPageButton href={orderPageUrl} />
      <Text style={{ ...paragraph, marginTop: "16px" }}>
        Anyone with this link can see your order, so please keep it to yourself.
        {reason === "requested" ? (
          <>
            <br />
            If you did not ask for it, you can ignore this e-mail.
          </>
        ) : null}
      </Text>
    </EmailLayout>
  );
}
