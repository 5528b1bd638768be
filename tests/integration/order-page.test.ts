// The customer's order page (/orders/{token}): links in every customer e-mail, stored only as hashes;
// the page's data for a valid link and nothing for a revoked, guessed or id-shaped one; "Send a new
// order link" (admin); "Find my order" (public, same answer for a match and a miss, rate limited).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { payWithCard, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { createCheckoutRows } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { parseMessage } from "../helpers/mime";
import { adminHeaders } from "../helpers/admin";
import {
  addCartLine,
  createDesignRow,
  createOrderRow,
  CUSTOMER,
  makeSessionId,
  resetShopData,
} from "../helpers/fixtures";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { POST as findOrder } from "@/app/api/orders/find/route";
import { POST as sendNewLink } from "@/app/api/admin/orders/[id]/order-link/route";
import { prisma } from "@/lib/db/client";
import { queueOrderConfirmation } from "@/lib/payment-lifecycle/order-confirmation";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { updateOrderStatus } from "@/lib/orders/update-order-status";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { hashOrderLinkToken } from "@/lib/order-links/order-links";
import { FIND_ORDER_MESSAGE } from "@/lib/validation/find-order";

process.env.TRUSTED_IP_HEADER = "x-real-ip";
process.env.APP_URL = "https://stickers.example";
setupTestDatabase();

const LINK_PATTERN = /https:\/\/stickers\.example\/orders\/([A-Za-z0-9_-]+)/g;

let headers: Record<string, string>;
let addressCounter = 0;
/** A new client address per call site, so one test's look-ups never use up another's limit. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(async () => {
  await prisma.orderLink.deleteMany();
  await prisma.orderEvent.deleteMany();
  await prisma.rateLimit.deleteMany();
  await resetShopData();
});

/** A paid checkout of two orders (4" square rounded ×100, 3" circle ×50) with priority shipping. */
async function createPaidCheckout(email = CUSTOMER.customerEmail) {
  const design = await createDesignRow({ originalName: "logo.png" });
  return createCheckoutRows({
    lines: [
      { sizeName: '4"', quantity: 100, roundedCorners: true, unitPriceCents: 105, discountCents: 500 },
      { sizeName: '3" circle', quantity: 50 },
    ],
    shippingMethod: "priority",
    shippingCents: 1_000,
    paidAt: new Date("2026-03-01T12:05:00.000Z"),
    createdAt: new Date("2026-03-01T12:00:00.000Z"),
    // Approved, so the printing gate lets the status changes below through.
    order: { customerEmail: email, designId: design.id, proofState: "approved" },
  });
}

async function confirm(paymentId: string) {
  await prisma.$transaction((tx) => queueOrderConfirmation(tx, paymentId));
}

function linksIn(text: string): string[] {
  return [...text.matchAll(LINK_PATTERN)].map((match) => match[1] as string);
}

/** The newest e-mail in the outbox whose text, its order page tokens aside, is `stored`: the copy sent. */
async function findSentText(stored: string): Promise<string> {
  const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  for (const name of names.reverse()) {
    const message = parseMessage(await readFile(path.join(outboxDir, name), "utf8"));
    const text = message.parts[0]?.body ?? "";
    if (
      text.replace(/\/orders\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, "/orders/{order-link}").trimEnd() ===
      stored.trimEnd()
    )
      return text;
  }
  throw new Error("no sent copy of that e-mail in the outbox");
}

/**
 * The e-mail's text with its working link: as stored while queued; once sent the stored body keeps a
 * placeholder instead of the token (order-link-placeholders.ts), so the outbox copy is read.
 */
async function emailText(dedupeKey: string): Promise<string> {
  const row = await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey } });
  return row.status === "queued" && row.attempts === 0 ? row.textBody : findSentText(row.textBody);
}

async function confirmationToken(paymentId: string): Promise<string> {
  const [token] = linksIn(await emailText(`order-confirmation:${paymentId}`));
  if (!token) throw new Error("the confirmation has no order link");
  return token;
}

/** The e-mails once `count` of them are sent (the find route does not wait for its send). */
async function waitForSentEmails(count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const emails = await prisma.emailMessage.findMany({ orderBy: { id: "asc" } });
    if (emails.length === count && emails.every((email) => email.status === "sent")) return emails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${count} e-mails were not all sent`);
}

const find = (body: unknown, address = nextAddress()) =>
  callRoute(findOrder, { method: "POST", path: "/api/orders/find", body, headers: { "x-real-ip": address } });

describe("order links", () => {
  it("puts a long random link in the confirmation; only its hash is stored; two checkouts differ", async () => {
    const one = await createPaidCheckout();
    const two = await createPaidCheckout();
    await confirm(one.payment.id);
    await confirm(two.payment.id);
    const first = await confirmationToken(one.payment.id);
    const second = await confirmationToken(two.payment.id);

    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    expect(second).not.toBe(first);

    const rows = await prisma.orderLink.findMany({ orderBy: { id: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.tokenHash)).toEqual([hashOrderLinkToken(first), hashOrderLinkToken(second)]);
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(JSON.stringify(rows)).not.toContain(second);
    expect(await emailText(`order-confirmation:${one.payment.id}`)).toContain(
      `See your order, its status and receipt: https://stickers.example/orders/${first}`,
    );
  });

  it("a confirmation queued twice keeps one link (the unused one is removed)", async () => {
    const { payment } = await createPaidCheckout();
    await confirm(payment.id);
    await confirm(payment.id);
    expect(await prisma.orderLink.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it("the printing and shipped e-mails link to the page too (refunded: below)", async () => {
    const { orders } = await createPaidCheckout();
    const order = orders[0]!;
    await updateOrderStatus(order.id, "processing");
    await updateOrderStatus(order.id, "shipped", { carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    for (const key of [`order-processing:${order.id}`, `order-shipped:${order.id}`]) {
      const [token] = linksIn(await emailText(key));
      expect(token).toBeDefined();
      expect(await getOrderPage(token!)).not.toBeNull();
    }
  });
});

describe("a checkout through the shop's routes", () => {
  it("paid in test mode: the confirmation links to the page; a refund shows there and its e-mail links too", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '3" circle', 100);
    await addCartLine(sessionId, '2"', 50, true);
    const quoted = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, quoted.body.paymentId);
    expect(placed.status).toBe(201);
    const paid = await payWithCard(placed.body.clientSecret);
    expect(paid.status).toBe(200);
    const paymentId = placed.body.paymentId as string;
    const [first] = placed.body.orderIds as number[];
    const token = await confirmationToken(paymentId);
    expect((await getOrderPage(token))!.items.map((item) => item.status)).toEqual(["paid", "paid"]);

    const refunded = await callRoute(refundOrder, { method: "POST", params: { id: String(first) }, body: {}, headers });
    expect(refunded.status).toBe(200);
    const [refundToken] = linksIn(await emailText(`order-refunded:${first}`));
    expect(refundToken).toBeDefined();
    expect(refundToken).not.toBe(token);
    const page = await getOrderPage(refundToken!);
    const item = page!.items.find((entry) => entry.orderId === first)!;
    expect(item.status).toBe("cancelled");
    expect(item.timeline.map((entry) => entry.kind)).toEqual(["placed", "paid", "cancelled", "refunded"]);
    expect(page!.amounts.refundedCents).toBeGreaterThan(0);
    expect(await getOrderPage(token)).not.toBeNull(); // the confirmation's link still works
  });
});

describe("the order page's data", () => {
  it("answers for a valid link: stickers, timeline with tracking, address, method and amounts", async () => {
    const { payment, orders } = await createPaidCheckout();
    await confirm(payment.id);
    await updateOrderStatus(orders[0]!.id, "processing");
    await updateOrderStatus(orders[0]!.id, "shipped", { carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    const page = await getOrderPage(await confirmationToken(payment.id));
    expect(page).not.toBeNull();
    expect(page!.numbers).toEqual(orders.map((order) => formatOrderNumber(order.id, order.createdAt)));
    const [square, circle] = page!.items;
    expect(square).toMatchObject({
      type: "Square",
      sizeName: '4"',
      corners: "Rounded",
      quantity: 100,
      priceCents: 10_500,
      designName: "logo.png",
    });
    expect(square!.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.png\?exp=\d+&sig=/);
    expect(square!.timeline.map((entry) => entry.kind)).toEqual(["placed", "paid", "printing", "shipped"]);
    const shipped = square!.timeline.at(-1)!;
    expect(shipped.detail).toBe("UPS 1Z999AA10123456784");
    expect(shipped.trackingUrl).toContain("1Z999AA10123456784");
    expect(circle).toMatchObject({ type: "Circle", corners: null, quantity: 50 });
    expect(page!.shipping.methodName).toBe("Priority Shipping");
    expect(page!.shipping.addressLines).toContain("1 Main St");
    expect(page!.amounts).toMatchObject({
      subtotalCents: 15_500,
      discountCents: 500,
      shippingCents: 1_000,
      totalCents: 16_000,
      refundedCents: 0,
    });
    // Internal details stay out of the customer's page.
    expect(JSON.stringify(page)).not.toContain("Leave at the door");
    expect(JSON.stringify(page)).not.toContain(payment.id);
  });

  it("answers nothing for the order id, the payment id, a guessed string or a token's hash", async () => {
    const { payment, orders } = await createPaidCheckout();
    await confirm(payment.id);
    const token = await confirmationToken(payment.id);
    const guesses = [
      String(orders[0]!.id),
      formatOrderNumber(orders[0]!.id, orders[0]!.createdAt),
      payment.id,
      "A".repeat(43),
      token.slice(0, 42),
      `${token}x`,
      hashOrderLinkToken(token),
      "",
    ];
    for (const guess of guesses) expect(await getOrderPage(guess)).toBeNull();
  });
});

describe("POST /api/admin/orders/{id}/order-link", () => {
  it("revokes every link of the checkout, issues a new one and e-mails it", async () => {
    const { payment, orders } = await createPaidCheckout();
    await confirm(payment.id);
    await updateOrderStatus(orders[1]!.id, "processing");
    const old = await confirmationToken(payment.id);
    const oldPrinting = linksIn(await emailText(`order-processing:${orders[1]!.id}`))[0]!;

    const response = await callRoute(sendNewLink, {
      method: "POST",
      path: `/api/admin/orders/${orders[0]!.id}/order-link`,
      headers,
      params: { id: String(orders[0]!.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: "The old order links no longer work. A new link was e-mailed to the customer.",
    });
    expect(JSON.stringify(response.body)).not.toMatch(/orders\//);

    expect(await getOrderPage(old)).toBeNull();
    expect(await getOrderPage(oldPrinting)).toBeNull();
    const email = await prisma.emailMessage.findFirstOrThrow({
      where: { dedupeKey: { startsWith: "order-link-changed:" } },
    });
    expect(email.toAddress).toBe(CUSTOMER.customerEmail);
    expect(email.subject).toBe("Sticker Shop: your order link has changed");
    const [fresh] = linksIn(await emailText(email.dedupeKey));
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old);
    expect(await getOrderPage(fresh!)).not.toBeNull();
    expect(await prisma.orderLink.count({ where: { paymentId: payment.id, revokedAt: null } })).toBe(1);
  });

  it("needs an admin token; 404 for an unknown order; 409 for an order without a checkout", async () => {
    const call = (id: string, withHeaders: Record<string, string> = headers) =>
      callRoute(sendNewLink, { method: "POST", headers: withHeaders, params: { id } });
    expect((await call("1", {})).status).toBe(401);
    expect((await call("999999")).status).toBe(404);
    const loose = await createOrderRow();
    expect((await call(String(loose.id))).status).toBe(409);
    expect(await prisma.orderLink.count()).toBe(0);
  });
});

describe("POST /api/orders/find", () => {
  it("answers the same 202 for a match and a miss, and e-mails the link only on a match", async () => {
    const { orders } = await createPaidCheckout("Ada.Lovelace@Example.com");
    const order = orders[0]!;
    const number = formatOrderNumber(order.id, order.createdAt);

    const misses = [
      { orderNumber: number, email: "someone@example.com" },
      { orderNumber: "#999999-3126", email: "ada.lovelace@example.com" },
      { orderNumber: `#${order.id}-1127`, email: "ada.lovelace@example.com" }, // right id, wrong date
    ];
    for (const body of misses) {
      const answer = await find(body);
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: FIND_ORDER_MESSAGE });
    }
    expect(await prisma.emailMessage.count()).toBe(0);
    expect(await prisma.orderLink.count()).toBe(0);

    for (const orderNumber of [number, String(order.id)]) {
      const hit = await find({ orderNumber, email: "ADA.lovelace@example.com" });
      expect(hit.status).toBe(202);
      expect(hit.body).toEqual({ message: FIND_ORDER_MESSAGE });
      expect(JSON.stringify(hit.body)).not.toMatch(/orders\//);
    }
    // The route sends after its answer (outside Next: at once, without waiting): wait for both sends.
    const emails = await waitForSentEmails(2);
    for (const email of emails) {
      expect(email.toAddress).toBe("Ada.Lovelace@Example.com");
      expect(email.dedupeKey).toMatch(/^order-link-requested:\d+$/);
      const [token] = linksIn(await emailText(email.dedupeKey));
      expect(await getOrderPage(token!)).not.toBeNull();
    }
  });

  it("refuses malformed input with 400 { message }", async () => {
    const bad = [
      {},
      { orderNumber: "42" },
      { orderNumber: "abc", email: "ada@example.com" },
      { orderNumber: "42", email: "not an e-mail" },
      { orderNumber: "4".repeat(30), email: "ada@example.com" },
      "not json",
    ];
    for (const body of bad) {
      const answer = await find(body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe("string");
    }
  });

  it("is rate limited per e-mail (5 an hour) and per address (20 an hour)", async () => {
    const perEmail: number[] = [];
    for (let call = 0; call < 6; call++)
      perEmail.push((await find({ orderNumber: "#1", email: "limit@example.com" })).status);
    expect(perEmail).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await find({ orderNumber: "#1", email: "LIMIT@example.com" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many order look-ups/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);

    const address = nextAddress();
    const perAddress: number[] = [];
    for (let call = 0; call < 21; call++)
      perAddress.push((await find({ orderNumber: "#1", email: `x${call}@example.com` }, address)).status);
    expect(perAddress.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(perAddress[20]).toBe(429);
  });
});
