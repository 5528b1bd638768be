import { readdir, rm } from "node:fs/promises";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, resetShopData } from "../helpers/fixtures";
import { POST as resendRoute } from "@/app/api/admin/emails/[id]/resend/route";
import { prisma } from "@/lib/db/client";
import { updateOrderStatus } from "@/lib/orders/update-order-status";
import { describeEmailState, LOST_SEND_AFTER_MS } from "@/lib/email/email-delivery-state";
import type { EmailTransport, OutgoingEmail } from "@/lib/email/email-transport";
import {
  countLostEmails,
  deliverQueuedEmails,
  queueEmail,
  resendEmail,
  sendQueuedEmail,
  type QueueEmailInput,
} from "@/lib/email/queue-email";

setupTestDatabase();

const MINUTE = 60_000;
const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transport that records every send, fails while `failing` is set, and takes `delayMs` per send. */
function makeFakeTransport({ failing = false, delayMs = 0 } = {}) {
  const sent: OutgoingEmail[] = [];
  const state = { failing, attempts: 0 };
  const transport: EmailTransport = {
    async send(message) {
      state.attempts += 1;
      await sleep(delayMs);
      if (state.failing) throw new Error("421 Service not available, try again later");
      sent.push(message);
      return { messageId: `<${sent.length}@fake.test>` };
    },
  };
  return { transport, sent, state };
}

let counter = 0;
async function queueCommitted(overrides: Partial<QueueEmailInput> = {}) {
  counter += 1;
  const email = {
    dedupeKey: `retry-test:${counter}`,
    to: "jane@example.com",
    subject: `Retry test ${counter}`,
    text: "Hello\n",
    ...overrides,
  };
  await prisma.$transaction((tx) => queueEmail(tx, email));
  return prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: email.dedupeKey } });
}

const findRow = (id: number) => prisma.emailMessage.findUniqueOrThrow({ where: { id } });

beforeEach(async () => {
  await prisma.orderEvent.deleteMany();
  await resetShopData();
  await rm(outboxDir, { recursive: true, force: true });
});

describe("retries with back-off", () => {
  it("waits 1, 4, 16 and 64 minutes between sends, then fails for good after EMAIL_MAX_ATTEMPTS (5)", async () => {
    const { transport, state } = makeFakeTransport({ failing: true });
    const row = await queueCommitted();
    let now = new Date("2030-01-01T00:00:00Z");
    const waits: number[] = [];

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(deliverQueuedEmails({ transport, now })).resolves.toMatchObject({ retrying: 1, failed: 0 });
      const after = await findRow(row.id);
      expect(after).toMatchObject({ status: "queued", attempts: attempt, sentAt: null });
      expect(after.error).toContain("421 Service not available");
      expect(describeEmailState(after, now)).toBe("retrying");
      const nextAttemptAt = after.nextAttemptAt as Date;
      waits.push((nextAttemptAt.getTime() - now.getTime()) / MINUTE);

      // Not due a millisecond early, neither for the sweep nor for sendQueuedEmail.
      const early = new Date(nextAttemptAt.getTime() - 1);
      await expect(deliverQueuedEmails({ transport, now: early })).resolves.toMatchObject({ retrying: 0, skipped: 0 });
      await expect(sendQueuedEmail(row.dedupeKey, { transport, now: early })).resolves.toBe("skipped");
      now = nextAttemptAt;
    }
    expect(waits).toEqual([1, 4, 16, 64]);

    await expect(deliverQueuedEmails({ transport, now })).resolves.toMatchObject({ retrying: 0, failed: 1 });
    const failed = await findRow(row.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 5, nextAttemptAt: null });
    expect(failed.error).toContain("421 Service not available");
    expect(describeEmailState(failed, now)).toBe("failed");
    expect(state.attempts).toBe(5);

    // Final: no later run picks it up.
    await deliverQueuedEmails({ transport, now: new Date(now.getTime() + 7 * 24 * 60 * MINUTE) });
    expect(state.attempts).toBe(5);
  });

  it("sends on a retry once the transport recovers, clearing the error", async () => {
    const fake = makeFakeTransport({ failing: true });
    const row = await queueCommitted();
    const now = new Date();
    await expect(sendQueuedEmail(row.dedupeKey, { transport: fake.transport, now })).resolves.toBe("retrying");
    fake.state.failing = false;
    const later = new Date(now.getTime() + MINUTE);
    await expect(deliverQueuedEmails({ transport: fake.transport, now: later })).resolves.toMatchObject({ sent: 1 });
    expect(await findRow(row.id)).toMatchObject({ status: "sent", error: null, attempts: 2 });
    expect(fake.sent).toHaveLength(1);
  });

  it("honours a smaller maxAttempts", async () => {
    const { transport } = makeFakeTransport({ failing: true });
    const row = await queueCommitted();
    await expect(sendQueuedEmail(row.dedupeKey, { transport, maxAttempts: 1 })).resolves.toBe("failed");
    expect(await findRow(row.id)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("sends each e-mail once when two deliveries run at once", async () => {
    const { transport, sent } = makeFakeTransport({ delayMs: 20 });
    const rows = [];
    for (let index = 0; index < 6; index += 1) rows.push(await queueCommitted());

    const [first, second, single] = await Promise.all([
      deliverQueuedEmails({ limit: 10, transport }),
      deliverQueuedEmails({ limit: 10, transport }),
      sendQueuedEmail(rows[0]?.dedupeKey as string, { transport }),
    ]);

    expect(sent.map((message) => message.subject).sort()).toEqual(rows.map((row) => row.subject).sort());
    expect(first.sent + second.sent + (single === "sent" ? 1 : 0)).toBe(6);
    expect(await prisma.emailMessage.count({ where: { status: "sent", attempts: 1 } })).toBe(6);
  });

  it("records the order and payment an e-mail is about", async () => {
    const order = await createOrderRow({ proofState: "approved" });
    const row = await queueCommitted({ orderId: order.id, paymentId: "pay_123" });
    expect(row).toMatchObject({ orderId: order.id, paymentId: "pay_123", attempts: 0, nextAttemptAt: null });

    // A status e-mail names its order.
    await updateOrderStatus(order.id, "processing");
    const statusEmail = await prisma.emailMessage.findFirstOrThrow({ where: { id: { not: row.id } } });
    expect(statusEmail).toMatchObject({ orderId: order.id, paymentId: null, status: "sent" });
  });
});

describe("lost sends", () => {
  async function claimedRow(claimedAgoMs: number) {
    const row = await queueCommitted();
    return prisma.emailMessage.update({
      where: { id: row.id },
      data: { status: "sending", attempts: 1, claimedAt: new Date(Date.now() - claimedAgoMs) },
    });
  }

  it("never re-sends a stale claim on its own, but counts it as lost", async () => {
    const { transport, state } = makeFakeTransport();
    const lost = await claimedRow(LOST_SEND_AFTER_MS + MINUTE);
    const fresh = await claimedRow(MINUTE);

    await expect(deliverQueuedEmails({ transport })).resolves.toMatchObject({ sent: 0, skipped: 0 });
    await expect(sendQueuedEmail(lost.dedupeKey, { transport })).resolves.toBe("skipped");
    expect(state.attempts).toBe(0);
    const now = new Date();
    expect(describeEmailState(await findRow(lost.id), now)).toBe("lost");
    expect(describeEmailState(await findRow(fresh.id), now)).toBe("sending");
    await expect(countLostEmails(now)).resolves.toBe(1);
  });

  it("resends a lost row, but refuses one that is still being sent", async () => {
    const { transport, sent } = makeFakeTransport();
    const lost = await claimedRow(LOST_SEND_AFTER_MS + MINUTE);
    const fresh = await claimedRow(MINUTE);

    await expect(resendEmail(lost.id, { transport })).resolves.toMatchObject({ status: "sent", attempts: 1 });
    await expect(resendEmail(fresh.id, { transport })).rejects.toMatchObject({
      status: 409,
      message: "This e-mail is being sent right now.",
    });
    expect(sent.map((message) => message.subject)).toEqual([lost.subject]);
  });
});

describe("POST /api/admin/emails/[id]/resend", () => {
  async function failedRow(overrides: Partial<QueueEmailInput> = {}) {
    const row = await queueCommitted(overrides);
    await sendQueuedEmail(row.dedupeKey, { transport: makeFakeTransport({ failing: true }).transport, maxAttempts: 1 });
    return findRow(row.id);
  }

  const resend = async (id: number | string, headers?: Record<string, string>) =>
    callRoute(resendRoute, {
      method: "POST",
      path: `/api/admin/emails/${id}/resend`,
      params: { id: String(id) },
      headers: headers ?? (await adminHeaders()),
    });

  it("puts a failed e-mail back, sends it at once, records it in the order's history and answers the row", async () => {
    const order = await createOrderRow({ proofState: "approved" });
    const row = await failedRow({ orderId: order.id, subject: "Your order has shipped" });
    expect(row).toMatchObject({ status: "failed", attempts: 1 });

    const response = await resend(row.id);

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body).toEqual({
      id: row.id,
      subject: "Your order has shipped",
      toAddress: "jane@example.com",
      status: "sent",
      state: "sent",
      attempts: 1,
      error: null,
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdAt: row.createdAt.toISOString(),
    });
    expect(await readdir(outboxDir)).toHaveLength(1); // sent through the configured (outbox) transport
    const events = await prisma.orderEvent.findMany({ where: { orderId: order.id } });
    expect(events).toEqual([
      expect.objectContaining({ type: "email", actor: "admin", detail: "Resent “Your order has shipped”" }),
    ]);
  });

  it("writes no order event for an e-mail without an order, and keeps the error when the resend fails again", async () => {
    const row = await failedRow({ to: "not-an-address" });
    const response = await resend(row.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "queued", state: "retrying", attempts: 1 });
    expect(response.body.error).toBe("Invalid recipient address");
    expect(await prisma.orderEvent.count()).toBe(0);
  });

  it("lets one of two concurrent resends through", async () => {
    const row = await failedRow();
    const headers = await adminHeaders();
    const responses = await Promise.all([resend(row.id, headers), resend(row.id, headers)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await readdir(outboxDir)).toHaveLength(1);
  });

  it.each([
    ["sent", { status: "sent", sentAt: new Date() }, "This e-mail was sent already."],
    ["queued", {}, "This e-mail is queued and will be sent shortly."],
    [
      "retrying",
      { attempts: 2, nextAttemptAt: new Date(Date.now() + MINUTE) },
      "This e-mail will be tried again automatically.",
    ],
  ])("answers 409 for a %s e-mail and changes nothing", async (_state, data, message) => {
    const queued = await queueCommitted();
    const row = await prisma.emailMessage.update({ where: { id: queued.id }, data });
    const response = await resend(row.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message });
    expect(await findRow(row.id)).toEqual(row);
  });

  it.each(["999999", "abc", "0", "-1"])("answers 404 for the id %p", async (id) => {
    const response = await resend(id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "E-mail not found" });
  });
});
