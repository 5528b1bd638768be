// Steps the rehearsal's flows share: the database, a noise PNG of a given size, and a paid order made
// through the shop's API with its payment reported by Stripe's webhook only.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { openSqlDatabase } from "../../../scripts/lib/sql-database.mjs";
import { makeNoisePng } from "../../e2e/support/shop";
import { expect, type Rehearsal } from "./rehearsal";

export async function queryRehearsal(rehearsal: Rehearsal, sql: string, params: unknown[] = []) {
  const db = await openSqlDatabase(rehearsal.databaseUrl);
  try {
    return await db.query(sql, params);
  } finally {
    await db.close();
  }
}

/** A PNG of random RGB noise (incompressible): width × height × 3 bytes and a little more. */
export { makeNoisePng } from "../../e2e/support/shop";

export const CUSTOMER = {
  customerName: "Katherine Johnson",
  customerPhone: "702-555-0142",
  shippingAddress: "1 Orbit Lane",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
};

/**
 * A checkout of two lines (two orders, one payment) placed through the API and paid at the Stripe
 * stand-in (a confirm with the test card 4242…), so only Stripe's signed `payment_intent.succeeded`
 * webhook, through the edge, tells the shop. Answers the orders' ids and the intent's id.
 */
export async function placeOrdersPaidByWebhook(rehearsal: Rehearsal, request: APIRequestContext, email: string) {
  const sessionId = `session_${Date.now()}_${randomUUID()}`;
  const sizes = (await (await request.get("/api/sticker-sizes")).json()) as Array<{ id: number; name: string }>;
  for (const sizeName of ['3" circle', '2" square']) {
    const upload = await request.post("/api/upload-design", {
      multipart: { file: { name: "art.png", mimeType: "image/png", buffer: await makeNoisePng(200, 200) }, sessionId },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const design = (await upload.json()) as { id: number };
    const sizeId = sizes.find((size) => size.name === sizeName)?.id ?? sizes[0]?.id;
    const added = await request.post("/api/cart", {
      data: { sessionId, designId: design.id, sizeId, quantity: 100, roundedCorners: false },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const quoted = await request.post("/api/create-payment-intent", {
    data: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV" },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const quote = (await quoted.json()) as { paymentId: string; clientSecret: string };
  const placed = await request.post("/api/orders", {
    data: { ...CUSTOMER, customerEmail: email, sessionId, paymentId: quote.paymentId, shippingMethod: "standard" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderIds } = (await placed.json()) as { orderIds: number[] };
  expect(orderIds).toHaveLength(2);
  const intent = [...rehearsal.stripe.intents.values()].find((each) => each.client_secret === quote.clientSecret);
  expect(intent, "the checkout's PaymentIntent at the Stripe stand-in").toBeDefined();
  const confirmed = await fetch(`${rehearsal.stripe.apiHost}/v1/payment_intents/${intent!.id}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      key: rehearsal.stripe.publishableKey,
      client_secret: quote.clientSecret,
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": "4242424242424242",
    }),
  });
  expect(confirmed.status, await confirmed.text()).toBe(200);
  await rehearsal.stripe.settleWebhooks();
  expect(rehearsal.stripe.webhookDeliveries.filter((delivery) => delivery.payload.includes(intent!.id))).toEqual([
    expect.objectContaining({ type: "payment_intent.succeeded", status: 200 }),
  ]);
  await expect
    .poll(async () =>
      (await queryRehearsal(rehearsal, `SELECT "status" FROM "Order" WHERE "id" IN (?, ?)`, orderIds)).map(
        (row) => row.status,
      ),
    )
    .toEqual(["paid", "paid"]);
  return { orderIds, intentId: intent!.id };
}
