import { rm } from "node:fs/promises";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, CUSTOMER, resetShopData } from "../helpers/fixtures";
import { PUT as putTracking } from "@/app/api/admin/orders/[id]/tracking/route";
import { PATCH as updateStatus } from "@/app/api/orders/[id]/status/route";
import { GET as getDetail } from "@/app/api/admin/orders/[id]/route";
import { prisma } from "@/lib/db/client";

// Carrier and tracking number added or corrected on a shipped (or delivered) order: an added number
// e-mails the customer the tracking link once; every change is an order event; other statuses get 409.

setupTestDatabase();

let headers: Record<string, string>;
const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
beforeAll(async () => {
  headers = await adminHeaders();
});
beforeEach(async () => {
  await resetShopData();
  await rm(outboxDir, { recursive: true, force: true });
});

const track = (id: number | string, body: unknown, withHeaders = headers) =>
  callRoute(putTracking, { method: "PUT", params: { id: String(id) }, body, headers: withHeaders });

/** A paid order with an approved proof, marked shipped through the status endpoint (without tracking unless given). */
async function shippedOrder(shipping: Record<string, unknown> = {}) {
  const order = await createOrderRow({ proofState: "approved" });
  const shipped = await callRoute(updateStatus, {
    method: "PATCH",
    params: { id: String(order.id) },
    body: { status: "shipped", ...shipping },
    headers,
  });
  expect(shipped.status).toBe(200);
  return order.id;
}

const trackingEvents = (orderId: number) =>
  prisma.orderEvent.findMany({
    where: { orderId, type: { in: ["tracking", "tracking_corrected"] } },
    orderBy: { id: "asc" },
    select: { type: true, detail: true, actor: true },
  });
const trackingEmails = () => prisma.emailMessage.findMany({ where: { dedupeKey: { startsWith: "order-tracking" } } });

describe("PUT /api/admin/orders/{id}/tracking", () => {
  it("adds a tracking number to an order shipped without one: stored, one event, the link e-mailed once", async () => {
    const id = await shippedOrder();
    expect(await prisma.emailMessage.count()).toBe(1); // the shipped notice, without tracking

    const response = await track(id, { carrier: "ups", trackingNumber: " 1Z999AA10123456784 " });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      change: "added",
      message: "Tracking added. The customer was e-mailed the tracking link.",
      order: { id, status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" },
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id } })).toMatchObject({
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(await trackingEvents(id)).toEqual([{ type: "tracking", detail: "UPS 1Z999AA10123456784", actor: "admin" }]);

    const [email, ...others] = await trackingEmails();
    expect(others).toEqual([]);
    expect(email).toMatchObject({ toAddress: CUSTOMER.customerEmail, orderId: id, status: "sent" });
    expect(email!.subject).toMatch(/: tracking for your order #\d+-\d+$/);
    expect(email!.textBody).toContain("Tracking number: 1Z999AA10123456784");
    expect(email!.textBody).toContain("Track your package: https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(email!.htmlBody).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");

    // The same details again change nothing and e-mail nothing.
    const again = await track(id, { carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    expect(again.body).toMatchObject({ change: "unchanged", message: "Nothing changed." });
    expect(await trackingEvents(id)).toHaveLength(1);
    expect(await trackingEmails()).toHaveLength(1);

    // The admin detail shows it in the history.
    const detail = await callRoute(getDetail, { headers, params: { id: String(id) } });
    expect(detail.body.shipping).toMatchObject({
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    expect(detail.body.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "tracking", detail: "UPS 1Z999AA10123456784" })]),
    );
  });

  it("records a correction as an event and e-mails nothing", async () => {
    const id = await shippedOrder({ carrier: "usps", trackingNumber: "9400 1118" });
    const emailsBefore = await prisma.emailMessage.count();

    const corrected = await track(id, { carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      change: "corrected",
      message: "Tracking corrected. The customer's order page shows the new details.",
      order: { carrier: "ups", trackingNumber: "1Z999AA10123456784" },
    });
    const carrierOnly = await track(id, { carrier: "fedex", trackingNumber: "1Z999AA10123456784" });
    expect(carrierOnly.body.change).toBe("corrected");
    const removed = await track(id, { carrier: null, trackingNumber: "" });
    expect(removed.body).toMatchObject({ change: "corrected", order: { carrier: null, trackingNumber: null } });
    expect(await trackingEvents(id)).toEqual([
      { type: "tracking_corrected", detail: "UPS 1Z999AA10123456784 (was USPS 9400 1118)", actor: "admin" },
      { type: "tracking_corrected", detail: "FedEx 1Z999AA10123456784 (was UPS 1Z999AA10123456784)", actor: "admin" },
      { type: "tracking_corrected", detail: "None (was FedEx 1Z999AA10123456784)", actor: "admin" },
    ]);
    expect(await prisma.emailMessage.count()).toBe(emailsBefore);
  });

  it("works on a delivered order", async () => {
    const id = await shippedOrder();
    await callRoute(updateStatus, {
      method: "PATCH",
      params: { id: String(id) },
      body: { status: "delivered" },
      headers,
    });
    const response = await track(id, { carrier: "usps", trackingNumber: "9400111899223344556677" });
    expect(response.body).toMatchObject({ change: "added", order: { status: "delivered" } });
    expect(await trackingEmails()).toHaveLength(1);
  });

  it.each(["pending", "paid", "processing", "cancelled", "expired"])(
    "refuses a %s order with 409 and changes nothing",
    async (status) => {
      const order = await createOrderRow({ status, proofState: "approved" });
      const response = await track(order.id, { carrier: "ups", trackingNumber: "1Z999AA10123456784" });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: `Tracking can be added only to a shipped or delivered order; this order is ${status}. Mark it shipped first.`,
      });
      expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        carrier: null,
        trackingNumber: null,
      });
      expect(await prisma.orderEvent.count()).toBe(0);
      expect(await prisma.emailMessage.count()).toBe(0);
    },
  );

  it.each([
    ["an unknown carrier", { carrier: "dhl", trackingNumber: "1Z" }],
    ["a number with other characters", { carrier: "ups", trackingNumber: "1Z<script>" }],
    ["a number too long", { carrier: "ups", trackingNumber: "1".repeat(65) }],
    ["a missing number", { carrier: "ups" }],
    ["a missing carrier", { trackingNumber: "1Z" }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const id = await shippedOrder();
    const response = await track(id, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(["message"]);
    expect(await trackingEvents(id)).toHaveLength(0);
  });

  it("answers 404 for an unknown order, 400 for a malformed id, 401 without a token", async () => {
    const body = { carrier: "ups", trackingNumber: "1Z" };
    expect((await track(999_999, body)).status).toBe(404);
    expect((await track("abc", body)).status).toBe(400);
    expect((await track(1, body, {})).status).toBe(401);
  });
});
