import { expect, test } from "@playwright/test";
import { queryE2e } from "./support/e2e-database";
import { fillCustomerForm, fillTestCard, startShopperWithCart } from "./support/shop";

const ORDER_NUMBER = /^#\d+-\d{4,6}$/;

test("a shopper pays with the test card and reaches the success page; the order is paid", async ({ page }) => {
  await startShopperWithCart(page);
  await page.goto("/checkout");
  await expect(page.getByRole("link", { name: "Back to order details" })).toHaveAttribute("href", "/");
  await expect(page.getByTestId("summary-total")).toHaveText("$97.00");
  await fillCustomerForm(page);
  await page.getByLabel("Standard").check();
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$97\.00$/ }).click();

  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Your sticker order has been placed successfully.")).toBeVisible();
  await expect(page.getByText("What's Next?")).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(ORDER_NUMBER);
  await expect(page.getByRole("link", { name: "Create Another Order" })).toHaveAttribute("href", "/");

  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const [order] = await queryE2e(
    `SELECT "status", "totalPriceCents", "shippingCents", "customerEmail" FROM "Order" WHERE "id" = ?`,
    [orderId],
  );
  expect(order).toMatchObject({
    status: "paid",
    totalPriceCents: 9200,
    shippingCents: 500,
    customerEmail: "grace@example.com",
  });
});

test("a declined card shows the provider's message and creates no paid order", async ({ page }) => {
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillCustomerForm(page);
  await fillTestCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Your card was declined.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const orders = await queryE2e(`SELECT "status" FROM "Order" WHERE "sessionId" = ?`, [sessionId]);
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.every((order) => order.status === "pending")).toBe(true);
});

test("after a declined card the shopper fixes the address and shipping, reloads, and pays: one set of orders, cart emptied", async ({
  page,
}) => {
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillCustomerForm(page, { "Street Address": "12 Cobol Wya" });
  await page.getByLabel("Standard").check();
  await fillTestCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay \$97\.00$/ }).click();
  await expect(page.getByText("Your card was declined.", { exact: true })).toBeVisible();

  // The form opens again: the mistyped address is fixed and priority shipping chosen.
  const address = page.getByLabel("Street Address", { exact: true });
  await expect(address).toBeEnabled();
  await address.fill("12 Cobol Way");
  await page.getByLabel("Priority").check();
  await expect(page.getByTestId("summary-total")).toHaveText("$102.00");

  // A reload shows the same cart and details (never the card).
  await page.reload();
  await expect(page.getByTestId("summary-total")).toHaveText("$102.00");
  await expect(page.getByLabel("Street Address", { exact: true })).toHaveValue("12 Cobol Way");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("grace@example.com");
  await expect(page.getByLabel("Priority")).toBeChecked();
  await expect(page.getByLabel("Card number")).toHaveValue("");

  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$102\.00$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  const orders = await queryE2e(
    `SELECT "status", "shippingAddress", "shippingMethod", "shippingCents" FROM "Order" WHERE "sessionId" = ?`,
    [sessionId],
  );
  expect(orders).toEqual([
    { status: "paid", shippingAddress: "12 Cobol Way", shippingMethod: "priority", shippingCents: 1000 },
  ]);
  const payments = await queryE2e(`SELECT "status", "totalCents" FROM "Payment" WHERE "sessionId" = ?`, [sessionId]);
  expect(payments).toEqual([{ status: "paid", totalCents: 10200 }]);
  expect(await queryE2e(`SELECT "id" FROM "CartItem" WHERE "sessionId" = ?`, [sessionId])).toHaveLength(0);
});

test("missing details and a bad e-mail are reported before anything is ordered", async ({ page }) => {
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByText("Please fill in all required customer information and shipping address fields", { exact: true }),
  ).toBeVisible();
  await fillCustomerForm(page, { Email: "grace-at-example" });
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Please enter a valid email address", { exact: true }).first()).toBeVisible();
  expect(await queryE2e(`SELECT "id" FROM "Order" WHERE "sessionId" = ?`, [sessionId])).toHaveLength(0);
});

test("a 100% coupon completes without a card and redirects after a second", async ({ page }) => {
  const code = `FREE${Date.now()}`;
  await queryE2e(
    `INSERT INTO "Coupon" ("code", "discountType", "discountValue", "isActive", "createdAt") VALUES (?, 'percentage', 10000, ?, ?)`,
    [code, true, new Date().toISOString()],
  );
  await startShopperWithCart(page);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Please enter a coupon or referral code to apply.", { exact: true })).toBeVisible();
  await page.getByLabel("Coupon or referral code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon Applied!", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Coupon or referral code")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();
  await expect(page.getByTestId("summary-total")).toHaveText("$0.00");
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await fillCustomerForm(page);
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByText("Order Complete!", { exact: true })).toBeVisible();
  const clickedAt = Date.now();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const [order] = await queryE2e(`SELECT "status", "paymentIntentId", "couponCode" FROM "Order" WHERE "id" = ?`, [
    orderId,
  ]);
  expect(order).toEqual({ status: "paid", paymentIntentId: "100_percent_discount", couponCode: code });
});

test("a visit through an affiliate link and a paid order book the commission", async ({ page }) => {
  const code = `PARTNER${Date.now()}`;
  await queryE2e(
    `INSERT INTO "Affiliate" ("code", "name", "email", "commissionType", "commissionRate", "customerDiscountType", "isActive", "totalEarningsCents", "totalOrders", "createdAt")
     VALUES (?, 'Pat Partner', 'pat@example.com', 'percentage', 1000, 'percentage', ?, 0, 0, ?)`,
    [code, true, new Date().toISOString()],
  );
  await page.goto(`/affiliate-${code.toLowerCase()}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
  const session = await (await page.request.get("/api/affiliate/session")).json();
  expect(session).toMatchObject({ hasAffiliate: true, affiliateCode: code, attributionMethod: "link" });

  await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillCustomerForm(page);
  await fillTestCard(page, "4242 4242 4242 4242");
  // The link's default 5% customer discount applies as if the code had been typed (92.00 - 4.60 + 5.00).
  await page.getByRole("button", { name: /^Pay \$92\.40$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const [affiliate] = await queryE2e(`SELECT "totalOrders", "totalEarningsCents" FROM "Affiliate" WHERE "code" = ?`, [
    code,
  ]);
  expect(affiliate).toEqual({ totalOrders: 1, totalEarningsCents: 874 });
});

test("the checkout without a cart says so", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/checkout");
  await expect(page.getByText("No Order Found")).toBeVisible();
  await expect(page.getByText("Please go back and create an order first.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Design Tool" })).toBeVisible();
});
