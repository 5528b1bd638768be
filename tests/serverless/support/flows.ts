// Steps the rehearsal's flows share: the database, a noise PNG of a given size, and a paid order made
// through the shop's API with its payment reported by Stripe's webhook only.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { upload } from "@vercel/blob/client";
import { openSqlDatabase } from "../../../scripts/lib/sql-database.mjs";
import { computeBlobUploadFolder } from "../../../lib/designs/blob-upload-folder";
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
  const sessionId = makeCartSessionId();
  const sizes = await listStickerSizes(request);
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
  return payCartByWebhook(rehearsal, request, { sessionId, email, lines: 2 });
}

/** A cart session id of the shape the shop accepts. */
export const makeCartSessionId = () => `session_${Date.now()}_${randomUUID()}`;

export async function listStickerSizes(request: APIRequestContext) {
  return (await (await request.get("/api/sticker-sizes")).json()) as Array<{ id: number; name: string }>;
}

/**
 * Checks out the session's cart of `lines` lines (one order each, one payment) through the API and pays
 * at the Stripe stand-in, so only Stripe's webhook through the edge marks the orders paid.
 */
export async function payCartByWebhook(
  rehearsal: Rehearsal,
  request: APIRequestContext,
  { sessionId, email, lines }: { sessionId: string; email: string; lines: number },
) {
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
  expect(orderIds).toHaveLength(lines);
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
  const placeholders = orderIds.map(() => "?").join(", ");
  await expect
    .poll(async () =>
      (await queryRehearsal(rehearsal, `SELECT "status" FROM "Order" WHERE "id" IN (${placeholders})`, orderIds)).map(
        (row) => row.status,
      ),
    )
    .toEqual(orderIds.map(() => "paid"));
  return { orderIds, intentId: intent!.id };
}

/**
 * A design sent as the shop's design tool sends one with Blob on: @vercel/blob/client's upload() asks the
 * shop's token route (through the edge) for a client token and puts the file into the Blob stand-in, then
 * POST /api/upload-design/from-blob has the shop read the stored bytes back and check them. Answers the design.
 */
export async function uploadDesignThroughBlob(
  rehearsal: Rehearsal,
  request: APIRequestContext,
  { sessionId, file, name, contentType }: { sessionId: string; file: Buffer; name: string; contentType: string },
) {
  // In the browser the SDK's Blob API address is re-routed to the stand-in; in Node it reads this variable.
  const apiUrlBefore = process.env.VERCEL_BLOB_API_URL;
  process.env.VERCEL_BLOB_API_URL = rehearsal.blob.apiUrl;
  let url: string;
  try {
    const extension = contentType === "image/jpeg" ? "jpg" : "png";
    ({ url } = await upload(`${await computeBlobUploadFolder(sessionId)}upload.${extension}`, file, {
      access: "private",
      contentType,
      handleUploadUrl: `${rehearsal.origin}/api/upload-design/blob-token`,
      headers: { "X-Session-Id": sessionId },
      clientPayload: JSON.stringify({ contentType, size: file.length }),
    }));
  } finally {
    if (apiUrlBefore === undefined) delete process.env.VERCEL_BLOB_API_URL;
    else process.env.VERCEL_BLOB_API_URL = apiUrlBefore;
  }
  const reported = await request.post("/api/upload-design/from-blob", {
    data: { sessionId, url, originalName: name },
    headers: { "X-Session-Id": sessionId },
    timeout: 120_000,
  });
  expect(reported.status(), await reported.text()).toBe(201);
  return { ...((await reported.json()) as { id: number }), url };
}
