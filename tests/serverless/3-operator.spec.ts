// The operator's flow on the rehearsal: sign in at /admin, open a paid order, send a proof larger than a
// function's 4.5 MB request limit, refund part of the payment (the refund webhook recorded), and export
// the CSV of 30,000+ orders from the dashboard: complete, over 4.5 MB, streamed through the edge.
import { readFile, stat } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { ADMIN_PAGES, unlock } from "../e2e/support/admin";
import { SEEDED_ORDERS } from "./global-setup";
import { FUNCTION_PAYLOAD_LIMIT_BYTES } from "./support/vercel-edge-proxy";
import { makeNoisePng, placeOrdersPaidByWebhook, queryRehearsal } from "./support/flows";
import { expect, test, type Page } from "./support/rehearsal";

/** Signs in at /admin and opens the order from the dashboard's search, as an operator does. */
async function openOrder(page: Page, email: string, orderId: number) {
  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByLabel("Search orders").fill(email);
  await page.getByRole("link", { name: new RegExp(`^#${orderId}-`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
}

test("an operator sends a proof larger than 4.5 MB to the customer", async ({ page, rehearsal }) => {
  const email = `operator.proof.${Date.now()}@example.com`;
  const { orderIds } = await placeOrdersPaidByWebhook(rehearsal, page.request, email);
  await openOrder(page, email, orderIds[0]!);

  // The proof: larger than a function may take, so it must not pass through the shop's own route.
  const proof = await makeNoisePng(1300, 1300);
  expect(proof.length).toBeGreaterThan(FUNCTION_PAYLOAD_LIMIT_BYTES);
  const proofs = page.getByRole("region", { name: "Proofs" });
  await proofs
    .getByLabel("Upload proof")
    .setInputFiles({ name: "proof-big.png", mimeType: "image/png", buffer: proof });
  const sendProof = page.getByRole("dialog", { name: "Send proof 1?" });
  await sendProof.getByRole("button", { name: "Send", exact: true }).click();
  await expect(proofs.getByRole("list", { name: "Proof versions" })).toContainText("Proof 1");
  await expect(proofs).toContainText("Proof sent");
  await expect
    .poll(() => rehearsal.smtp.messages.filter((message) => message.rcptTo.includes(email)).length)
    .toBeGreaterThanOrEqual(2); // the confirmation, then the proof
  expect(rehearsal.smtp.messages.filter((message) => message.rcptTo.includes(email)).at(-1)?.raw).toMatch(/proof/i);
});

test("an operator refunds one of a checkout's two orders, and Stripe's refund webhook is taken", async ({
  page,
  rehearsal,
}) => {
  const email = `operator.refund.${Date.now()}@example.com`;
  const { orderIds, intentId } = await placeOrdersPaidByWebhook(rehearsal, page.request, email);
  const [order] = await queryRehearsal(rehearsal, `SELECT "paymentId" FROM "Order" WHERE "id" = ?`, [orderIds[0]]);
  await openOrder(page, email, orderIds[0]!);
  // Refund one of the checkout's two orders: part of the payment.
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Refund \$/ })
    .click();
  await expect(page.getByRole("main").getByText("Cancelled", { exact: true }).first()).toBeVisible();
  expect([...rehearsal.stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
  // Stripe then reports it: its charge.refunded webhook through the edge is taken (and changes nothing twice).
  await rehearsal.stripe.settleWebhooks();
  expect(
    rehearsal.stripe.webhookDeliveries.filter(
      (delivery) => delivery.type === "charge.refunded" && delivery.payload.includes(intentId),
    ),
  ).toEqual([expect.objectContaining({ status: 200 })]);
  const [payment] = await queryRehearsal(
    rehearsal,
    `SELECT "refundedCents", "totalCents" FROM "Payment" WHERE "id" = ?`,
    [order?.paymentId],
  );
  expect(Number(payment?.refundedCents)).toBeGreaterThan(0);
  expect(Number(payment?.refundedCents)).toBeLessThan(Number(payment?.totalCents));
  const refunds = await queryRehearsal(
    rehearsal,
    `SELECT "status", "amountCents" FROM "PaymentRefund" WHERE "paymentId" = ?`,
    [order?.paymentId],
  );
  expect(refunds).toEqual([{ status: "succeeded", amountCents: Number(payment?.refundedCents) }]);
  const statuses = await queryRehearsal(
    rehearsal,
    `SELECT "id", "status" FROM "Order" WHERE "id" IN (?, ?) ORDER BY "id"`,
    orderIds,
  );
  expect(statuses.map((row) => row.status)).toEqual(["cancelled", "paid"]);
});

test("the dashboard's CSV export of 30,000+ orders is complete, over 4.5 MB, and streamed through the edge", async ({
  page,
  rehearsal,
}) => {
  await unlock(page, ADMIN_PAGES.dashboard);
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 120_000 }),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const file = (await download.path())!;
  const bytes = (await stat(file)).size;
  expect(bytes).toBeGreaterThan(FUNCTION_PAYLOAD_LIMIT_BYTES);
  const rows = parse(await readFile(file, "utf8"), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const [counted] = await queryRehearsal(
    rehearsal,
    `SELECT COUNT(*) AS "active" FROM "Order" WHERE "archived" = false`,
  );
  const active = Number(counted?.active);
  expect(Number(active)).toBeGreaterThanOrEqual(SEEDED_ORDERS);
  expect(rows).toHaveLength(Number(active));
  const exported = rehearsal.edge.responses.filter((response) => response.path.startsWith("/api/orders/export"));
  expect(exported).toEqual([expect.objectContaining({ status: 200, streamed: true, bytes: expect.any(Number) })]);
  expect(exported[0]?.bytes).toBe(bytes);
  expect(rehearsal.edge.refusals.filter((refusal) => refusal.path.startsWith("/api/orders/export"))).toEqual([]);
});
