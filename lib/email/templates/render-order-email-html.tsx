import "server-only";
import type { ReactElement } from "react";
import { render } from "@react-email/render";
import type { OrderConfirmationInput, OrderRefundedEmailInput, OrderStatusEmailInput } from "@/lib/email/order-emails";
import type { OrderEmailTracking } from "@/lib/email/order-emails";
import {
  OrderConfirmationEmail,
  OrderRefundedEmail,
  OrderShippedEmail,
  PrintingStartedEmail,
  TrackingAddedEmail,
  type OrderPageLink,
} from "./order-email-templates";

// The HTML part of each customer e-mail, rendered when the e-mail is queued, inside the transaction
// of the change that causes it (the data is read there). Rendering is a few milliseconds of CPU
// and touches nothing outside the process; should it ever fail, the e-mail is queued text-only
// (htmlBody null) and the error is logged: a template bug must never undo a payment or a status change.

async function renderEmailHtml(element: ReactElement, name: string): Promise<string | null> {
  try {
    return await render(element);
  } catch (error) {
    console.error(`The HTML part of the ${name} e-mail could not be rendered; it is sent as text only.`, error);
    return null;
  }
}

export function renderOrderConfirmationHtml(input: OrderConfirmationInput & OrderPageLink): Promise<string | null> {
  return renderEmailHtml(<OrderConfirmationEmail {...input} />, "order confirmation");
}

export function renderPrintingStartedHtml(input: OrderStatusEmailInput & OrderPageLink): Promise<string | null> {
  return renderEmailHtml(<PrintingStartedEmail {...input} />, "printing started");
}

export function renderOrderShippedHtml(
  input: OrderStatusEmailInput & { tracking?: OrderEmailTracking | null } & OrderPageLink,
): Promise<string | null> {
  return renderEmailHtml(<OrderShippedEmail {...input} />, "order shipped");
}

export function renderTrackingAddedHtml(
  input: OrderStatusEmailInput & { tracking: OrderEmailTracking } & OrderPageLink,
): Promise<string | null> {
  return renderEmailHtml(<TrackingAddedEmail {...input} />, "tracking added");
}

export function renderOrderRefundedHtml(input: OrderRefundedEmailInput & OrderPageLink): Promise<string | null> {
  return renderEmailHtml(<OrderRefundedEmail {...input} />, "order refunded");
}
