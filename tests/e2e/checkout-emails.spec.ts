// #34 item 2 in the operator's browser: a customer's checkout of three lines and a second checkout of one
// line (same address), their proofs approved, all four marked processing from the dashboard at once. The
// dialog counts one customer and two e-mails (one per checkout), the toast reports the two e-mails the shop
// queued, the database holds exactly those two, and each order's detail shows its checkout's e-mail. At
// 1366 and 375 px, axe clean with the dialog open and on the order detail.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PAGES, answerConfirmation, markProofApproved, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { makePng } from "./support/shop";

const VIEWPORTS = [
  { label: "desktop", size: { width: 1366, height: 900 } },
  { label: "phone", size: { width: 375, height: 812 } },
] as const;

/** A paid checkout of `lines` 2" × 50 stickers for `email`, through the public routes; proofs approved unless asked. */
async function placePaidCheckout(
  request: APIRequestContext,
  email: string,
  lines: number,
  { approveProofs = true } = {},
): Promise<number[]> {
  const sessionId = `session_${Date.now()}_${randomUUID()}`;
  const sizes = (await (await request.get("/api/sticker-sizes")).json()) as Array<{ id: number; name: string }>;
  const sizeId = sizes.find((size) => size.name === '2"')?.id;
  for (let line = 0; line < lines; line += 1) {
    const upload = await request.post("/api/upload-design", {
      multipart: {
        file: { name: `art-${line}.png`, mimeType: "image/png", buffer: await makePng(600, 600) },
        sessionId,
      },
    });
    expect(upload.status()).toBe(201);
    const { id: designId } = (await upload.json()) as { id: number };
    const added = await request.post("/api/cart", {
      data: { sessionId, designId, sizeId, quantity: [50, 100, 150, 200][line], roundedCorners: false },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const quote = await request.post("/api/create-payment-intent", {
    data: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV" },
  });
  expect(quote.status()).toBe(200);
  const { paymentId } = (await quote.json()) as { paymentId: string };
  const placed = await request.post("/api/orders", {
    data: {
      sessionId,
      paymentId,
      shippingMethod: "standard",
      customerName: "Mary Mail",
      customerEmail: email,
      customerPhone: "702-555-0199",
      shippingAddress: "1 Post Road",
      shippingCity: "Reno",
      shippingState: "NV",
      shippingZip: "89501",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderIds, clientSecret } = (await placed.json()) as { orderIds: number[]; clientSecret: string };
  const paid = await request.post("/api/test-payments/confirm", {
    data: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  if (approveProofs) for (const id of orderIds) await markProofApproved(id);
  return orderIds;
}

async function countEmails(email: string, subjectPart: string): Promise<number> {
  const rows = (await queryE2e(
    `SELECT COUNT(*) AS "n" FROM "EmailMessage" WHERE "toAddress" = ? AND "subject" LIKE ?`,
    [email, `%${subjectPart}%`],
  )) as Array<{ n: number | string | bigint }>;
  return Number(rows[0]?.n);
}

/** The order's detail page, through its password gate when it asks. */
async function openOrderDetail(page: Page, orderId: number) {
  await page.goto(`/admin/orders/${orderId}`);
  const password = page.getByLabel("Password");
  const emails = page.getByRole("region", { name: "E-mails" });
  await expect(password.or(emails)).toBeVisible();
  if (await password.isVisible()) {
    await password.fill("e2e-admin-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
  }
  await expect(emails).toBeVisible();
  return emails;
}

async function selectOrder(page: Page, orderId: number) {
  await page.getByRole("checkbox", { name: new RegExp(`^Select order #${orderId}-`) }).check();
}

for (const { label, size } of VIEWPORTS) {
  test(`${label}: marking two checkouts' orders printing at once says and sends one e-mail per checkout`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const email = `mary-${randomUUID().slice(0, 8)}@example.com`;
    const threeLines = await placePaidCheckout(request, email, 3);
    const oneLine = await placePaidCheckout(request, email, 1);
    // One confirmation per checkout.
    expect(await countEmails(email, "confirmed")).toBe(2);

    // Every other order of the checkout has its proof approved: no next proof would carry a held e-mail.
    await openOrderDetail(page, threeLines[0]!);
    await expect(page.getByRole("button", { name: "Send cut preview" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Hold the e-mail/ })).toHaveCount(0);

    await unlock(page, ADMIN_PAGES.dashboard);
    for (const id of [...threeLines, ...oneLine]) await selectOrder(page, id);
    await page.getByRole("button", { name: "Mark processing (4)" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark 4 orders as processing?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Send “Printing has begun” to 1 customer (2 e-mails, one per checkout)?");
    await expectNoSeriousViolations(page, `${label}: the mark-processing dialog`);
    await answerConfirmation(page, "Send “Printing has begun” to 1 customer (2 e-mails, one per checkout)?", "Confirm");
    await expect(page.getByText("Marked 4 orders as processing; 2 customer e-mails sent").first()).toBeVisible();
    // The toast's figure is what was queued: one e-mail per checkout, not one per order.
    expect(await countEmails(email, "printing has begun")).toBe(2);

    // Each order of the three-line checkout shows the one e-mail that covered it.
    const emails = await openOrderDetail(page, threeLines[1]!);
    await expect(emails.getByText(/printing has begun for orders #\d+-\d+, #\d+-\d+ and #\d+-\d+/)).toBeVisible();
    await expect(emails).toContainText("with other orders of the checkout");
    await expectNoSeriousViolations(page, `${label}: the order detail with its checkout's e-mail`);
  });

  test(`${label}: a held proof says it is not e-mailed yet, and the operator e-mails it now`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const email = `hal-${randomUUID().slice(0, 8)}@example.com`;
    // Two orders, no proof yet: the second will need one, so the first's e-mail may wait for it.
    const [first] = await placePaidCheckout(request, email, 2, { approveProofs: false });
    await openOrderDetail(page, first!);
    await page
      .getByRole("checkbox", { name: "Hold the e-mail: send this proof with the checkout's next proof, in one e-mail" })
      .check();
    await page.getByRole("button", { name: "Send cut preview" }).click();
    await page
      .getByRole("dialog", { name: "Send the cut preview as proof 1?" })
      .getByRole("button", { name: "Hold proof" })
      .click();
    const heldLine = page.getByText("Not e-mailed yet: held to go with this checkout's next proof.");
    await expect(heldLine).toBeVisible();
    expect(await countEmails(email, "is ready")).toBe(0);
    await expectNoSeriousViolations(page, `${label}: the order detail with a held proof and the offer to hold`);

    await page.getByRole("button", { name: "E-mail held proof now" }).click();
    const dialog = page.getByRole("dialog", { name: "E-mail proof 1 now?" });
    await expect(dialog).toContainText(`Proof 1 is e-mailed to ${email} now`);
    await dialog.getByRole("button", { name: "E-mail now" }).click();
    await expect(page.getByText("Proof 1 was e-mailed to the customer.").first()).toBeVisible();
    await expect(heldLine).toHaveCount(0);
    await expect(page.getByRole("button", { name: "E-mail held proof now" })).toHaveCount(0);
    expect(await countEmails(email, "is ready")).toBe(1);
  });
}
