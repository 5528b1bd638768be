import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { runTestCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { CUSTOMER, resetShopData } from "../helpers/fixtures";
import { parseMessage, type ParsedMessage } from "../helpers/mime";
import { startSmtpTestServer, type SmtpTestServer } from "../helpers/smtp-test-server";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { prisma } from "@/lib/db/client";
import { createSmtpTransport } from "@/lib/email/email-transport";
import { makeOrderStatusEmailKey } from "@/lib/email/order-emails";
import { deliverQueuedEmails, queueEmail, sendQueuedEmail } from "@/lib/email/queue-email";
import { renderPrintingStartedEmail } from "@/lib/email/templates/render-emails";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { updateOrderStatus } from "@/lib/orders/update-order-status";

// The customer e-mails as they leave the shop: multipart/alternative with the plain text (exactly
// the queued text) and the HTML rendered from the templates, read back from the outbox .eml files
// and from a real SMTP conversation.

setupTestDatabase();

const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
const servers: SmtpTestServer[] = [];

beforeEach(async () => {
  await resetShopData();
  await prisma.emailMessage.deleteMany();
  await rm(outboxDir, { recursive: true, force: true });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

async function readOutbox(): Promise<{ name: string; raw: string }[]> {
  const names = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(names.map(async (name) => ({ name, raw: await readFile(path.join(outboxDir, name), "utf8") })));
}

/** The sent body with its order page tokens back to the placeholder the stored body keeps after the send. */
const asStored = (body: string) =>
  body.replace(/\/orders\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, "/orders/{order-link}");

/** Checks the MIME structure and that both parts are exactly what was queued (its tokens aside); returns the HTML. */
function expectTextAndHtml(message: ParsedMessage, row: { textBody: string; htmlBody: string | null }): string {
  expect(message.headers.get("mime-version")).toBe("1.0");
  expect(message.type).toBe("multipart/alternative");
  expect(message.parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]); // the last is preferred
  for (const part of message.parts) {
    expect(part.contentType).toMatch(/charset=utf-8/i);
    expect(["7bit", "quoted-printable", "base64"]).toContain(part.transferEncoding);
  }
  const [text, html] = message.parts as [ParsedMessage["parts"][0], ParsedMessage["parts"][0]];
  expect(asStored(text.body).trimEnd()).toBe(row.textBody.trimEnd());
  expect(row.htmlBody).toEqual(expect.any(String));
  expect(asStored(html.body).trimEnd()).toBe((row.htmlBody as string).replace(/\r\n/g, "\n").trimEnd());
  return html.body;
}

it("sends the confirmation, printing, shipped and refunded e-mails as text and HTML to the outbox", async () => {
  const orderId = (await runTestCheckout({ lines: 1 })).orderIds[0]!;
  // Printing needs an approved proof (the gate is tested in proofs-admin.test.ts).
  await prisma.order.update({ where: { id: orderId }, data: { proofState: "approved" } });
  await updateOrderStatus(orderId, "processing");
  await updateOrderStatus(orderId, "shipped", { carrier: "ups", trackingNumber: "1Z 999 AA1 0123456784" });
  const refunded = await callRoute(refundOrder, {
    method: "POST",
    params: { id: String(orderId) },
    body: {},
    headers: await adminHeaders(),
  });
  expect(refunded.status).toBe(200);

  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  const number = formatOrderNumber(orderId, order.createdAt, process.env.SHOP_TIME_ZONE || "America/Los_Angeles");
  const rows = await prisma.emailMessage.findMany({ orderBy: { id: "asc" } });
  expect(rows.map((row) => [row.dedupeKey.split(":")[0], row.status])).toEqual([
    ["order-confirmation", "sent"],
    ["order-processing", "sent"],
    ["order-shipped", "sent"],
    ["order-refunded", "sent"],
  ]);
  const files = await readOutbox();
  expect(files).toHaveLength(4);

  const expected: Record<string, string[]> = {
    "order-confirmation": [`Order ${number}`, "Subtotal", "Total", "What&#x27;s Next?", "Ada Lovelace"],
    "order-processing": [`Good news: printing has begun for your order ${number}.`],
    "order-shipped": [
      `Your order ${number} has shipped.`,
      "Carrier: UPS",
      'href="https://www.ups.com/track?tracknum=1Z999AA10123456784"',
    ],
    "order-refunded": [`Your order ${number} has been cancelled and refunded.`, "Refunded: $"],
  };
  for (const [index, file] of files.entries()) {
    const row = rows[index] as (typeof rows)[number];
    const message = parseMessage(file.raw);
    expect(message.headers.get("subject")).toBe(row.subject);
    expect(file.raw.replace(/\r\n/g, "")).not.toContain("\n"); // CRLF only, in every part
    const html = expectTextAndHtml(message, row);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain(">Sticker Shop</h1>");
    expect(html).toContain("3&quot; circle • 100 stickers");
    expect(html).toContain('href="https://example.com/contact"');
    expect(html).not.toMatch(/<script/i);
    // The only image is the sticker's own, served by the order page's link (GET /orders/{token}/stickers/{id}/image).
    for (const [, src] of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/gi))
      expect(src).toMatch(/^http:\/\/localhost:3000\/orders\/[A-Za-z0-9_-]{43}\/stickers\/\d+\/image$/);
    for (const snippet of expected[row.dedupeKey.split(":")[0] as string] ?? []) expect(html).toContain(snippet);
  }
});

it("delivers both parts over SMTP, and a text-only e-mail stays a single text part", async () => {
  const server = await startSmtpTestServer();
  servers.push(server);
  const input = {
    shop: { companyName: "Sticker Shop", contactUrl: "https://example.com/contact" },
    customer: CUSTOMER,
    order: {
      orderId: 42,
      createdAt: "2026-11-21T20:00:00Z",
      sizeName: '3" circle',
      quantity: 100,
      roundedCorners: false,
    },
  };
  const rendered = await renderPrintingStartedEmail({ ...input, orderPageUrl: "https://shop.example.com/orders/42" });
  if (!rendered) throw new Error("the e-mail did not render");
  const { html, ...email } = rendered;
  const withHtml = makeOrderStatusEmailKey(42, "processing");
  await prisma.$transaction(async (tx) => {
    await queueEmail(tx, { dedupeKey: withHtml, to: "ada@example.com", ...email, html });
    await queueEmail(tx, { dedupeKey: "text-only", to: "ada@example.com", ...email, html: null });
  });
  const transport = createSmtpTransport({ url: server.url, from: "Sticker Shop <orders@stickers.test>" });

  await expect(sendQueuedEmail(withHtml, { transport })).resolves.toBe("sent");
  await expect(deliverQueuedEmails({ transport })).resolves.toMatchObject({ sent: 1 });

  expect(server.messages).toHaveLength(2);
  const [multipart, single] = server.messages.map((received) => parseMessage(received.raw));
  const row = await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: withHtml } });
  expect(row.htmlBody).toBe(html);
  const sentHtml = expectTextAndHtml(multipart as ParsedMessage, row);
  expect(sentHtml).toContain('href="https://shop.example.com/orders/42"');
  expect(sentHtml).toContain("View your order");
  expect(sentHtml).toContain("Good news: printing has begun for your order #42-112126.");

  expect(await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: "text-only" } })).toMatchObject({
    htmlBody: null,
    status: "sent",
  });
  expect(single?.type).toBe("text/plain");
  expect(single?.parts.map((part) => part.body.trimEnd())).toEqual([email.text.trimEnd()]);
});
