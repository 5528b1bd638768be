import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_PAGES, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { fillCustomerForm, fillTestCard, makePng, startShopperWithCart } from "./support/shop";

// The customer's side after "Pay", walked end to end: a declined card and a fixed address, the order
// page opened from the confirmation e-mail in a fresh browser, proofs (changes requested, then a second
// proof approved), printing only after approval, the tracking link on the order page, and "Order again".
// The e2e server writes e-mails to ./data/e2e/outbox as .eml files.
const OUTBOX_DIR = path.resolve("data/e2e/outbox");

/** The .eml bodies are quoted-printable: soft line breaks and =XX escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The decoded e-mails sent to `email` whose text contains `marker`. */
async function findEmails(email: string, marker: string): Promise<string[]> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const messages = await Promise.all(
    names.map(async (name) => decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), "utf8"))),
  );
  return messages.filter((message) => message.includes(`To: ${email}`) && message.includes(marker));
}

/** The order page path linked from the one e-mail to `email` containing `marker`, once it is in the outbox. */
async function waitForOrderPageLink(email: string, marker: string): Promise<string> {
  let linkPath = "";
  await expect
    .poll(async () => {
      const [message] = await findEmails(email, marker);
      linkPath = /https?:\/\/[^\s"<>]+(\/orders\/[A-Za-z0-9_-]{43})/.exec(message ?? "")?.[1] ?? "";
      return linkPath;
    })
    .not.toBe("");
  return linkPath;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test("declined then paid, the e-mailed order page, a proof sent back with changes, a second one approved, printed, shipped, and ordered again", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `june.${Date.now()}@example.com`;

  // 1. A declined card, the mistyped address fixed, then paid: one set of orders and one payment.
  const sessionId = await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillCustomerForm(page, { "Full Name": "June Journey", Email: email, "Street Address": "12 Cobol Wya" });
  await fillTestCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Your card was declined.", { exact: true })).toBeVisible();
  const address = page.getByLabel("Street Address", { exact: true });
  await expect(address).toBeEnabled();
  await address.fill("12 Cobol Way");
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
  expect(
    await queryE2e(`SELECT "id", "status", "shippingAddress", "proofState" FROM "Order" WHERE "sessionId" = ?`, [
      sessionId,
    ]),
  ).toEqual([{ id: orderId, status: "paid", shippingAddress: "12 Cobol Way", proofState: "none" }]);
  expect(await queryE2e(`SELECT "status" FROM "Payment" WHERE "sessionId" = ?`, [sessionId])).toEqual([
    { status: "paid" },
  ]);

  // 2. The confirmation e-mail's link opens the order in a fresh browser (no cookies, no login).
  const customer = await newPage(browser);
  await customer.goto(await waitForOrderPageLink(email, "is confirmed"));
  await expect(customer.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  const sticker = customer.getByRole("article").first();
  await expect(sticker).toContainText("Payment received");

  // 3. The operator opens the order; printing is refused before a proof is approved.
  const operator = await newPage(browser);
  await unlock(operator, ADMIN_PAGES.dashboard);
  await operator.getByLabel("Search orders").fill(email);
  await operator.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(operator).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  const proofs = operator.getByRole("region", { name: "Proofs" });
  await expect(proofs).toContainText("No proof yet");
  const status = operator.getByLabel(`Status for order ${orderNumber}`);
  await status.selectOption("processing");
  await expect(operator.getByRole("alert").filter({ hasText: /^Printing starts only after/ })).toContainText(
    "no proof has been sent yet",
  );
  expect(await queryE2e(`SELECT "status" FROM "Order" WHERE "id" = ?`, [orderId])).toEqual([{ status: "paid" }]);

  // 4. Proof 1: an uploaded image. The customer gets an e-mail with the proof and the order page link.
  await proofs
    .getByLabel("Upload proof")
    .setInputFiles({ name: "proof-1.png", mimeType: "image/png", buffer: await makePng(800, 800) });
  // Nothing goes out before the operator confirms the picked image.
  const sendProof = operator.getByRole("dialog", { name: "Send proof 1?" });
  await expect(sendProof).toContainText(`Send this proof to ${email}?`);
  await sendProof.getByRole("button", { name: "Send", exact: true }).click();
  await expect(proofs.getByRole("list", { name: "Proof versions" })).toContainText("Proof 1");
  await expect(proofs).toContainText("Proof sent");
  const proofLink = await waitForOrderPageLink(email, "your proof for order");
  const [proofEmail] = await findEmails(email, "your proof for order");
  expect(proofEmail).toMatch(/<img[^>]+\/orders\/[A-Za-z0-9_-]{43}\/proofs\/\d+\/image/);

  // 5. The customer follows that link, sees the proof and asks for changes.
  await customer.goto(proofLink);
  const proofImage = customer.getByRole("img", { name: new RegExp(`^Proof 1 of order ${orderNumber}`) });
  await expect(proofImage).toBeVisible();
  await expect.poll(() => proofImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  await expectNoSeriousViolations(customer, "order page, proof waiting for an answer");
  await customer.getByRole("button", { name: "Request changes" }).click();
  await expect(customer.getByLabel("What should we change?")).toBeFocused();
  await expectNoSeriousViolations(customer, "order page, change request form");
  await customer.getByLabel("What should we change?").fill("Please make the logo bigger.");
  await customer.getByRole("button", { name: "Send change request" }).click();
  await expect(customer.getByRole("article").first()).toContainText("Changes requested");
  await expect(customer.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // 6. The operator sees the request (a mark in the list, the comment in the detail) and sends proof 2.
  await unlock(operator, ADMIN_PAGES.dashboard);
  await operator.getByLabel("Search orders").fill(email);
  const row = operator.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Changes requested");
  await row.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(proofs).toContainText("Please make the logo bigger.");
  await expectNoSeriousViolations(operator, "order detail, proof with changes requested");
  await proofs.getByRole("button", { name: "Send cut preview" }).click();
  await operator.getByRole("dialog").getByRole("button", { name: "Send proof" }).click();
  await expect(proofs.getByRole("list", { name: "Proof versions" })).toContainText("Proof 2");
  await expect(proofs).toContainText("Waiting for the customer");

  // 7. The customer approves proof 2; every version stays visible.
  await customer.reload();
  await expect(customer.getByRole("img", { name: new RegExp(`^Proof 2 of order ${orderNumber}`) })).toBeVisible();
  await expect(customer.getByRole("list", { name: `Earlier proofs of order ${orderNumber}` })).toContainText(
    "Please make the logo bigger.",
  );
  await customer.getByRole("button", { name: "Approve" }).click();
  await customer.getByRole("dialog").getByRole("button", { name: "Approve proof 2" }).click();
  await expect(customer.getByRole("article").first()).toContainText("Approved");
  await expect(customer.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // 8. Only now can printing start; then the order ships with a tracking number.
  await operator.getByRole("button", { name: "Refresh" }).click();
  await expect(proofs).toContainText("Approved");
  await status.selectOption("processing");
  await operator
    .getByRole("dialog")
    .getByRole("button", { name: /Confirm|Send/ })
    .click();
  await expect
    .poll(async () => (await queryE2e(`SELECT "status" FROM "Order" WHERE "id" = ?`, [orderId]))[0]?.status)
    .toBe("processing");
  await status.selectOption("shipped");
  const shipDialog = operator.getByRole("dialog");
  await shipDialog.getByLabel("Carrier").selectOption("ups");
  await shipDialog.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await shipDialog.getByRole("button", { name: /Confirm|Send/ }).click();
  await expect(operator.getByRole("link", { name: /1Z999AA10123456784/ })).toBeVisible();

  // 9. The order page shows the shipment with the carrier's tracking link.
  await customer.reload();
  await expect(customer.getByRole("article").first()).toContainText("UPS 1Z999AA10123456784");
  await expect(customer.getByRole("link", { name: "Track your package" })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  );
  await expect(customer.getByRole("article").first()).toContainText("Proof approved");

  // 10. "Order again" fills this browser's cart with the same sticker (stored design, today's price).
  await customer.getByRole("button", { name: "Order again" }).click();
  await expect(customer).toHaveURL(/\/stickers#cart$/);
  const cartLine = customer.getByRole("button", { name: /^Remove 3" circle, 100 stickers$/ });
  await expect(cartLine).toBeVisible();
  const customerSession = await customer.evaluate(() => window.localStorage.getItem("cartSessionId"));
  const [ordered] = await queryE2e(
    `SELECT "designId", "sizeId", "quantity", "roundedCorners" FROM "Order" WHERE "id" = ?`,
    [orderId],
  );
  expect(
    await queryE2e(`SELECT "designId", "sizeId", "quantity", "roundedCorners" FROM "CartItem" WHERE "sessionId" = ?`, [
      customerSession,
    ]),
  ).toEqual([ordered]);

  await customer.context().close();
  await operator.context().close();
});
