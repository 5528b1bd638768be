import "server-only";
import { prisma, type Database } from "@/lib/db/client";
import { getEmailTransport, type EmailTransport } from "./email-transport";

// E-mails are written to the EmailMessage table inside the transaction that causes them (an order
// is paid, its status changes), and sent after it commits: a rolled-back change sends nothing, and
// a committed one is never lost, since a queued row waits for the next delivery if the send fails.
//
// Row status: queued → sending → sent | failed. "sending" is the claim of one delivery run, so two
// runs never send the same row; failed rows keep their error and go back to the queue with
// retryFailedEmails().

/** The Prisma client or the transaction client of `prisma.$transaction(async (tx) => …)`. */
export type EmailQueueClient = Pick<Database, "$executeRaw">;

export type QueueEmailInput = {
  /** One e-mail per event, e.g. "order-confirmation:<paymentId>"; a repeated key queues nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  /** The order the e-mail is about (shown in its history). */
  orderId?: number | null;
  /** The payment (checkout) the e-mail is about. */
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
    INSERT INTO "EmailMessage" ("dedupeKey", "toAddress", "subject", "textBody", "status", "createdAt", "orderId", "paymentId")
    VALUES (${email.dedupeKey}, ${email.to.trim()}, ${email.subject}, ${email.text}, ${"queued"}, ${new Date()},
      ${email.orderId ?? null}, ${email.paymentId ?? null})
    ON CONFLICT ("dedupeKey") DO NOTHING`;
  return inserted === 1;
}

export type DeliveryOutcome = "sent" | "failed" | "skipped";
export type DeliveryReport = { sent: number; failed: number; skipped: number };
export type DeliveryOptions = {
  /** Transport to use instead of getEmailTransport() (tests, scripts). */
  transport?: EmailTransport;
};

type EmailRow = { id: number; toAddress: string; subject: string; textBody: string };

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.trim() || "Unknown e-mail delivery error").slice(0, MAX_ERROR_LENGTH);
}

// Claims the row (queued → sending) with a conditional update: of any number of concurrent
// deliveries exactly one gets count 1 and sends; the others skip it. A failed send is recorded,
// never thrown. A row whose process dies between claim and result stays "sending" and is not sent
// again automatically: a missing e-mail is preferred to a duplicate.
async function deliverRow(row: EmailRow, transport: EmailTransport): Promise<DeliveryOutcome> {
  const claim = await prisma.emailMessage.updateMany({
    where: { id: row.id, status: "queued" },
    data: { status: "sending" },
  });
  if (claim.count !== 1) return "skipped";
  try {
    await transport.send({ to: row.toAddress, subject: row.subject, text: row.textBody });
  } catch (error) {
    await prisma.emailMessage.update({
      where: { id: row.id },
      data: { status: "failed", error: describeError(error) },
    });
    return "failed";
  }
  await prisma.emailMessage.update({
    where: { id: row.id },
    data: { status: "sent", sentAt: new Date(), error: null },
  });
  return "sent";
}

/**
 * Sends up to `limit` queued e-mails, oldest first, and reports what happened. Safe to run
 * concurrently (each row is sent by one run only). Failed sends are recorded on the row and
 * counted, not thrown; only database errors reject.
 */
export async function deliverQueuedEmails({
  limit = 50,
  transport,
}: { limit?: number } & DeliveryOptions = {}): Promise<DeliveryReport> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const rows = await prisma.emailMessage.findMany({
    where: { status: "queued" },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, toAddress: true, subject: true, textBody: true },
  });
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: 0 };
  if (rows.length === 0) return report;
  const chosen = transport ?? getEmailTransport();
  for (const row of rows) report[await deliverRow(row, chosen)] += 1;
  return report;
}

/**
 * Sends the e-mail queued under `dedupeKey`, if it is still queued: call it right after the
 * transaction that queued it has committed. Never rejects (the caller's work is done and must not
 * fail because of e-mail): "failed" means the row holds the error and can be retried,
 * "skipped" that there is no such queued row (unknown key, or sent/being sent already).
 */
export async function sendQueuedEmail(
  dedupeKey: string,
  { transport }: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  try {
    const row = await prisma.emailMessage.findUnique({
      where: { dedupeKey },
      select: { id: true, status: true, toAddress: true, subject: true, textBody: true },
    });
    if (!row || row.status !== "queued") return "skipped";
    return await deliverRow(row, transport ?? getEmailTransport());
  } catch (error) {
    console.error(`E-mail ${dedupeKey} was not sent: ${describeError(error)}`);
    return "failed";
  }
}

/** Puts every failed e-mail back in the queue (keeping its last error until it is sent); returns how many. */
export async function retryFailedEmails(): Promise<number> {
  const { count } = await prisma.emailMessage.updateMany({ where: { status: "failed" }, data: { status: "queued" } });
  return count;
}
