import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGES, ADMIN_PASSWORD, placePaidOrder, unlock, markProofApproved } from "./support/admin";
import { queryE2e } from "./support/e2e-database";
import { chooseDesignFile, fillCustomerForm, fillTestCard, makePng } from "./support/shop";

// The e2e server writes e-mails to ./data/e2e/outbox as .eml files.
const OUTBOX_DIR = path.resolve("data/e2e/outbox");

async function readOutbox(): Promise<string[]> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  return Promise.all(names.map((name) => readFile(path.join(OUTBOX_DIR, name), "utf8")));
}

/** The .eml bodies are quoted-printable: soft line breaks and =XX escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Orders a design through the design tool: 150 × 4" squares with rounded corners, paid with priority shipping. */
async function orderRoundedSquaresWithPriority(page: Page, email: string) {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/stickers");
  await chooseDesignFile(page, { name: "priority-art.png", mimeType: "image/png", buffer: await makePng(1200, 1200) });
  await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: "Square" }).click();
  await page.getByLabel("Size").selectOption({ label: '4" (4" × 4")' });
  await page.getByRole("checkbox", { name: "Rounded Corners" }).click();
  await page.getByLabel("Quantity").selectOption("150");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Item has been added to your cart.", { exact: true })).toBeVisible();

  await page.goto("/checkout");
  await fillCustomerForm(page, {
    "Full Name": "Priya Priority",
    Email: email,
    "Company (optional)": "Priority Labs",
    "Additional Notes (optional)": "Please pack flat",
  });
  await page.getByRole("radio", { name: /Priority/ }).check();
  // The total follows the shipping method after the quote's one-second debounce; what is shown is charged.
  await expect(page.getByRole("button", { name: "Pay $157.50" })).toBeVisible();
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
  return { orderId, orderNumber };
}

test("an operator finds a priority order by e-mail, sees everything to print it, and ships it with a tracking link", async ({
  page,
}) => {
  const email = `priya.${Date.now()}@example.com`;
  const { orderId, orderNumber } = await orderRoundedSquaresWithPriority(page, email);
  await markProofApproved(orderId);

  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByLabel("Search orders").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Priority", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));

  const detail = page.getByRole("main");
  await expect(detail.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const term = (section: string, name: string) =>
    detail.getByRole("region", { name: section }).locator(`dt:text-is("${name}") + dd`);
  await expect(term("Sticker", "Type")).toHaveText("Square");
  await expect(term("Sticker", "Size")).toContainText('4"');
  await expect(term("Sticker", "Size")).toContainText("4 × 4 in");
  await expect(term("Sticker", "Rounded corners")).toHaveText("Yes");
  await expect(term("Sticker", "Quantity")).toHaveText("150");
  await expect(term("Sticker", "Unit price")).toContainText("$");
  await expect(term("Shipping", "Method")).toContainText("Priority");
  await expect(term("Shipping", "Shipping charge")).toContainText("$10.00");
  await expect(term("Design", "Pixels")).toContainText("1200 × 1200");
  await expect(term("Design", "Print resolution")).toContainText("300 DPI");
  const shipTo = detail.getByRole("region", { name: "Ship to" });
  for (const line of ["Priya Priority", "Priority Labs", "12 Cobol Way", "Reno, NV 89501"])
    await expect(shipTo).toContainText(line);
  await expect(term("Ship to", "Phone")).toHaveText("702-555-0199");
  await expect(term("Ship to", "E-mail")).toHaveText(email);
  await expect(detail.getByRole("region", { name: "Customer notes" })).toContainText("Please pack flat");
  await expect(term("Payment", "Provider")).toContainText("Test mode");
  await expect(term("Payment", "Payment state")).toContainText(/paid/i);
  await expect(detail.getByRole("region", { name: "History" })).toContainText("Order placed");
  await expect(detail.getByRole("region", { name: "E-mails" })).toContainText("is confirmed");

  await detail.getByLabel(`Status for order ${orderNumber}`).selectOption("shipped");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(email);
  await dialog.getByLabel("Carrier").selectOption("ups");
  await dialog.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await dialog.getByRole("button", { name: /Confirm|Send/ }).click();
  await expect(detail.getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  );

  await expect
    .poll(async () =>
      (await readOutbox())
        .map(decodeQuotedPrintable)
        .some(
          (message) =>
            message.includes(`To: ${email}`) &&
            message.includes("https://www.ups.com/track?tracknum=1Z999AA10123456784"),
        ),
    )
    .toBe(true);
  const [stored] = await queryE2e(`SELECT "status", "carrier", "trackingNumber" FROM "Order" WHERE "id" = ?`, [
    orderId,
  ]);
  expect(stored).toEqual({ status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" });
});

test("an operator cancels and refunds a paid affiliate order: the payment is refunded and the commission taken back", async ({
  page,
}) => {
  const code = `REF${Date.now()}`;
  const session = await page.request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
  const { token } = (await session.json()) as { token: string };
  const created = await page.request.post("/api/affiliates", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code,
      name: "Refund Partner",
      email: "partner@example.com",
      commissionType: "percentage",
      commissionRate: 0.1,
      customerDiscountRate: 0.05,
      isActive: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/affiliate-${code.toLowerCase()}`);
  // The visit is recorded by the home page it lands on; wait for it before leaving that page.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
  const referral = await (await page.request.get("/api/affiliate/session")).json();
  expect(referral).toMatchObject({ hasAffiliate: true, affiliateCode: code, attributionMethod: "link" });
  const { orderId, orderNumber } = await placePaidOrder(page, { Email: `refund.${Date.now()}@example.com` });
  const [booked] = await queryE2e(
    `SELECT p."id", p."totalCents", p."commissionCents", a."totalEarningsCents" FROM "Order" o JOIN "Payment" p ON p."id" = o."paymentId" JOIN "Affiliate" a ON a."id" = p."affiliateId" WHERE o."id" = ?`,
    [orderId],
  );
  expect(Number(booked?.commissionCents)).toBeGreaterThan(0);
  expect(Number(booked?.totalEarningsCents)).toBe(Number(booked?.commissionCents));

  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /Refund/ }).click();
  await expect(page.getByRole("main").getByText("Cancelled", { exact: true }).first()).toBeVisible();

  const [after] = await queryE2e(
    `SELECT o."status", p."refundedCents", p."totalCents", a."totalEarningsCents" FROM "Order" o JOIN "Payment" p ON p."id" = o."paymentId" JOIN "Affiliate" a ON a."id" = p."affiliateId" WHERE o."id" = ?`,
    [orderId],
  );
  expect(after?.status).toBe("cancelled");
  expect(Number(after?.refundedCents)).toBe(Number(booked?.totalCents));
  expect(Number(after?.totalEarningsCents)).toBe(0);
  const refunds = await queryE2e(`SELECT "status", "amountCents" FROM "PaymentRefund" WHERE "paymentId" = ?`, [
    booked?.id,
  ]);
  expect(refunds).toEqual([{ status: "succeeded", amountCents: Number(booked?.totalCents) }]);
});
