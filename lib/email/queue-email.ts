import "server-only";
import { notFound, conflict } from "@/lib/api/errors";
import { prisma, type Database } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { computeRetryDelayMs, describeEmailState, LOST_SEND_AFTER_MS, type EmailState } from "./email-delivery-state";
import { getEmailTransport, type EmailTransport } from "./email-transport";
import { renderOrderLinkPlaceholders, scrubOrderLinkTokens } from "./order-link-placeholders";

// E-mails are written to the EmailMessage table inside the transaction that causes them (an order
// is paid, its status changes), and sent after it commits: a rolled-back change sends nothing, and
// a committed one is never lost, since a queued row waits for the next delivery if the send fails.
//
// Row status: queued → sending → sent, or back to queued after a failed send (attempts counts the
// sends, nextAttemptAt holds the back-off), or failed after EMAIL_MAX_ATTEMPTS sends. "sending" is
// the claim of one delivery run, so two runs never send the same row. A claim that never reports
// back (the process died mid-send) is "lost": it is not sent again on its own, since the message may
// have left already; an operator can resend it, as a failed one (resendEmail).

/** The Prisma client or the transaction client of `prisma.$transaction(async (tx) => …)`. */
export type EmailQueueClient = Pick<Database, "$executeRaw">;

export type QueueEmailInput = {
  /** One e-mail per event, e.g. "order-confirmation:<paymentId>"; a repeated key queues nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text` (same content), sent as multipart/alternative; omit for text-only. */
  html?: string | null;
  /** The order the e-mail is about (status e-mails), shown in that order's history. */
  orderId?: number | null;
  /** The checkout the e-mail is about (the order confirmation covers all its orders). */
  paymentId?: string | null;
};

const MAX_ERROR_LENGTH = 1000;

/**
 * Queues an e-mail within the caller's transaction. Resolves true when the row was created, false
 * when an e-mail with the same dedupeKey exists already (nothing is changed then).
 *
 * Race-safe on both databases with one statement, `INSERT … ON CONFLICT ("dedupeKey") DO NOTHING`:
 * the unique index decides, and a duplicate is not an error. That matters on PostgreSQL, where a
 * unique violation (Prisma's P2002) aborts the whole surrounding transaction, so "create and catch
 * P2002" would roll back the caller's payment update too; and "findUnique, then create" loses the
 * race when two transactions check before either commits. With ON CONFLICT, PostgreSQL makes a
 * second transaction inserting the same key wait for the first: it inserts nothing if the first
 * commits, and inserts its row if the first rolls back. SQLite runs one write transaction at a
 * time, so the second simply sees the committed row. The recipient is not checked here: a bad
 * shopper address must not undo a payment; the delivery marks such a row failed instead.
 */
export async function queueEmail(tx: EmailQueueClient, email: QueueEmailInput): Promise<boolean> {
  if (email.dedupeKey.trim() === "") throw new TypeError("queueEmail needs a dedupeKey");
  if (email.subject.trim() === "" || /[\r\n]/.test(email.subject))
    throw new TypeError("queueEmail needs a one-line subject");
  // createdAt is passed rather than left to the column default: on SQLite the default
  // (CURRENT_TIMESTAMP, "YYYY-MM-DD HH:MM:SS") is stored in a different text format than Prisma
  // writes, and date comparisons on the column would then go wrong.
  const inserted = await tx.$executeRaw`
    INSERT INTO "EmailMessage" ("dedupeKey", "toAddress", "subject", "textBody", "htmlBody", "status", "orderId", "paymentId", "createdAt")
    VALUES (${email.dedupeKey}, ${email.to.trim()}, ${email.subject}, ${email.text}, ${email.html ?? null}, ${"queued"},
      ${email.orderId ?? null}, ${email.paymentId ?? null}, ${new Date()})
    ON CONFLICT ("dedupeKey") DO NOTHING`;
  return inserted === 1;
}

/** "retrying": the send failed and another is scheduled; "failed": that was the last attempt. */
export type DeliveryOutcome = "sent" | "retrying" | "failed" | "skipped";
export type DeliveryReport = Record<DeliveryOutcome, number>;
export type DeliveryOptions = {
  /** Transport to use instead of getEmailTransport() (tests, scripts). */
  transport?: EmailTransport;
  /** The time of the run (tests); default: the clock. */
  now?: Date;
  /** Sends per e-mail before it is failed for good; default EMAIL_MAX_ATTEMPTS. */
  maxAttempts?: number;
};

type EmailRow = {
  id: number;
  attempts: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  paymentId: string | null;
  orderId: number | null;
};
const emailRowSelect = {
  id: true,
  attempts: true,
  toAddress: true,
  subject: true,
  textBody: true,
  htmlBody: true,
  paymentId: true,
  orderId: true,
} as const;

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.trim() || "Unknown e-mail delivery error").slice(0, MAX_ERROR_LENGTH);
}

/** Rows a delivery may claim at `now`: queued, and past their back-off if they have one. */
function dueRows(now: Date) {
  return { status: "queued", OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] };
}

// Claims the row (queued → sending) with a conditional update: of any number of concurrent
// deliveries exactly one gets count 1 and sends; the others skip it. The claim also requires the
// attempts read before, so the count written after a failure is exactly this send's. A failed send is
// recorded, never thrown. The result is written only while this claim still holds the row.
async function deliverRow(
  row: EmailRow,
  transport: EmailTransport,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const now = options.now ?? new Date();
  const attempts = row.attempts + 1;
  const claim = await prisma.emailMessage.updateMany({
    where: { id: row.id, attempts: row.attempts, ...dueRows(now) },
    data: { status: "sending", claimedAt: now, attempts },
  });
  if (claim.count !== 1) return "skipped";
  const ourClaim = { id: row.id, status: "sending", claimedAt: now };
  // Once this attempt is over the stored bodies keep no order page token (order-link-placeholders.ts).
  const scrubbed = { textBody: scrubOrderLinkTokens(row.textBody), htmlBody: scrubOrderLinkTokens(row.htmlBody) };
  try {
    const { text, html } = await renderOrderLinkPlaceholders(row);
    await transport.send({ to: row.toAddress, subject: row.subject, text, ...(html ? { html } : {}) });
  } catch (error) {
    const maxAttempts = options.maxAttempts ?? getServerEnv().EMAIL_MAX_ATTEMPTS;
    const final = attempts >= maxAttempts;
    await prisma.emailMessage.updateMany({
      where: ourClaim,
      data: final
        ? { ...scrubbed, status: "failed", error: describeError(error), nextAttemptAt: null }
        : {
            ...scrubbed,
            status: "queued",
            error: describeError(error),
            nextAttemptAt: new Date(now.getTime() + computeRetryDelayMs(attempts)),
          },
    });
    return final ? "failed" : "retrying";
  }
  await prisma.emailMessage.updateMany({
    where: ourClaim,
    data: { ...scrubbed, status: "sent", sentAt: new Date(), error: null, nextAttemptAt: null },
  });
  return "sent";
}

/**
 * Sends up to `limit` due e-mails (queued and past their back-off), oldest first, and reports what
 * happened. Safe to run concurrently (each row is sent by one run only). Failed sends are recorded on
 * the row and counted, not thrown; only database errors reject. With `timeBudgetMs` no further row is
 * started once that much time has passed (the rest waits for the next run).
 */
export async function deliverQueuedEmails({
  limit = 50,
  timeBudgetMs,
  ...options
}: { limit?: number; timeBudgetMs?: number } & DeliveryOptions = {}): Promise<DeliveryReport> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const startedAt = Date.now();
  const rows = await prisma.emailMessage.findMany({
    where: dueRows(options.now ?? new Date()),
    orderBy: { id: "asc" },
    take: limit,
    select: emailRowSelect,
  });
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  if (rows.length === 0) return report;
  const transport = options.transport ?? getEmailTransport();
  for (const row of rows) {
    if (timeBudgetMs !== undefined && Date.now() - startedAt >= timeBudgetMs) break;
    report[await deliverRow(row, transport, options)] += 1;
  }
  return report;
}

/**
 * Sends the e-mail queued under `dedupeKey`, if it is queued and due: call it right after the
 * transaction that queued it has committed. Never rejects (the caller's work is done and must not
 * fail because of e-mail): "retrying" means the row holds the error and is sent again later,
 * "failed" that it was the last attempt, "skipped" that there is no such due row (unknown key,
 * sent or being sent already, or waiting for its back-off).
 */
export async function sendQueuedEmail(dedupeKey: string, options: DeliveryOptions = {}): Promise<DeliveryOutcome> {
  try {
    const row = await prisma.emailMessage.findFirst({
      where: { dedupeKey, ...dueRows(options.now ?? new Date()) },
      select: emailRowSelect,
    });
    if (!row) return "skipped";
    return await deliverRow(row, options.transport ?? getEmailTransport(), options);
  } catch (error) {
    console.error(`E-mail ${dedupeKey} was not sent: ${describeError(error)}`);
    return "failed";
  }
}

/** How many sends are presumed lost at `now` (claimed, never reported back): for the job report. */
export async function countLostEmails(now: Date = new Date()): Promise<number> {
  return prisma.emailMessage.count({ where: lostRows(now) });
}

function lostRows(now: Date) {
  const staleBefore = new Date(now.getTime() - LOST_SEND_AFTER_MS);
  return { status: "sending", OR: [{ claimedAt: null }, { claimedAt: { lt: staleBefore } }] };
}

/** An e-mail as the admin sees it (the answer of POST /api/admin/emails/{id}/resend). */
export type EmailMessageDto = {
  id: number;
  subject: string;
  toAddress: string;
  status: string;
  /** describeEmailState() of the row at the time of the answer. */
  state: EmailState;
  attempts: number;
  error: string | null;
  sentAt: string | null;
  createdAt: string;
};

/**
 * Puts a failed or lost e-mail back in the queue as new (attempts 0, no back-off, the last error kept
 * until it is sent), records "Resent …" in its order's history, then tries to send it at once.
 * 404 for an unknown id; 409 for any other state (sent, queued, being sent), which includes a second
 * resend racing this one: the conditional update lets only one of them through.
 */
export async function resendEmail(emailId: number, options: DeliveryOptions = {}): Promise<EmailMessageDto> {
  const now = options.now ?? new Date();
  const row = await prisma.emailMessage.findUnique({ where: { id: emailId } });
  if (!row) throw notFound("E-mail not found");
  const state = describeEmailState(row, now);
  if (state !== "failed" && state !== "lost") throw conflict(RESEND_REFUSALS[state]);

  await prisma.$transaction(async (tx) => {
    const { count } = await tx.emailMessage.updateMany({
      where: { id: emailId, ...(state === "failed" ? { status: "failed" } : lostRows(now)) },
      data: { status: "queued", attempts: 0, nextAttemptAt: null, claimedAt: null },
    });
    if (count !== 1) throw conflict("This e-mail changed meanwhile; reload and try again.");
    // The order it is about, or each order of the checkout it covers together (EmailMessageOrder).
    const covered = await tx.emailMessageOrder.findMany({ where: { emailId }, select: { orderId: true } });
    const orderIds = [row.orderId, ...covered.map((order) => order.orderId)].filter((id): id is number => id !== null);
    for (const orderId of orderIds)
      await tx.orderEvent.create({
        data: { orderId, type: "email", actor: "admin", detail: `Resent “${row.subject}”`, createdAt: now },
      });
  });
  await sendQueuedEmail(row.dedupeKey, { ...options, now });

  const updated = await prisma.emailMessage.findUniqueOrThrow({ where: { id: emailId } });
  return {
    id: updated.id,
    subject: updated.subject,
    toAddress: updated.toAddress,
    status: updated.status,
    state: describeEmailState(updated, new Date()),
    attempts: updated.attempts,
    error: updated.error,
    sentAt: updated.sentAt?.toISOString() ?? null,
    createdAt: updated.createdAt.toISOString(),
  };
}

const RESEND_REFUSALS: Record<Exclude<EmailState, "failed" | "lost">, string> = {
  sent: "This e-mail was sent already.",
  queued: "This e-mail is queued and will be sent shortly.",
  retrying: "This e-mail will be tried again automatically.",
  sending: "This e-mail is being sent right now.",
};
