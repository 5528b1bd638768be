import "server-only";
import { prisma } from "@/lib/db/client";
import { createOrderLink, getAppUrl } from "@/lib/order-links/order-links";

// An order page link is a bearer token (/orders/{token}). The links table keeps only hashes, so a
// stored e-mail body must not keep the token either: once a send attempt is over, the bodies are
// stored with a placeholder in place of every token (scrubOrderLinkTokens), and a later send (a retry,
// an operator's resend) renders a fresh link into them (renderOrderLinkPlaceholders). The customer's
// copy keeps working: the link it carries is never revoked by this.

/** What stands for the token in a stored body: `/orders/{order-link}` (never a valid token). */
export const ORDER_LINK_PLACEHOLDER = "{order-link}";

// A token is 43 base64url characters after /orders/ (the page, its proof images).
const TOKEN_IN_PATH = /\/orders\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** What stands for a customer's one-time sign-in token (#38) in a stored body; a later send cannot mint one. */
export const SIGN_IN_LINK_PLACEHOLDER = "{sign-in-link}";
// A sign-in link's token is 32 letters after /account/sign-in/confirm?token= (lib/accounts/queue-sign-in-link-email.ts).
const SIGN_IN_TOKEN_IN_URL = /\/account\/sign-in\/confirm\?token=[A-Za-z]{32}(?![A-Za-z])/g;
const SIGN_IN_PLACEHOLDER_PATH = `/account/sign-in/confirm?token=${SIGN_IN_LINK_PLACEHOLDER}`;

/** The body with every order page token and every sign-in token replaced by its placeholder. */
export function scrubOrderLinkTokens(body: string): string;
export function scrubOrderLinkTokens(body: string | null): string | null;
export function scrubOrderLinkTokens(body: string | null): string | null {
  return body === null
    ? null
    : body
        .replace(TOKEN_IN_PATH, `/orders/${ORDER_LINK_PLACEHOLDER}`)
        .replace(SIGN_IN_TOKEN_IN_URL, SIGN_IN_PLACEHOLDER_PATH);
}

/** A scrubbed sign-in link sent again leads to the sign-in page, to ask for a new link (the old one is spent or near its end). */
function renderSignInPlaceholder(body: string): string {
  return body.split(SIGN_IN_PLACEHOLDER_PATH).join("/account/sign-in");
}

type StoredBodies = { textBody: string; htmlBody: string | null; paymentId: string | null; orderId: number | null };

/**
 * The bodies to send now: as stored, or, when they hold the placeholder, with a link issued for this
 * send (the checkout's, from the e-mail's payment or its order). Without a checkout the placeholder
 * becomes the "Find my order" page, so the e-mail still leads somewhere useful.
 */
export async function renderOrderLinkPlaceholders(row: StoredBodies): Promise<{ text: string; html: string | null }> {
  const holds = (body: string | null) => body?.includes(ORDER_LINK_PLACEHOLDER) ?? false;
  if (!holds(row.textBody) && !holds(row.htmlBody))
    return {
      text: renderSignInPlaceholder(row.textBody),
      html: row.htmlBody === null ? null : renderSignInPlaceholder(row.htmlBody),
    };
  const paymentId =
    row.paymentId ??
    (row.orderId === null
      ? null
      : ((await prisma.order.findUnique({ where: { id: row.orderId }, select: { paymentId: true } }))?.paymentId ??
        null));
  let replace: (body: string) => string;
  if (paymentId) {
    // In a transaction: on SQLite a lone write would join another request's open transaction.
    const link = await prisma.$transaction((tx) => createOrderLink(tx, paymentId));
    const token = link.url.slice(link.url.lastIndexOf("/") + 1);
    replace = (body) => body.split(ORDER_LINK_PLACEHOLDER).join(token);
  } else {
    const findOrder = `${getAppUrl()}/orders`;
    replace = (body) => body.split(`${getAppUrl()}/orders/${ORDER_LINK_PLACEHOLDER}`).join(findOrder);
  }
  return { text: replace(row.textBody), html: row.htmlBody === null ? null : replace(row.htmlBody) };
}
