// Order page links are bearer tokens and the links table stores only their hashes: stored e-mail
// bodies must not keep them either. Once a send attempt is over, every token in the stored text and
// HTML is replaced by a placeholder; a later send (a retry, an operator's resend) renders a fresh link.
// Sent over a real SMTP conversation (and, for the resend route, the configured outbox transport).
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { createCheckoutRows } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { resetShopData } from "../helpers/fixtures";
import { startSmtpTestServer, type SmtpTestServer } from "../helpers/smtp-test-server";
import { POST as resendRoute } from "@/app/api/admin/emails/[id]/resend/route";
import { queueOrderConfirmation } from "@/lib/payment-lifecycle/order-confirmation";
import { prisma } from "@/lib/db/client";
import { createSmtpTransport } from "@/lib/email/email-transport";
import { ORDER_LINK_PLACEHOLDER } from "@/lib/email/order-link-placeholders";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { ORDER_LINK_SCRUB_CURSOR_KEY } from "@/lib/email/scrub-stored-order-links";
import { runJob } from "@/lib/jobs/run-job";
import { getOrderPage } from "@/lib/order-page/get-order-page";

process.env.APP_URL = "https://stickers.example";
setupTestDatabase();

const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
let server: SmtpTestServer;
let refusing = false;

beforeAll(async () => {
  server = await startSmtpTestServer({ rejectRecipient: () => refusing });
});
afterAll(async () => {
  await server.stop();
});
beforeEach(async () => {
  refusing = false;
  server.messages.length = 0;
  await prisma.orderLink.deleteMany();
  await prisma.appSetting.deleteMany({ where: { key: ORDER_LINK_SCRUB_CURSOR_KEY } });
  await resetShopData();
  await rm(outboxDir, { recursive: true, force: true });
});

const smtp = () => createSmtpTransport({ url: server.url, from: "Sticker Shop <orders@stickers.example>" });

/** A paid checkout of one order with its confirmation queued (a link issued for it, as at payment). */
async function queuedConfirmation() {
  const { payment } = await createCheckoutRows();
  await prisma.$transaction((tx) => queueOrderConfirmation(tx, payment.id));
  const key = `order-confirmation:${payment.id}`;
  const row = await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: key } });
  return { key, row };
}

/** Every order page token in a message as it went out (quoted-printable soft breaks undone). */
function tokensIn(raw: string): string[] {
  const text = raw.replace(/=\r?\n/g, "");
  return [...new Set([...text.matchAll(/\/orders\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g)].map((match) => match[1]!))];
}

/** Any 43-character base64url run anywhere in the stored bodies that opens an order page. */
async function workingTokensStored(id: number): Promise<string[]> {
  const row = await prisma.emailMessage.findUniqueOrThrow({ where: { id } });
  const stored = `${row.textBody}\n${row.htmlBody ?? ""}`;
  const candidates = [...new Set(stored.match(/[A-Za-z0-9_-]{43}/g) ?? [])];
  const working: string[] = [];
  for (const candidate of candidates) if (await getOrderPage(candidate)) working.push(candidate);
  return working;
}

describe("order page tokens in stored e-mails", () => {
  it("are gone from the stored text and HTML once sent, while the sent e-mail's link works", async () => {
    const { key, row } = await queuedConfirmation();
    expect(row.htmlBody).not.toBeNull();

    expect(await sendQueuedEmail(key, { transport: smtp() })).toBe("sent");

    const [message] = await server.waitForMessages(1);
    const sentTokens = tokensIn(message!.raw);
    expect(sentTokens).toHaveLength(1);
    expect(await getOrderPage(sentTokens[0]!)).not.toBeNull();
    expect(await workingTokensStored(row.id)).toEqual([]);
    const stored = await prisma.emailMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored.textBody).toContain(`https://stickers.example/orders/${ORDER_LINK_PLACEHOLDER}`);
    expect(stored.htmlBody).toContain(`https://stickers.example/orders/${ORDER_LINK_PLACEHOLDER}`);
  });

  it("a retry after a refused send renders a fresh working link, and stores none", async () => {
    const { key, row } = await queuedConfirmation();
    refusing = true;
    expect(await sendQueuedEmail(key, { transport: smtp() })).toBe("retrying");
    expect(await workingTokensStored(row.id)).toEqual([]);

    refusing = false;
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await sendQueuedEmail(key, { transport: smtp(), now: later })).toBe("sent");
    const [message] = await server.waitForMessages(1);
    const [token] = tokensIn(message!.raw);
    expect(await getOrderPage(token!)).not.toBeNull();
    expect(await workingTokensStored(row.id)).toEqual([]);
  });

  it("POST /api/admin/emails/{id}/resend of a failed e-mail delivers a fresh working link, and stores none", async () => {
    const { key, row } = await queuedConfirmation();
    refusing = true;
    expect(await sendQueuedEmail(key, { transport: smtp(), maxAttempts: 1 })).toBe("failed");
    expect(await workingTokensStored(row.id)).toEqual([]);

    const response = await callRoute(resendRoute, {
      method: "POST",
      path: `/api/admin/emails/${row.id}/resend`,
      params: { id: String(row.id) },
      headers: await adminHeaders(),
    });
    expect(response.body).toMatchObject({ status: "sent" });

    const [file] = await readdir(outboxDir);
    const tokens = tokensIn(await readFile(path.join(outboxDir, file!), "utf8"));
    expect(tokens).toHaveLength(1);
    expect(await getOrderPage(tokens[0]!)).not.toBeNull();
    expect(await workingTokensStored(row.id)).toEqual([]);
  });

  it("the deliver-emails job scrubs e-mails stored before (sent, failed, lost), once, and leaves queued ones to their send", async () => {
    const { key, row } = await queuedConfirmation();
    // As the code before this change left them: bodies with the working token, whatever the outcome.
    const old = { textBody: row.textBody, htmlBody: row.htmlBody };
    const copy = (dedupeKey: string, status: string, claimedAt: Date | null = null) =>
      prisma.emailMessage.create({
        data: { ...old, dedupeKey, toAddress: row.toAddress, subject: row.subject, status, claimedAt },
      });
    const sent = await copy("old:sent", "sent");
    const failed = await copy("old:failed", "failed");
    const lost = await copy("old:lost", "sending", new Date(Date.now() - 60 * 60_000));
    const inFlight = await copy("old:in-flight", "sending", new Date());
    expect(await workingTokensStored(sent.id)).toHaveLength(1);

    const first = await runJob("deliver-emails", new Date());
    // The queued confirmation is sent (and scrubbed by its send); the three settled copies by the pass.
    expect(first).toMatchObject({ sent: 1, tokensScrubbed: 3 });
    for (const id of [sent.id, failed.id, lost.id, row.id]) expect(await workingTokensStored(id)).toEqual([]);
    expect(await workingTokensStored(inFlight.id)).toHaveLength(1); // its send scrubs it when it reports back
    expect(await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: key } })).toMatchObject({
      status: "sent",
    });

    expect(await runJob("deliver-emails", new Date())).toMatchObject({ tokensScrubbed: 0 });
  });
});
