import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { sendQueuedEmailAfterAnswer } from "@/lib/email/send-queued-email-after-answer";
import { sendFoundOrderLink } from "@/lib/order-page/send-order-link";
import { FIND_ORDER_MESSAGE, findOrderSchema } from "@/lib/validation/find-order";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/orders/find { orderNumber, email } (public): "Find my order". E-mails a new link to the
// checkout's page when the number and e-mail match an order; always answers 202 { message } with the
// same text, so it tells nothing about whose orders exist. 400 { message } for malformed input; 429
// when the address or the e-mail asked too often (counted per e-mail and per trusted address).
export const POST = withErrorHandling(async (request: Request) => {
  const { orderNumber, email } = await parseJsonBody(request, findOrderSchema);
  // Counted per e-mail address under its hash, so the RateLimit table holds no addresses.
  const emailKey = createHash("sha256").update(email.toLowerCase(), "utf8").digest("hex");
  await enforceRateLimit("findOrder", request, `email:${emailKey}`);
  await sendFoundOrderLink(orderNumber, email, { deliver: sendQueuedEmailAfterAnswer });
  return NextResponse.json({ message: FIND_ORDER_MESSAGE }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
