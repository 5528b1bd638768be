import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN_PAGES,
  answerConfirmation,
  placePaidOrder,
  unlock,
  uploadDesign,
  markProofApproved,
} from "./support/admin";
import { queryE2e } from "./support/e2e-database";

// The e2e server keeps designs in ./data/e2e/designs (primary/, backup/, metadata/).
const DESIGN_DIR = path.resolve("data/e2e/designs");

async function tryWrongPassword(page: Page, target: (typeof ADMIN_PAGES)[keyof typeof ADMIN_PAGES]) {
  await page.goto(target.path);
  await expect(page.getByRole("heading", { name: target.gateTitle, exact: true })).toBeVisible();
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("required", "");
  await password.fill("not-the-password");
  await password.press("Enter");
  await expect(page.getByText("Invalid password. Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByText("Access Denied", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid password", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: target.heading, exact: true })).toHaveCount(
    target.heading === target.gateTitle ? 1 : 0,
  );
}

test("each admin page has its own gate: a wrong password is refused, the right one unlocks, a reload locks again", async ({
  page,
}) => {
  for (const target of Object.values(ADMIN_PAGES)) {
    await tryWrongPassword(page, target);
    await unlock(page, target, { navigate: false });
    expect(
      await page.evaluate(
        () =>
          JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }) + document.cookie,
      ),
    ).not.toMatch(/token|eyJ/i);
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toContain("noindex");
    await page.reload();
    await expect(page.getByRole("heading", { name: target.gateTitle, exact: true })).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
  }
  // One wrong password per gate: with /admin/catalogue (#35) this test and the specs before it reached the login
  // throttle's eight wrong passwords per client in 15 minutes (every spec of the run is the same client), which
  // locked the admin out for the specs after it (CI's run: 429 at sign-in). The count is handed back here.
  await queryE2e(`DELETE FROM "RateLimit" WHERE "key" LIKE 'admin-login%'`);
});

test("an admin changes an order's status, views its design, exports, archives it and restores it from the archive", async ({
  page,
  context,
}) => {
  const { orderId, orderNumber } = await placePaidOrder(page, { "Full Name": "Ada Admin", Email: "ada@example.com" });
  await markProofApproved(orderId);
  const designId = (
    (await queryE2e(`SELECT "designId" FROM "Order" WHERE "id" = ?`, [orderId])) as Array<{ designId: number }>
  )[0]?.designId;
  expect(designId).toBeGreaterThan(0);

  await unlock(page, ADMIN_PAGES.dashboard);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("checkbox", { name: `Select order ${orderNumber}`, exact: true }) });
  await expect(row.getByText("Ada Admin", { exact: true })).toBeVisible();
  await expect(row.getByText("ada@example.com", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Ship to 12 Cobol Way, Reno, NV, 89501/)).toBeVisible();
  await expect(page.getByText(/^\d+ active orders/)).toBeVisible();

  // Status: shipped e-mails the customer, so a dialog asks first (with the carrier and tracking number)
  await row.getByLabel(`Status for order ${orderNumber}`).selectOption("shipped");
  const shipDialog = page.getByRole("dialog", { name: `Mark order ${orderNumber} as shipped?` });
  await expect(
    shipDialog.getByText("Send “Your order has shipped” to ada@example.com?", { exact: true }),
  ).toBeVisible();
  await shipDialog.getByLabel("Carrier").selectOption("UPS");
  await shipDialog.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await shipDialog.getByRole("button", { name: "Confirm" }).click();
  await expect(shipDialog).toHaveCount(0);
  await expect(page.getByText("Status Updated", { exact: true })).toBeVisible();
  await expect(row.getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await queryE2e(`SELECT "status", "carrier", "trackingNumber" FROM "Order" WHERE "id" = ?`, [orderId]))[0],
    )
    .toEqual({ status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" });
  await expect(row.getByRole("link", { name: orderNumber, exact: true })).toHaveAttribute(
    "href",
    `/admin/orders/${orderId}`,
  );

  // Design: a new tab opened in the click, then pointed at the signed link
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    row.getByRole("button", { name: `View #${designId}`, exact: true }).click(),
  ]);
  await expect.poll(() => popup.url()).toMatch(/\/uploads\/[0-9a-f-]+\.png\?/);
  const image = await page.request.get(popup.url());
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await popup.close();

  // CSV
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain(orderNumber);
  expect(csv).toContain("Ada Admin");

  // Archive
  await row.getByRole("checkbox", { name: `Select order ${orderNumber}` }).check();
  await expect(page.getByText("| 1 selected", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Archive (1)", exact: true }).click();
  await answerConfirmation(page, "Are you sure you want to archive 1 orders?", "Archive");
  await expect(page.getByText("Orders Archived", { exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Select order ${orderNumber}`, exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await queryE2e(`SELECT "archived" FROM "Order" WHERE "id" = ?`, [orderId]))[0]?.archived)
    .toBeTruthy();

  // The archive is its own page with its own gate
  await page.getByRole("link", { name: "View Archive" }).click();
  await expect(page).toHaveURL(/\/admin\/archive$/);
  await unlock(page, ADMIN_PAGES.archive, { navigate: false });
  const archivedRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("checkbox", { name: `Select order ${orderNumber}`, exact: true }) });
  await expect(archivedRow.getByText("Archived", { exact: true })).toBeVisible();
  await expect(archivedRow.getByRole("button", { name: /^View/ })).toHaveText("View");
  await archivedRow.getByRole("checkbox", { name: `Select order ${orderNumber}` }).check();
  await page.getByRole("button", { name: "Restore (1)", exact: true }).click();
  await answerConfirmation(page, "Are you sure you want to restore 1 orders to active status?", "Restore");
  await expect(page.getByText("Orders Restored", { exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Select order ${orderNumber}`, exact: true })).toHaveCount(0);
  const [restored] = await queryE2e(`SELECT "archived", "status" FROM "Order" WHERE "id" = ?`, [orderId]);
  expect(Boolean(restored?.archived)).toBe(false);
  expect(restored?.status).toBe("shipped");

  await page.getByRole("link", { name: "Back to Admin" }).click();
  await unlock(page, ADMIN_PAGES.dashboard, { navigate: false });
  await expect(page.getByRole("checkbox", { name: `Select order ${orderNumber}`, exact: true })).toBeVisible();
});

test("an admin creates a coupon and deletes it", async ({ page }) => {
  const code = `e2e${Date.now()}`;
  const upper = code.toUpperCase();
  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByRole("button", { name: "Manage Coupons" }).click();
  await expect(page.getByRole("button", { name: "Hide Coupons" })).toBeVisible();
  await page.getByRole("button", { name: "Create Coupon" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Coupon" });
  await expect(dialog.getByRole("button", { name: "Create Coupon" })).toBeDisabled();
  await dialog.getByLabel("Coupon Code").pressSequentially(code);
  await expect(dialog.getByLabel("Coupon Code")).toHaveValue(upper);
  await dialog.getByLabel("Percentage (%)").fill("15");
  await dialog.getByLabel("Minimum Order Amount ($)").fill("40");
  await dialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(page.getByText("Coupon Created", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: upper });
  await expect(row.getByRole("cell")).toHaveText([
    upper,
    "Percentage",
    "15%",
    "$40.00",
    "None",
    "Never",
    "0",
    "Active",
    "EditDelete",
  ]);
  const [stored] = await queryE2e(
    `SELECT "discountType", "discountValue", "minOrderCents", "maxDiscountCents", "expiresAt" FROM "Coupon" WHERE "code" = ?`,
    [upper],
  );
  expect(stored).toEqual({
    discountType: "percentage",
    discountValue: 1500,
    minOrderCents: 4000,
    maxDiscountCents: null,
    expiresAt: null,
  });

  await row.getByRole("button", { name: `Delete coupon ${upper}` }).click();
  await answerConfirmation(page, `Are you sure you want to delete coupon '${upper}'?`, "Delete");
  await expect(page.getByText("Coupon Deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: upper })).toHaveCount(0);
  expect(await queryE2e(`SELECT "id" FROM "Coupon" WHERE "code" = ?`, [upper])).toHaveLength(0);
});

test("an admin adds an affiliate, copies its link and deactivates it", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const code = `pal${Date.now()}`;
  const upper = code.toUpperCase();
  const name = `Pal ${Date.now()}`;
  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByRole("button", { name: "Manage Affiliates" }).click();
  const dialog = page.getByRole("dialog", { name: "Affiliate Management" });
  await expect(dialog.getByText("Manage affiliate partners and track their performance")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Affiliate" }).click();
  await dialog.getByLabel("Affiliate Code").pressSequentially(code);
  await expect(dialog.getByLabel("Affiliate Code")).toHaveValue(upper);
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill("pal@example.com");
  await dialog.getByLabel("Commission Rate").fill("0.15");
  await dialog.getByLabel("Customer Discount", { exact: true }).fill("0.05");
  await expect(dialog.getByRole("switch", { name: "Active" })).toBeChecked();
  await dialog.getByRole("button", { name: "Create Affiliate" }).click();
  await expect(page.getByText("Success", { exact: true })).toBeVisible();

  const card = dialog.getByRole("article", { name });
  await expect(card.getByText("15.0%", { exact: true })).toBeVisible();
  await expect(card.getByText("5%", { exact: true })).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  const link = `${baseURL}/affiliate-${code.toLowerCase()}`;
  await expect(card.getByLabel("Affiliate Link")).toHaveValue(link);
  await card.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await card.getByRole("button", { name: "Deactivate" }).click();
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Activate" })).toBeVisible();
  const [stored] = await queryE2e(
    `SELECT "isActive", "commissionType", "commissionRate", "customerDiscountRate" FROM "Affiliate" WHERE "code" = ?`,
    [upper],
  );
  expect(Boolean(stored?.isActive)).toBe(false);
  expect(stored).toMatchObject({ commissionType: "percentage", commissionRate: 1500, customerDiscountRate: 500 });
});

test("file health shows a file whose bytes changed on disk as corrupted, and Create Backup keeps the good backup", async ({
  page,
}) => {
  const originalName = `health-${Date.now()}.png`;
  const design = await uploadDesign(page, originalName);
  const primaryPath = path.join(DESIGN_DIR, "primary", design.filename);
  const backupPath = path.join(DESIGN_DIR, "backup", design.filename);
  const goodBytes = await readFile(primaryPath);
  const backupBefore = await readFile(backupPath);
  expect(backupBefore.equals(goodBytes)).toBe(true);

  // Damage the primary copy on disk: same length, a few bytes flipped in the image data.
  const damaged = Buffer.from(goodBytes);
  for (let index = damaged.length - 40; index < damaged.length - 20; index += 1)
    damaged[index] = damaged[index]! ^ 0xff;
  await writeFile(primaryPath, damaged);

  await tryWrongPassword(page, ADMIN_PAGES.fileHealth);
  await unlock(page, ADMIN_PAGES.fileHealth, { navigate: false });
  await expect(page.getByText("Issues Detected", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Last checked: /)).toBeVisible();
  await expect(page.getByTestId("summary-corrupted")).not.toHaveText("0");
  await expect(page.getByText("Select a file to view details", { exact: true })).toBeVisible();

  const fileButton = page.getByRole("button", { name: `${originalName} Corrupted`, exact: true });
  await expect(fileButton).toBeVisible();
  await fileButton.click();
  await expect(page.getByText("At Risk", { exact: true })).toBeVisible();
  const copies = page.getByRole("list", { name: "Stored copies" });
  await expect(copies.getByRole("listitem")).toHaveText([
    "Primary File:✗ Corrupted",
    "Backup File:✓ Healthy",
    "Metadata:✓ Present",
  ]);
  await expect(page.getByRole("link", { name: "View File" })).toBeVisible();

  await page.getByRole("button", { name: "Create Backup" }).click();
  await expect(page.getByText("Backup Failed", { exact: true })).toBeVisible();
  expect((await readFile(backupPath)).equals(backupBefore)).toBe(true);

  await page.getByRole("button", { name: "Restore from Backup" }).click();
  await expect(page.getByText("Fully Protected", { exact: true })).toBeVisible();
  expect((await readFile(primaryPath)).equals(goodBytes)).toBe(true);
  expect((await readFile(backupPath)).equals(backupBefore)).toBe(true);
  await expect(page.getByRole("button", { name: `${originalName} Healthy`, exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: `Preview of ${originalName}` })).toBeVisible();
  await expect(page.getByText("Image could not be loaded")).toHaveCount(0);
});
