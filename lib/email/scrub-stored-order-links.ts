import "server-only";
import { prisma } from "@/lib/db/client";
import { LOST_SEND_AFTER_MS } from "./email-delivery-state";
import { scrubOrderLinkTokens } from "./order-link-placeholders";

/** AppSetting row holding the id of the last e-mail looked at (the pass goes through the table once). */
export const ORDER_LINK_SCRUB_CURSOR_KEY = "email.order_link_scrub_cursor";
const ROWS_PER_RUN = 500;

/**
 * E-mails stored before sends scrubbed their order page tokens (order-link-placeholders.ts) still hold
 * them: the deliver-emails job replaces them, `ROWS_PER_RUN` rows a run, oldest first, behind a cursor,
 * so once through the table a run costs one indexed read. Rows still queued or being sent are left to
 * their own send, which scrubs them; a lost send (claimed long ago, never reported) is scrubbed too,
 * since a resend renders a fresh link. Idempotent; concurrent runs only repeat the same writes.
 * Returns how many rows were changed.
 */
export async function scrubStoredOrderLinks(now: Date = new Date(), limit = ROWS_PER_RUN): Promise<number> {
  const cursor = await prisma.appSetting.findUnique({ where: { key: ORDER_LINK_SCRUB_CURSOR_KEY } });
  const after = Number.parseInt(cursor?.value ?? "0", 10) || 0;
  const rows = await prisma.emailMessage.findMany({
    where: { id: { gt: after } },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, status: true, claimedAt: true, textBody: true, htmlBody: true },
  });
  if (rows.length === 0) return 0;
  const lostBefore = now.getTime() - LOST_SEND_AFTER_MS;
  let changed = 0;
  for (const row of rows) {
    const settled =
      row.status === "sent" ||
      row.status === "failed" ||
      (row.status === "sending" && (row.claimedAt === null || row.claimedAt.getTime() < lostBefore));
    if (!settled) continue;
    const textBody = scrubOrderLinkTokens(row.textBody);
    const htmlBody = scrubOrderLinkTokens(row.htmlBody);
    if (textBody === row.textBody && htmlBody === row.htmlBody) continue;
    // Conditional on the bodies read: a send that finished meanwhile wrote the same scrubbed bodies.
    const { count } = await prisma.$transaction((tx) =>
      tx.emailMessage.updateMany({
        where: { id: row.id, textBody: row.textBody, status: row.status },
        data: { textBody, htmlBody },
      }),
    );
    changed += count;
  }
  const value = String(rows.at(-1)!.id);
  await prisma.$transaction((tx) =>
    tx.appSetting.upsert({
      where: { key: ORDER_LINK_SCRUB_CURSOR_KEY },
      create: { key: ORDER_LINK_SCRUB_CURSOR_KEY, value, updatedAt: now },
      update: { value, updatedAt: now },
    }),
  );
  return changed;
}
