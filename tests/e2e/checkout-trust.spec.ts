import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { ADMIN_PASSWORD } from "./support/admin";
import { queryE2e } from "./support/e2e-database";
import { fillCustomerForm, fillTestCard, startShopperWithCart } from "./support/shop";

// Issue 19, the shopper's side: the spec's toast per case, a referral link's discount, a declined card
// that keeps the card, and a success page that shows the whole checkout (and Back that says so).

const ORDER_NUMBER = /^#\d+-\d{4,6}$/;

function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

test("an e-mail without a dot after the @ shows 'Invalid Email', and nothing is ordered", async ({ page }) => {
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillCustomerForm(page, { Email: "grace@example" });
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(toast(page)).toContainText("Invalid Email");
  await expect(toast(page)).toContainText("Please enter a valid email address");
  await expect(toast(page)).not.toContainText("Missing Information");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await queryE2e(`SELECT "id" FROM "Order" WHERE "sessionId" = ?`, [sessionId])).toHaveLength(0);

  // An empty required field comes first: 'Missing Information'.
  await page.getByLabel("City", { exact: true }).fill("");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(toast(page)).toContainText("Missing Information");
});

test("an affiliate link's discount shows in the summary and the Pay button; Remove gives the code field back", async ({
  page,
}) => {
  const code = `LINK${Date.now()}`;
  const session = await page.request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
  const { token } = (await session.json()) as { token: string };
  const created = await page.request.post("/api/affiliates", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code,
      name: "Linda Link",
      email: "linda@example.com",
      commissionType: "percentage",
      commissionRate: 0.1,
      customerDiscountType: "percentage",
      customerDiscountRate: 0.1,
      isActive: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/affiliate-${code.toLowerCase()}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");

  // 10% of $92.00 without typing anything: $87.80 with $5.00 shipping.
  await expect(page.getByText(`Referral discount (${code})`)).toBeVisible();
  await expect(page.getByTestId("summary-discount")).toHaveText("-$9.20");
  await expect(page.getByTestId("summary-total")).toHaveText("$87.80");
  await expect(page.getByRole("button", { name: "Pay $87.80" })).toBeVisible();
  await expect(page.getByText(`Referral code ${code} from your link applied.`)).toBeVisible();
  await expect(page.getByLabel("Coupon or referral code")).toBeDisabled();

  // Remove: the field opens for a coupon, the price goes back, the affiliate keeps the attribution.
  await page.getByRole("button", { name: "Remove code" }).click();
  await expect(page.getByLabel("Coupon or referral code")).toBeEnabled();
  await expect(page.getByRole("button", { name: "Pay $97.00" })).toBeVisible();
  await expect(page.getByTestId("summary-discount")).toHaveCount(0);

  // The link's discount again (reload keeps the removal; the code typed brings it back).
  await page.getByLabel("Coupon or referral code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("button", { name: "Pay $87.80" })).toBeVisible();
  await fillCustomerForm(page);
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $87.80" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("success-total")).toHaveText("$87.80");
  const payments = await queryE2e(
    `SELECT p."totalCents", p."discountCents", a."code" FROM "Payment" p JOIN "Affiliate" a ON a."id" = p."affiliateId" WHERE p."sessionId" = ?`,
    [sessionId],
  );
  expect(payments).toEqual([{ totalCents: 8780, discountCents: 920, code }]);
});

test("a referral link's discount is charged as shown when the shopper keeps it", async ({ page }) => {
  const code = `KEEP${Date.now()}`;
  await queryE2e(
    `INSERT INTO "Affiliate" ("code", "name", "email", "commissionType", "commissionRate", "customerDiscountType", "isActive", "totalEarningsCents", "totalOrders", "createdAt")
     VALUES (?, 'Kim Keep', 'kim@example.com', 'percentage', 1000, 'percentage', ?, 0, 0, ?)`,
    [code, true, new Date().toISOString()],
  );
  await page.goto(`/?ref=${code}`);
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");
  await expect(page.getByRole("button", { name: "Pay $92.40" })).toBeVisible();
  await fillCustomerForm(page);
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $92.40" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const [payment] = await queryE2e(
    `SELECT "totalCents", "status", "attributionMethod" FROM "Payment" WHERE "sessionId" = ?`,
    [sessionId],
  );
  expect(payment).toEqual({ totalCents: 9240, status: "paid", attributionMethod: "link" });
});

test("a declined card keeps the card with the reason beside the form; an incomplete expiry is caught first; 4242 then pays", async ({
  page,
}) => {
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillCustomerForm(page);

  // Caught in the browser: nothing is placed.
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiration date").fill("12");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
  const reason = page.getByTestId("payment-error");
  await expect(reason).toHaveText("Your card's expiration date is incomplete.");
  await expect(reason).toHaveAttribute("role", "alert");
  await expect(page.getByLabel("Expiration date")).toHaveAttribute("aria-invalid", "true");
  expect(await queryE2e(`SELECT "id" FROM "Order" WHERE "sessionId" = ?`, [sessionId])).toHaveLength(0);

  await page.getByLabel("Expiration date").fill("12 / 34");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(reason).toHaveText("Payment failed: Your card was declined.");
  await expect(reason).toHaveAttribute("role", "alert");
  await expect(page.getByLabel("Card number")).toBeEnabled();
  await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
  await expect(page.getByLabel("Expiration date")).toHaveValue("12 / 34");
  await expect(page.getByLabel("Security code")).toHaveValue("123");
  await expectNoSeriousViolations(page, "/checkout (after a declined card)");

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const orders = await queryE2e(`SELECT "status" FROM "Order" WHERE "sessionId" = ?`, [sessionId]);
  expect(orders).toEqual([{ status: "paid" }]);
});

test("a two-sticker checkout's success page lists both orders, the total, the e-mail and the order page; Back says it is placed", async ({
  page,
}) => {
  const sessionId = await startShopperWithCart(page, [
    { sizeName: '3" circle', quantity: 100 },
    { sizeName: '2"', quantity: 50 },
  ]);
  await page.goto("/checkout");
  await fillCustomerForm(page);
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $147.00" }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);

  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Your sticker order has been placed successfully.")).toBeVisible();
  const ids = (await queryE2e(`SELECT "id" FROM "Order" WHERE "sessionId" = ? ORDER BY "id"`, [sessionId])).map((row) =>
    Number(row.id),
  );
  expect(ids).toHaveLength(2);
  const numbers = page.getByTestId("order-number");
  await expect(numbers).toHaveCount(2);
  const shown = await numbers.allTextContents();
  shown.forEach((number, index) => {
    expect(number).toMatch(ORDER_NUMBER);
    expect(number.startsWith(`#${ids[index]}-`)).toBe(true);
  });
  await expect(page.getByTestId("success-total")).toHaveText("$147.00");
  await expect(page.getByText(/3" circle · 100 stickers/)).toBeVisible();
  await expect(page.getByText("We e-mailed your confirmation to")).toContainText("grace@example.com");
  await expect(page.getByText("What's Next?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Another Order" })).toHaveAttribute("href", "/");
  const orderPage = page.getByRole("link", { name: /See your order, its status and receipt/ });
  await expect(orderPage).toHaveAttribute("href", /^\/orders\/[A-Za-z0-9_-]{43}$/);
  const orderPageHref = await orderPage.getAttribute("href");
  await expectNoSeriousViolations(page, "/payment-success (two orders)");

  // Back to the checkout: the order is placed, with the same links; never "No Order Found".
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText("Your order is placed")).toBeVisible();
  await expect(page.getByTestId("placed-notice")).toContainText(`${shown[0]} and ${shown[1]}`);
  await expect(page.getByText("No Order Found")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "See your order, its status and receipt" })).toHaveAttribute(
    "href",
    orderPageHref as string,
  );
  await expectNoSeriousViolations(page, "/checkout (after paying)");
  await page.getByRole("link", { name: "View your order confirmation" }).click();
  await expect(page.getByTestId("order-number")).toHaveText(shown);

  // The link opens the customer's order page with both stickers.
  await page.goto(orderPageHref as string);
  for (const number of shown) await expect(page.getByText(number).first()).toBeVisible();
});
