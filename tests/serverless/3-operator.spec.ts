// The operator's flow on the rehearsal: sign in at /admin, open a paid order, send a proof larger than a
// function's 4.5 MB request limit, refund part of the payment (the refund webhook recorded), and export
// the CSV of 30,000+ orders from the dashboard: complete, over 4.5 MB, streamed through the edge.
import { readFile, stat } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { ADMIN_PAGES, unlock } from "../e2e/support/admin";
import { SEEDED_ORDERS } from "./global-setup";
import { FUNCTION_PAYLOAD_LIMIT_BYTES } from "./support/vercel-edge-proxy";
import { makeNoisePng, placeOrdersPaidByWebhook, queryRehearsal } from "./support/flows";
import { expect, test } from "./support/rehearsal";

test("an operator sends a 5 MB proof, refunds one of two orders of a checkout, and the refund webhook is recorded", async ({
  page,
  rehearsal,
}) => {
  const email = `operator.flow.${Date.now()}@example.com`;
  const { orderIds, intentId } = await placeOrdersPaidByWebhook(rehearsal, page.request, email);
  const [first] = orderIds;
  const [order] = await queryRehearsal(rehearsal, `SELECT "id", "paymentId" FROM "Order" WHERE "id" = ?`, [first]);

  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByLabel("Search orders").fill(email);
  const link = page.getByRole("link", { name: new RegExp(`^#${first}-`) });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${first}$`));
  const orderNumber = (await page.getByRole("heading", { level: 1 }).textContent())?.match(/#\d+-\d+/)?.[0] ?? "";
  expect(orderNumber).toMatch(new RegExp(`^#${first}-`));

  // The proof: larger than a function may take, so it must not pass through the shop's own route.
  const proof = await makeNoisePng(1300, 1300);
  expect(proof.length).toBeGreaterThan(FUNCTION_PAYLOAD_LIMIT_BYTES);
  const proofs = page.getByRole("region", { name: "Proofs" });
  await proofs.getByLabel("Upload proof").setInputFiles({ name: "proof-big.png", mimeType: "image/png", buffer: proof });
  const sendProof = page.getByRole("dialog", { name: "Send proof 1?" });
  await sendProof.getByRole("button", { name: "Send", exact: true }).click();
  await expect(proofs.getByRole("list", { name: "Proof versions" })).toContainText("Proof 1");
  await expect(proofs).toContainText("Proof sent");
  await expect.poll(() => rehearsal.smtp.messages.filter((message) => message.raw.includes("your proof")).length).toBe(1);

  // Refund one of the checkout's two orders: part of the payment.
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Refund \$/ }).click();
  await expect(page.getByRole("main").getByText("Cancelled", { exact: true }).first()).toBeVisible();
  expect(rehearsal.stripe.refunds.size).toBe(1);
  // Stripe then reports it: the webhook through the edge is taken and changes nothing twice.
  expect(await rehearsal.deliverStripeEvent("charge.refunded", rehearsal.stripe.buildCharge(intentId))).toBe(200);
  const [payment] = await queryRehearsal(
    rehearsal,
    `SELECT "refundedCents", "totalCents" FROM "Payment" WHERE "id" = ?`,
    [order?.paymentId],
  );
  expect(Number(payment?.refundedCents)).toBeGreaterThan(0);
  expect(Number(payment?.refundedCents)).toBeLessThan(Number(payment?.totalCents));
  const refunds = await queryRehearsal(rehearsal, `SELECT "status", "amountCents" FROM "PaymentRefund" WHERE "paymentId" = ?`, [
    order?.paymentId,
  ]);
  expect(refunds).toEqual([{ status: "succeeded", amountCents: Number(payment?.refundedCents) }]);
  const statuses = await queryRehearsal(rehearsal, `SELECT "id", "status" FROM "Order" WHERE "id" IN (?, ?) ORDER BY "id"`, orderIds);
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
  const rows = parse(await readFile(file, "utf8"), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const [{ active }] = (await queryRehearsal(
    rehearsal,
    `SELECT COUNT(*) AS "active" FROM "Order" WHERE "archived" = false`,
  )) as Array<{ active: number }>;
  expect(Number(active)).toBeGreaterThanOrEqual(SEEDED_ORDERS);
  expect(rows).toHaveLength(Number(active));
  const exported = rehearsal.edge.responses.filter((response) => response.path.startsWith("/api/orders/export"));
  expect(exported).toEqual([
    expect.objectContaining({ status: 200, streamed: true, bytes: expect.any(Number) }),
  ]);
  expect(exported[0]?.bytes).toBe(bytes);
  expect(rehearsal.edge.refusals.filter((refusal) => refusal.path.startsWith("/api/orders/export"))).toEqual([]);
});
