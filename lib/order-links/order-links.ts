import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { resolveAppUrl } from "@/lib/deployment/app-url.mjs";
import { getServerEnv } from "@/lib/env";

// Links to a checkout's order page, /orders/{token}. The token is 32 random bytes (base64url, 43
// characters) and only its SHA-256 hash is stored, so the table alone opens no page. Since a token
// cannot be read back, every customer e-mail gets a link of its own when it is queued
// (issueOrderLinkForEmail); all of a checkout's links work until the operator revokes them, which also
// issues one new link (lib/order-page/send-order-link.ts). Tokens are never logged.

/** Bytes of randomness in a token. */
export const ORDER_LINK_TOKEN_BYTES = 32;

/** What a token looks like: 43 base64url characters. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isOrderLinkTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** SHA-256 hex of a token: what the table stores and lookups compare. */
export function hashOrderLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function generateOrderLinkToken(): string {
  return randomBytes(ORDER_LINK_TOKEN_BYTES).toString("base64url");
}

/** The shop's public origin: APP_URL, on Vercel its production domain, else http://localhost:$PORT. */
export function getAppUrl(): string {
  const { APP_URL, PORT, VERCEL, VERCEL_PROJECT_PRODUCTION_URL } = getServerEnv();
  return resolveAppUrl({ APP_URL, PORT, VERCEL, VERCEL_PROJECT_PRODUCTION_URL });
}

export function buildOrderPageUrl(token: string): string {
  return `${getAppUrl()}/orders/${token}`;
}

export type IssuedOrderLink = { id: number; url: string };

/** Creates a new link for the checkout within the caller's transaction; the token is only in the URL. */
export async function createOrderLink(
  tx: Pick<TransactionClient, "orderLink">,
  paymentId: string,
  now: Date = new Date(),
): Promise<IssuedOrderLink> {
  const token = generateOrderLinkToken();
  const link = await tx.orderLink.create({
    data: { paymentId, tokenHash: hashOrderLinkToken(token), createdAt: now },
    select: { id: true },
  });
  return { id: link.id, url: buildOrderPageUrl(token) };
}

/**
 * Issues a fresh link for a customer e-mail about the checkout (null without a checkout). Call
 * dropUnusedOrderLink when the e-mail was not queued (queued before under its dedupe key), so that no
 * token exists that no e-mail holds.
 */
export async function issueOrderLinkForEmail(
  tx: Pick<TransactionClient, "orderLink">,
  paymentId: string | null | undefined,
): Promise<IssuedOrderLink | null> {
  return paymentId ? createOrderLink(tx, paymentId) : null;
}

/** Removes a link issued for an e-mail that was not queued after all (see issueOrderLinkForEmail). */
export async function dropUnusedOrderLink(
  tx: Pick<TransactionClient, "orderLink">,
  link: IssuedOrderLink | null,
  queued: boolean,
): Promise<void> {
  if (link && !queued) await tx.orderLink.delete({ where: { id: link.id } });
}
