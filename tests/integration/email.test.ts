import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { readHeaders, readTextBody, startSmtpTestServer, type SmtpTestServer } from "../helpers/smtp-test-server";
import { prisma } from "@/lib/db/client";
import { createOutboxTransport, createSmtpTransport, getEmailTransport } from "@/lib/email/email-transport";
import { makeOrderConfirmationKey } from "@/lib/email/order-emails";
import { deliverQueuedEmails, queueEmail, sendQueuedEmail, type QueueEmailInput } from "@/lib/email/queue-email";
import { renderOrderConfirmationEmail } from "@/lib/email/templates/render-emails";

setupTestDatabase();

const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
const servers: SmtpTestServer[] = [];

async function startServer(options?: Parameters<typeof startSmtpTestServer>[0]): Promise<SmtpTestServer> {
  const server = await startSmtpTestServer(options);
  servers.push(server);
  return server;
}

function smtpTransportFor(server: SmtpTestServer) {
  return createSmtpTransport({ url: server.url, from: "Sticker Shop <orders@stickers.test>" });
}

let counter = 0;
function makeEmail(overrides: Partial<QueueEmailInput> = {}): QueueEmailInput {
  counter += 1;
  return {
    dedupeKey: `test:${counter}`,
    to: "jane@example.com",
    subject: `Test e-mail ${counter}`,
    text: `Hello Jane,\nthis is test e-mail number ${counter}.\n`,
    ...overrides,
  };
}

function queueCommitted(email: QueueEmailInput): Promise<boolean> {
  return prisma.$transaction((tx) => queueEmail(tx, email));
}

function findRow(dedupeKey: string) {
  return prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey } });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Normalises line breaks so a sent body compares with the text that was queued. */
function sentText(raw: string): string {
  return readTextBody(raw).replace(/\r\n/g, "\n");
}

/**
 * Loads fresh copies of the e-mail modules (and of lib/env, which caches the environment on first
 * use) with `env` applied, and lets them choose their transport before the environment is restored.
 */
async function loadEmailModulesWithEnv(env: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    let loaded:
      | { transport: typeof import("@/lib/email/email-transport"); queue: typeof import("@/lib/email/queue-email") }
      | undefined;
    await jest.isolateModulesAsync(async () => {
      const transport = await import("@/lib/email/email-transport");
      const queue = await import("@/lib/email/queue-email");
      transport.getEmailTransport();
      loaded = { transport, queue };
    });
    if (!loaded) throw new Error("modules were not loaded");
    return loaded;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

beforeEach(async () => {
  await prisma.emailMessage.deleteMany();
  await rm(outboxDir, { recursive: true, force: true });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe("transports chosen from the environment", () => {
  it("delivers a queued e-mail over a real SMTP conversation when SMTP_URL is set", async () => {
    const server = await startServer();
    const { transport, queue } = await loadEmailModulesWithEnv({
      SMTP_URL: server.url,
      EMAIL_FROM: "Sticker Shop <orders@stickers.test>",
    });
    const confirmation = await renderOrderConfirmationEmail({
      shop: { companyName: "Sticker Shop" },
      customer: {
        customerName: "Jane Doe",
        shippingAddress: "123 Main St",
        shippingCity: "Reno",
        shippingState: "NV",
        shippingZip: "89501",
        shippingCountry: "United States",
      },
      lines: [
        {
          orderId: 42,
          createdAt: "2026-11-21T20:00:00Z",
          sizeName: '3" circle',
          quantity: 100,
          roundedCorners: true,
          priceCents: 9200,
        },
      ],
      totals: { subtotalCents: 9200, discountCents: 0, shippingCents: 500, totalCents: 9700 },
    });
    if (!confirmation) throw new Error("the confirmation did not render");
    // Its text part only: this is about the transport (both parts: email-html.test.ts).
    const content = { subject: confirmation.subject, text: confirmation.text };
    const dedupeKey = makeOrderConfirmationKey("pay_smtp");

    await expect(
      prisma.$transaction((tx) => queue.queueEmail(tx, { dedupeKey, to: "jane@example.com", ...content })),
    ).resolves.toBe(true);
    await expect(queue.sendQueuedEmail(dedupeKey)).resolves.toBe("sent");

    expect(server.messages).toHaveLength(1);
    const [received] = server.messages;
    expect(received?.mailFrom).toBe("orders@stickers.test");
    expect(received?.rcptTo).toEqual(["jane@example.com"]);
    const headers = readHeaders(received?.raw ?? "");
    expect(headers.get("subject")).toBe("Sticker Shop: your order #42-112126 is confirmed");
    expect(headers.get("to")).toBe("jane@example.com");
    expect(headers.get("from")).toBe("Sticker Shop <orders@stickers.test>");
    expect(sentText(received?.raw ?? "")).toContain(content.text.trim());
    expect(sentText(received?.raw ?? "")).toContain('3" circle • 100 stickers • Rounded Corners — $92.00');

    const row = await findRow(dedupeKey);
    expect(row).toMatchObject({ status: "sent", error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(transport.getEmailTransport()).toBe(transport.getEmailTransport());
    await expect(readdir(outboxDir)).rejects.toMatchObject({ code: "ENOENT" }); // nothing went to the outbox
  });

  it("writes an .eml file with the right headers to the outbox folder without SMTP_URL", async () => {
    expect(process.env.SMTP_URL).toBeUndefined();
    const email = makeEmail({
      to: "joe@example.com",
      subject: "Your order #7-1526 is confirmed",
      text: "Hi Joe,\n\nThanks • see you — soon.\n",
    });
    await queueCommitted(email);

    await expect(sendQueuedEmail(email.dedupeKey)).resolves.toBe("sent");

    const names = await readdir(outboxDir);
    expect(names).toHaveLength(1); // the .eml only: no temp file is left behind
    const [name] = names;
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[A-Za-z0-9._-]+\.eml$/);
    const raw = await readFile(path.join(outboxDir, name as string), "utf8");
    expect(raw.replace(/\r\n/g, "")).not.toContain("\n"); // RFC 822 line breaks: CRLF only
    const headers = readHeaders(raw);
    expect(headers.get("from")).toBe("Sticker Shop <orders@localhost>");
    expect(headers.get("to")).toBe("joe@example.com");
    expect(headers.get("subject")).toBe("Your order #7-1526 is confirmed");
    expect(headers.get("message-id")).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(headers.get("mime-version")).toBe("1.0");
    expect(headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(new Date(headers.get("date") ?? "").getTime()).not.toBeNaN();
    expect(sentText(raw).trimEnd()).toBe(email.text.trimEnd());

    expect(await findRow(email.dedupeKey)).toMatchObject({ status: "sent", error: null });
    expect(getEmailTransport()).toBe(getEmailTransport());
  });

  it("keeps the row for a retry when the outbox folder cannot be created", async () => {
    const parent = path.join(outboxDir, "..", "not-a-folder");
    await mkdir(path.dirname(parent), { recursive: true });
    await writeFile(parent, "a file where the outbox folder should be");
    const transport = createOutboxTransport({
      dir: path.join(parent, "outbox"),
      from: "Sticker Shop <orders@localhost>",
    });
    const email = makeEmail();
    await queueCommitted(email);

    await expect(sendQueuedEmail(email.dedupeKey, { transport })).resolves.toBe("retrying");

    const row = await findRow(email.dedupeKey);
    expect(row).toMatchObject({ status: "queued", attempts: 1, sentAt: null });
    expect(row.error).toMatch(/ENOTDIR|EEXIST/);
    expect(row.nextAttemptAt).toBeInstanceOf(Date);
  });
});

describe("queueEmail", () => {
  it("queues nothing for a dedupeKey queued before, and keeps the first e-mail", async () => {
    const server = await startServer();
    const first = makeEmail();
    await expect(queueCommitted(first)).resolves.toBe(true);
    await expect(queueCommitted({ ...first, subject: "A second version" })).resolves.toBe(false);

    expect(await prisma.emailMessage.count()).toBe(1);
    expect(await findRow(first.dedupeKey)).toMatchObject({
      subject: first.subject,
      status: "queued",
      toAddress: "jane@example.com",
    });

    await expect(deliverQueuedEmails({ transport: smtpTransportFor(server) })).resolves.toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    await expect(deliverQueuedEmails({ transport: smtpTransportFor(server) })).resolves.toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    expect(server.messages).toHaveLength(1);
    expect(server.messages[0]?.raw).toContain(`Subject: ${first.subject}`);
  });

  it("creates one row when the same dedupeKey is queued concurrently", async () => {
    const server = await startServer();
    const email = makeEmail();

    // Each transaction goes on writing after queueing (as a payment update would) and must commit.
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        prisma.$transaction(async (tx) => {
          const queued = await queueEmail(tx, { ...email, subject: `Attempt ${index}` });
          await queueEmail(tx, makeEmail({ dedupeKey: `companion:${index}`, to: "not-an-address" }));
          return queued;
        }),
      ),
    );

    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await prisma.emailMessage.count({ where: { dedupeKey: email.dedupeKey } })).toBe(1);
    expect(await prisma.emailMessage.count({ where: { dedupeKey: { startsWith: "companion:" } } })).toBe(6);
    await deliverQueuedEmails({ transport: smtpTransportFor(server) });
    expect(server.messages).toHaveLength(1);
  });

  it.each([
    ["commits", false, true],
    ["rolls back", true, false],
  ])(
    "a second transaction waits for a first one holding the key: when the first %s, the second queues a row: %p",
    async (_outcome, secondQueues, firstCommits) => {
      const email = makeEmail();
      let firstQueued!: () => void;
      const queuedInFirst = new Promise<void>((resolve) => (firstQueued = resolve));

      const first = prisma
        .$transaction(async (tx) => {
          const queued = await queueEmail(tx, email);
          firstQueued();
          await sleep(300); // the second transaction tries meanwhile
          if (!firstCommits) throw new Error("roll back");
          return queued;
        })
        .catch((error: Error) => error.message);
      await queuedInFirst;
      const companion = makeEmail();
      const second = prisma.$transaction(async (tx) => {
        const queued = await queueEmail(tx, { ...email, subject: "From the second transaction" });
        await queueEmail(tx, companion); // the rest of the second transaction's work goes on
        return queued;
      });

      await expect(first).resolves.toBe(firstCommits ? true : "roll back");
      await expect(second).resolves.toBe(secondQueues);
      const rows = await prisma.emailMessage.findMany({ where: { dedupeKey: email.dedupeKey } });
      expect(rows.map((row) => row.subject)).toEqual([firstCommits ? email.subject : "From the second transaction"]);
      expect(await prisma.emailMessage.count({ where: { dedupeKey: companion.dedupeKey } })).toBe(1);
    },
  );

  it("leaves the caller's transaction usable after a duplicate", async () => {
    const email = makeEmail();
    await queueCommitted(email);
    const other = makeEmail();

    const results = await prisma.$transaction(async (tx) => {
      const duplicate = await queueEmail(tx, email);
      const next = await queueEmail(tx, other); // would fail if the duplicate had aborted the transaction
      const count = await tx.emailMessage.count();
      return { duplicate, next, count };
    });

    expect(results).toEqual({ duplicate: false, next: true, count: 2 });
    expect(await prisma.emailMessage.count()).toBe(2);
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    const email = makeEmail();
    await expect(
      prisma.$transaction(async (tx) => {
        await queueEmail(tx, email);
        throw new Error("payment update failed");
      }),
    ).rejects.toThrow("payment update failed");

    expect(await prisma.emailMessage.count()).toBe(0);
    await expect(sendQueuedEmail(email.dedupeKey)).resolves.toBe("skipped");
  });

  it.each([
    ["an empty dedupeKey", { dedupeKey: " " }],
    ["a subject with a line break", { subject: "Hello\r\nBcc: joe@example.com" }],
    ["an empty subject", { subject: "" }],
  ])("refuses %s", async (_name, overrides) => {
    await expect(queueCommitted(makeEmail(overrides))).rejects.toThrow(TypeError);
    expect(await prisma.emailMessage.count()).toBe(0);
  });
});

describe("delivery", () => {
  it("sends each row once when two deliveries run concurrently", async () => {
    const server = await startServer({ acceptDelayMs: 40 });
    const emails = Array.from({ length: 5 }, () => makeEmail());
    for (const email of emails) await queueCommitted(email);
    const transport = smtpTransportFor(server);

    const reports = await Promise.all([
      deliverQueuedEmails({ limit: 10, transport }),
      deliverQueuedEmails({ limit: 10, transport }),
    ]);

    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(5);
    expect(reports.reduce((sum, report) => sum + report.failed, 0)).toBe(0);
    expect(server.messages).toHaveLength(5);
    const subjects = server.messages.map((message) => readHeaders(message.raw).get("subject"));
    expect(new Set(subjects)).toEqual(new Set(emails.map((email) => email.subject)));
    expect(await prisma.emailMessage.count({ where: { status: "sent" } })).toBe(5);
  });

  it("sends a row once when sendQueuedEmail is called twice at the same time", async () => {
    const server = await startServer({ acceptDelayMs: 40 });
    const email = makeEmail();
    await queueCommitted(email);
    const transport = smtpTransportFor(server);

    const outcomes = await Promise.all([
      sendQueuedEmail(email.dedupeKey, { transport }),
      sendQueuedEmail(email.dedupeKey, { transport }),
    ]);

    expect(outcomes.sort()).toEqual(["sent", "skipped"]);
    expect(server.messages).toHaveLength(1);
    expect(await findRow(email.dedupeKey)).toMatchObject({ status: "sent" });
  });

  it("sends up to `limit` rows, oldest first", async () => {
    const server = await startServer();
    const emails = Array.from({ length: 3 }, () => makeEmail());
    for (const email of emails) await queueCommitted(email);

    await expect(deliverQueuedEmails({ limit: 2, transport: smtpTransportFor(server) })).resolves.toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    expect(server.messages.map((message) => readHeaders(message.raw).get("subject"))).toEqual([
      emails[0]?.subject,
      emails[1]?.subject,
    ]);
    expect((await findRow(emails[2]?.dedupeKey as string)).status).toBe("queued");
    await expect(deliverQueuedEmails({ limit: 0 })).rejects.toThrow(RangeError);
  });

  it("keeps a refused delivery for a retry with the server's answer, without throwing, and sends it after the back-off", async () => {
    const server = await startServer({ rejectRecipient: (address) => address.startsWith("refuse") });
    const refused = makeEmail({ to: "refuse@example.com" });
    const accepted = makeEmail({ to: "ok@example.com" });
    await queueCommitted(refused);
    await queueCommitted(accepted);

    await expect(deliverQueuedEmails({ transport: smtpTransportFor(server) })).resolves.toEqual({
      sent: 1,
      retrying: 1,
      failed: 0,
      skipped: 0,
    });

    const retryRow = await findRow(refused.dedupeKey);
    expect(retryRow).toMatchObject({ status: "queued", attempts: 1, sentAt: null });
    expect(retryRow.error).toMatch(/550/);
    expect(retryRow.error).toContain("Mailbox unavailable: refuse@example.com");
    expect(await findRow(accepted.dedupeKey)).toMatchObject({ status: "sent" });
    expect(server.messages.map((message) => message.rcptTo)).toEqual([["ok@example.com"]]);

    // Not picked up again before its back-off has passed, then sent; the error goes once it is sent.
    await expect(sendQueuedEmail(refused.dedupeKey, { transport: smtpTransportFor(server) })).resolves.toBe("skipped");
    const friendlyServer = await startServer();
    const later = new Date((retryRow.nextAttemptAt as Date).getTime() + 1);
    await expect(
      sendQueuedEmail(refused.dedupeKey, { transport: smtpTransportFor(friendlyServer), now: later }),
    ).resolves.toBe("sent");
    expect(await findRow(refused.dedupeKey)).toMatchObject({ status: "sent", error: null, attempts: 2 });
    expect(friendlyServer.messages.map((message) => message.rcptTo)).toEqual([["refuse@example.com"]]);
  });

  it("keeps the row for a retry when the SMTP server cannot be reached", async () => {
    const server = await startSmtpTestServer();
    await server.stop();
    const email = makeEmail();
    await queueCommitted(email);

    await expect(sendQueuedEmail(email.dedupeKey, { transport: smtpTransportFor(server) })).resolves.toBe("retrying");
    const row = await findRow(email.dedupeKey);
    expect(row.status).toBe("queued");
    expect(row.error).toMatch(/ECONNREFUSED/);
  });

  it.each(["jane@example.com, joe@example.com", "Jane <jane@example.com>", "not-an-address"])(
    "refuses the recipient %p without contacting the server",
    async (to) => {
      const server = await startServer();
      const email = makeEmail({ to });
      await queueCommitted(email);

      await expect(
        sendQueuedEmail(email.dedupeKey, { transport: smtpTransportFor(server), maxAttempts: 1 }),
      ).resolves.toBe("failed");
      expect(await findRow(email.dedupeKey)).toMatchObject({ status: "failed", error: "Invalid recipient address" });
      expect(server.messages).toHaveLength(0);
    },
  );
});
