import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGES, answerConfirmation, markProofApproved, placePaidOrder, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { makePng } from "./support/shop";

// Issue 19, the operator's side: a paid order cannot be deleted (its payment stays), a proof is e-mailed
// only after the operator saw it and said Send, and tracking can be added after shipping. Every question
// is the shop's own dialog: a native confirm() would be dismissed by Playwright and fail these flows.

// The e2e server writes e-mails to ./data/e2e/outbox as .eml files (quoted-printable bodies).
const OUTBOX_DIR = path.resolve("data/e2e/outbox");

async function findEmails(email: string, marker: string): Promise<string[]> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const messages = await Promise.all(
    names.map(async (name) =>
      (await readFile(path.join(OUTBOX_DIR, name), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    ),
  );
  return messages.filter((message) => message.includes(`To: ${email}`) && message.includes(marker));
}

/** A paid order for a new address, opened from the dashboard's search at /admin/orders/{id}. */
async function openPaidOrder(page: Page, prefix: string, { approved = false } = {}) {
  const email = `${prefix}.${Date.now()}@example.com`;
  const { orderId, orderNumber } = await placePaidOrder(page, { Email: email });
  if (approved) await markProofApproved(orderId);
  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByLabel("Search orders").fill(email);
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  return { email, orderId, orderNumber };
}

test("deleting a paid order is refused in the shop's dialog, and the order and its payment record stay", async ({
  page,
}) => {
  const email = `keep.${Date.now()}@example.com`;
  const { orderId, orderNumber } = await placePaidOrder(page, { Email: email });
  const [payment] = await queryE2e(
    `SELECT p."id", p."status", p."totalCents" FROM "Payment" p JOIN "Order" o ON o."paymentId" = p."id" WHERE o."id" = ?`,
    [orderId],
  );
  expect(payment?.status).toBe("paid");

  await unlock(page, ADMIN_PAGES.dashboard);
  // The search reloads the list (and clears the selection): select once its answer is shown.
  const searched = page.waitForResponse((response) => /\/api\/orders\?.*q=/.test(response.url()));
  await page.getByLabel("Search orders").fill(email);
  await searched;
  await expect(page.getByText("1 active orders", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select order ${orderNumber}`, exact: true }).check();
  await expect(page.getByText("| 1 selected", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Delete (1)", exact: true }).click();
  const dialog = await answerConfirmation(
    page,
    "Are you sure you want to delete 1 orders? This action cannot be undone.",
    "Delete",
  );
  const reason = `Order ${orderNumber} was paid, so it cannot be deleted. Archive it instead, or use Cancel and refund to give the money back.`;
  await expect(dialog.getByRole("alert")).toHaveText(reason);
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, "dashboard, deletion of a paid order refused");
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: `Select order ${orderNumber}`, exact: true })).toBeVisible();

  // The order, its payment and its history are all still there.
  expect(await queryE2e(`SELECT "status" FROM "Order" WHERE "id" = ?`, [orderId])).toEqual([{ status: "paid" }]);
  expect(await queryE2e(`SELECT "id", "status", "totalCents" FROM "Payment" WHERE "id" = ?`, [payment?.id])).toEqual([
    payment,
  ]);
  // And through the API: the bulk delete answers 409 with the same reason.
  const token = await page.evaluate(async (password) => {
    const response = await fetch("/api/admin/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    return ((await response.json()) as { token: string }).token;
  }, "e2e-admin-password");
  const refused = await page.request.post("/api/orders/bulk-delete", {
    headers: { authorization: `Bearer ${token}` },
    data: { orderIds: [orderId] },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: reason });
});

test("an uploaded proof is previewed and e-mailed only after Send; Cancel sends nothing", async ({ page }) => {
  const { email, orderId } = await openPaidOrder(page, "proof");
  const proofs = page.getByRole("region", { name: "Proofs" });
  const png = await makePng(800, 600);

  await proofs.getByLabel("Upload proof").setInputFiles({ name: "proof-1.png", mimeType: "image/png", buffer: png });
  let dialog = page.getByRole("dialog", { name: "Send proof 1?" });
  await expect(dialog).toContainText(`Send this proof to ${email}?`);
  const preview = dialog.getByRole("img", { name: "Proof 1 as chosen: proof-1.png" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  await expectNoSeriousViolations(page, "order detail, proof preview dialog");
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(proofs).toContainText("No proof has been sent yet.");
  expect(await queryE2e(`SELECT "id" FROM "Proof" WHERE "orderId" = ?`, [orderId])).toEqual([]);
  expect(await findEmails(email, "your proof for order")).toEqual([]);

  await proofs.getByLabel("Upload proof").setInputFiles({ name: "proof-1.png", mimeType: "image/png", buffer: png });
  dialog = page.getByRole("dialog", { name: "Send proof 1?" });
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(proofs.getByRole("list", { name: "Proof versions" })).toContainText("Proof 1");
  expect(await queryE2e(`SELECT "version" FROM "Proof" WHERE "orderId" = ?`, [orderId])).toEqual([{ version: 1 }]);
  await expect.poll(async () => (await findEmails(email, "your proof for order")).length).toBe(1);
});

test("tracking added to an order shipped without one is e-mailed once and shown on the order", async ({ page }) => {
  const { email, orderId, orderNumber } = await openPaidOrder(page, "tracking", { approved: true });
  await page.getByLabel(`Status for order ${orderNumber}`).selectOption("shipped");
  const ship = page.getByRole("dialog", { name: `Mark order ${orderNumber} as shipped?` });
  await ship.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Status Updated", { exact: true })).toBeVisible();
  const shipping = page.getByRole("region", { name: "Shipping" });
  await expect(shipping.locator(`dt:text-is("Tracking") + dd`)).toHaveText("No tracking number (shipped without one)");

  await shipping.getByRole("button", { name: "Add tracking" }).click();
  const dialog = page.getByRole("dialog", { name: `Add tracking for order ${orderNumber}` });
  await expect(dialog).toContainText(`Adding a tracking number e-mails the tracking link to ${email}.`);
  await expectNoSeriousViolations(page, "order detail, add tracking dialog");
  await dialog.getByLabel("Carrier").selectOption("ups");
  await dialog.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText("Tracking added. The customer was e-mailed the tracking link.", { exact: true }),
  ).toBeVisible();
  await expect(shipping.getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  );
  await expect(page.getByRole("region", { name: "History" })).toContainText("Tracking added");
  await expect.poll(async () => (await findEmails(email, "tracking for your order")).length).toBe(1);
  const [mail] = await findEmails(email, "tracking for your order");
  expect(mail).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  expect(await queryE2e(`SELECT "carrier", "trackingNumber" FROM "Order" WHERE "id" = ?`, [orderId])).toEqual([
    { carrier: "ups", trackingNumber: "1Z999AA10123456784" },
  ]);
});
