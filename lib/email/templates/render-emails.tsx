import "server-only";
import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/render";
import {
  formatNumber,
  joinNumbers,
  type OrderConfirmationInput,
  type OrderEmailTracking,
  type OrderLinkEmailInput,
  type OrderRefundedEmailInput,
  type OrderStatusEmailInput,
  type CheckoutStatusEmailInput,
} from "@/lib/email/order-emails";
import type { CheckoutProofsReadyEmailInput, ProofReadyEmailInput } from "@/lib/email/proof-emails";
import type { ProofChangesRequestedEmailInput } from "@/lib/email/shop-notification-emails";
import {
  CheckoutPrintingStartedEmail,
  CheckoutShippedEmail,
  OrderConfirmationEmail,
  OrderLinkEmail,
  OrderRefundedEmail,
  OrderShippedEmail,
  PrintingStartedEmail,
  TrackingAddedEmail,
} from "./order-email-templates";
import { SignInLinkEmail, type SignInLinkEmailInput } from "./account-email-templates";
import { CheckoutProofsReadyEmail, ProofReadyEmail } from "./proof-email-templates";
import { ProofChangesRequestedEmail } from "./shop-notification-templates";

// Every e-mail the shop queues, subject and both parts: the template is rendered once to HTML, and the
// text part is that HTML as plain text, so each sentence is written in one place (its template).
// Rendered when the e-mail is queued, inside the transaction of the change that causes it (the data
// is read there): a few milliseconds of CPU that touch nothing outside the process. Should it ever
// fail, the error is logged and no e-mail is queued: a template bug must never undo a payment, a
// refund or a status change.

/** What queueEmail() takes besides the key and the recipient. */
export type RenderedEmail = { subject: string; text: string; html: string };

// html-to-text (under @react-email/render) ships no types: the part of its formatter API used here.
type HtmlNode = { type: string; name?: string; attribs?: Record<string, string>; children?: HtmlNode[] };
type TextBuilder = {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string): void;
};
type Walk = (nodes: HtmlNode[] | undefined, builder: TextBuilder) => void;

/**
 * A table row of an amount table as one line of text, its cells joined by the row's
 * data-text-separator ("Subtotal: $92.00"), where the default would put every cell on a line of its own.
 */
function formatSeparatedRow(elem: HtmlNode, walk: Walk, builder: TextBuilder): void {
  const separator = elem.attribs?.["data-text-separator"] ?? " ";
  builder.openBlock({ leadingLineBreaks: 1 });
  (elem.children ?? [])
    .filter((child) => child.name === "td" || child.name === "th")
    .forEach((cell, index) => {
      if (index > 0) builder.addInline(separator);
      walk(cell.children, builder);
    });
  builder.closeBlock({ trailingLineBreaks: 1 });
}

// Added to @react-email/render's own choices (images and buttons skipped, a link's address shown once
// and without brackets, no word wrap, so no address is ever broken). Headings keep their case; a
// subheading (h2) sits right above what it heads, as an address under "Shipping to:".
const htmlToTextOptions = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false, trailingLineBreaks: 1 } },
    { selector: "h2 + p", format: "paragraph", options: { leadingLineBreaks: 1 } },
    { selector: "ul", options: { itemPrefix: "- ", leadingLineBreaks: 1 } },
    { selector: "hr", options: { length: 40 } },
    { selector: "tr[data-text-separator]", format: "separatedRow" },
  ],
  formatters: { separatedRow: formatSeparatedRow },
};

/** The HTML of an e-mail as its plain-text part: at most one blank line in a row (nested blocks add up). */
export function convertEmailHtmlToText(html: string): string {
  return `${toPlainText(html, htmlToTextOptions)
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

async function renderEmail(name: string, write: () => { subject: string; element: ReactElement }) {
  try {
    const { subject, element } = write();
    const html = await render(element);
    return { subject, text: convertEmailHtmlToText(html), html } satisfies RenderedEmail;
  } catch (error) {
    console.error(`The ${name} e-mail could not be rendered; it is not queued.`, error);
    return null;
  }
}

/** The e-mail sent when a checkout is paid: every order, the totals, the address and what's next. */
export function renderOrderConfirmationEmail(input: OrderConfirmationInput): Promise<RenderedEmail | null> {
  return renderEmail("order confirmation", () => {
    if (input.lines.length === 0) throw new RangeError("An order confirmation needs at least one order line");
    const numbers = input.lines.map((line) => formatNumber(input.shop, line));
    const subject =
      numbers.length > 1
        ? `your orders ${joinNumbers(numbers)} are confirmed`
        : `your order ${numbers[0]} is confirmed`;
    return { subject: `${input.shop.companyName}: ${subject}`, element: <OrderConfirmationEmail {...input} /> };
  });
}

/** The e-mail promised by 'What's Next?': printing has begun (status → processing). */
export function renderPrintingStartedEmail(input: OrderStatusEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("printing started", () => ({
    subject: `${input.shop.companyName}: printing has begun for order ${formatNumber(input.shop, input.order)}`,
    element: <PrintingStartedEmail {...input} />,
  }));
}

/** 'Printing has begun' for several orders of one checkout marked printing together: one e-mail. */
export function renderCheckoutPrintingStartedEmail(input: CheckoutStatusEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("printing started", () => ({
    subject: `${input.shop.companyName}: printing has begun for orders ${joinNumbers(input.orders.map((order) => formatNumber(input.shop, order)))}`,
    element: <CheckoutPrintingStartedEmail {...input} />,
  }));
}

/** The shipped notice for several orders of one checkout marked shipped together: one e-mail. */
export function renderCheckoutShippedEmail(input: CheckoutStatusEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("order shipped", () => ({
    subject: `${input.shop.companyName}: your orders ${joinNumbers(input.orders.map((order) => formatNumber(input.shop, order)))} have shipped`,
    element: <CheckoutShippedEmail {...input} />,
  }));
}

/** The notice that an order has shipped (status → shipped), with the carrier and tracking link when known. */
export function renderOrderShippedEmail(
  input: OrderStatusEmailInput & { tracking?: OrderEmailTracking | null },
): Promise<RenderedEmail | null> {
  return renderEmail("order shipped", () => ({
    subject: `${input.shop.companyName}: your order ${formatNumber(input.shop, input.order)} has shipped`,
    element: <OrderShippedEmail {...input} />,
  }));
}

/** The notice that a shipped order got its tracking number after it shipped, with the tracking link. */
export function renderTrackingAddedEmail(
  input: OrderStatusEmailInput & { tracking: OrderEmailTracking },
): Promise<RenderedEmail | null> {
  return renderEmail("tracking added", () => ({
    subject: `${input.shop.companyName}: tracking for your order ${formatNumber(input.shop, input.order)}`,
    element: <TrackingAddedEmail {...input} />,
  }));
}

/** The notice that an order was cancelled and its amount refunded (or, for a free order, only cancelled). */
export function renderOrderRefundedEmail(input: OrderRefundedEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("order refunded", () => {
    const number = formatNumber(input.shop, input.order);
    const subject =
      input.refundCents > 0 ? `your order ${number} has been refunded` : `your order ${number} has been cancelled`;
    return { subject: `${input.shop.companyName}: ${subject}`, element: <OrderRefundedEmail {...input} /> };
  });
}

/**
 * "Your order link has changed" (the operator revoked the old links) or the answer to "Find my order":
 * the link to the checkout's order page.
 */
export function renderOrderLinkEmail(input: OrderLinkEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("order link", () => {
    if (input.orders.length === 0) throw new RangeError("An order link e-mail needs at least one order");
    const numbers = joinNumbers(input.orders.map((order) => formatNumber(input.shop, order)));
    const subject =
      input.reason === "changed"
        ? "your order link has changed"
        : `the link to your ${input.orders.length > 1 ? "orders" : "order"} ${numbers}`;
    return { subject: `${input.shop.companyName}: ${subject}`, element: <OrderLinkEmail {...input} /> };
  });
}

/** "Your proof is ready": one e-mail per proof version. */
export function renderProofReadyEmail(input: ProofReadyEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("proof ready", () => {
    const number = formatNumber(input.shop, input.order);
    const subject =
      input.proof.version > 1 ? `new proof for your order ${number}` : `your proof for order ${number} is ready`;
    return { subject: `${input.shop.companyName}: ${subject}`, element: <ProofReadyEmail {...input} /> };
  });
}

/** The proofs of several orders of one checkout sent together: one e-mail. */
export function renderCheckoutProofsReadyEmail(input: CheckoutProofsReadyEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("proofs ready", () => {
    const numbers = joinNumbers(input.proofs.map((proof) => formatNumber(input.shop, proof.order)));
    return {
      subject: `${input.shop.companyName}: your proofs for orders ${numbers} are ready`,
      element: <CheckoutProofsReadyEmail {...input} />,
    };
  });
}

/** The shop's notice that a customer asked for changes to a proof. */
export function renderProofChangesRequestedEmail(
  input: ProofChangesRequestedEmailInput,
): Promise<RenderedEmail | null> {
  return renderEmail("proof change request", () => {
    const subject = `Changes requested on order ${formatNumber(input.shop, input.order)}`;
    return { subject, element: <ProofChangesRequestedEmail {...input} heading={subject} /> };
  });
}

/** A customer's sign-in link (#38). */
export function renderSignInLinkEmail(input: SignInLinkEmailInput): Promise<RenderedEmail | null> {
  return renderEmail("sign-in link", () => ({
    subject: `${input.shop.companyName}: your sign-in link`,
    element: <SignInLinkEmail {...input} />,
  }));
}
