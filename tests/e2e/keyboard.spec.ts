// The shopper flow and an admin status change with the keyboard alone: focus moves only with Tab
// (Shift+Tab never needed), controls are operated with Space, Enter, arrow keys and typing. The one
// exception is the file picker, which no keyboard test can drive: the file is set on the input.
// No mouse click is made anywhere (page.mouse is never used, and no locator.click/check/fill).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { queryE2e } from "./support/e2e-database";
import { ADMIN_PASSWORD, placePaidOrder, markProofApproved } from "./support/admin";
import { makePng, chooseDesignFile } from "./support/shop";

/** Presses Tab until `target` has the focus; fails with the path focus took when it never gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  const handle = await target.elementHandle();
  expect(handle, "the element to tab to exists").not.toBeNull();
  const path: string[] = [];
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await handle!.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
    path.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active
          ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}[${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 30)}]`
          : "none";
      }),
    );
  }
  if (await handle!.evaluate((element) => element === document.activeElement)) return;
  throw new Error(`Tab never reached the element after ${maxPresses} presses; focus went: ${path.join(" → ")}`);
}

/** Moves a focused native select with ArrowDown until it shows `value` (each step is a real key press). */
async function arrowSelect(page: Page, select: Locator, value: string, maxPresses = 20) {
  for (let presses = 0; presses < maxPresses && (await select.inputValue()) !== value; presses++)
    await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue(value);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test("a shopper uploads, configures, adds to the cart, checks out and pays with the keyboard alone", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/");

  // From the home page to the design tool by keyboard.
  await tabTo(page, page.getByRole("link", { name: "Add Sticker Order" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/stickers$/);

  await chooseDesignFile(page, { name: "keyboard.png", mimeType: "image/png", buffer: await makePng(900, 900) });
  await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();

  // Type: the Circle checkbox with Space.
  const circle = page.getByRole("checkbox", { name: "Circle" });
  await tabTo(page, circle);
  await page.keyboard.press("Space");
  await expect(circle).toBeChecked();
  await expect(page.getByLabel("Size").locator("option:checked")).toContainText('3" circle');

  // Size is chosen for a circle already; quantity with the arrow keys.
  const quantity = page.getByLabel("Quantity");
  await tabTo(page, quantity);
  await arrowSelect(page, quantity, "100");
  await expect(page.getByTestId("item-price")).toHaveText("$92.00");

  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await tabTo(page, addToCart);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#cart$/);
  await expect(page.getByText("Your Cart (1 item)")).toBeVisible();

  await tabTo(page, page.getByRole("link", { name: "Proceed to Checkout" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("summary-total")).toHaveText("$97.00");

  const details: Array<[string, string]> = [
    ["Full Name", "Keyboard Kim"],
    ["Email", "kim@example.com"],
    ["Phone", "702-555-0142"],
    ["Street Address", "5 Tab Street"],
    ["City", "Reno"],
    ["State", "NV"],
    ["ZIP Code", "89501"],
  ];
  for (const [label, value] of details) await typeInto(page, page.getByLabel(label, { exact: true }), value);
  await expect(page.getByLabel("Standard")).toBeChecked();
  await typeInto(page, page.getByLabel("Card number"), "4242 4242 4242 4242");
  await tabTo(page, page.getByLabel("Expiration date"));
  await page.keyboard.type("1234");
  await tabTo(page, page.getByLabel("Security code"));
  await page.keyboard.type("123");

  const pay = page.getByRole("button", { name: /^Pay \$97\.00$/ });
  await tabTo(page, pay);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const [order] = await queryE2e(
    `SELECT "status", "customerName", "quantity", "totalPriceCents" FROM "Order" WHERE "id" = ?`,
    [orderId],
  );
  expect(order).toMatchObject({ status: "paid", customerName: "Keyboard Kim", quantity: 100, totalPriceCents: 9200 });
});

test("an admin logs in and changes an order's status with the keyboard alone", async ({ page }) => {
  const { orderId, orderNumber } = await placePaidOrder(page, { "Full Name": "Keys Admin" });
  await markProofApproved(orderId);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Access", exact: true })).toBeVisible();

  const password = page.getByLabel("Password");
  await tabTo(page, password);
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", exact: true })).toBeVisible();

  const status = page.getByLabel(`Status for order ${orderNumber}`);
  await tabTo(page, status, 200);
  await expect(status).toHaveValue("paid");
  const statusInDatabase = async () =>
    (await queryE2e(`SELECT "status" FROM "Order" WHERE "id" = ?`, [orderId]))[0]?.status;

  // One arrow press is one status change; processing and shipped e-mail the customer, so a dialog asks first:
  // Escape keeps the old status, Confirm saves; either way the keyboard user is back on the dropdown.
  await page.keyboard.press("ArrowDown");
  const processing = page.getByRole("dialog", { name: `Mark order ${orderNumber} as processing?` });
  await expect(processing).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(processing).toHaveCount(0);
  await expect(status).toBeFocused();
  await expect(status).toHaveValue("paid");
  expect(await statusInDatabase()).toBe("paid");

  await page.keyboard.press("ArrowDown");
  await expect(processing).toBeVisible();
  await tabTo(page, processing.getByRole("button", { name: "Confirm" }), 10);
  await page.keyboard.press("Enter");
  await expect.poll(statusInDatabase).toBe("processing");
  await expect(page.getByText("Status Updated", { exact: true }).first()).toBeVisible();
  await expect(status).toBeEnabled();
  await expect(status).toBeFocused();

  await page.keyboard.press("ArrowDown");
  const shipped = page.getByRole("dialog", { name: `Mark order ${orderNumber} as shipped?` });
  await expect(shipped).toBeVisible();
  await tabTo(page, shipped.getByLabel("Tracking number"), 10);
  await page.keyboard.type("9400 1118 9922");
  await page.keyboard.press("Enter"); // submits the dialog's form
  await expect.poll(statusInDatabase).toBe("shipped");
  await expect(status).toHaveValue("shipped");
  await expect(status).toBeFocused();
});
