// #38 as a customer would meet it, at 1366 and 375 px: a guest orders, later signs in from the header with
// the address in other letter case, opens the e-mailed link (a page with a Sign in button), finds the guest
// order in the account, opens its page from there, orders it again with the saved address and pays, and
// signs out. axe finds no serious violation on the
// sign-in pages or the account. The e2e server writes e-mails to ./data/e2e/outbox.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { placePaidOrder } from "./support/admin";
import { fillTestCard } from "./support/shop";
import { expectNoSeriousViolations } from "./support/axe";

const OUTBOX_DIR = path.resolve("data/e2e/outbox");
const VIEWPORTS = [
  { label: "desktop", size: { width: 1366, height: 900 } },
  { label: "phone", size: { width: 375, height: 812 } },
] as const;

/** The .eml bodies are quoted-printable: soft line breaks and =XX escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The path (with its token) of the sign-in link sent to `email`, once it is in the outbox. */
async function findSignInLink(email: string): Promise<string | null> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  for (const name of names) {
    const message = decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), "utf8"));
    if (!message.includes(`To: ${email}`)) continue;
    const match = /https?:\/\/[^\s"<>]+(\/account\/sign-in\/confirm\?token=[A-Za-z]{32})/.exec(message);
    if (match) return match[1] ?? null;
  }
  return null;
}

for (const { label, size } of VIEWPORTS) {
  test(`${label}: a guest's order is in their account after they sign in with the e-mailed link`, async ({
    page,
    browser,
  }) => {
    const email = `grace.${label}.${Date.now()}@example.com`;
    const { orderNumber } = await placePaidOrder(page, { "Full Name": "Grace Guest", Email: email });

    // Later, in a browser of their own (no cart session, no cookies).
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: size });
    const shopper = await context.newPage();
    await shopper.goto("/");
    await shopper.getByRole("link", { name: "Sign in" }).click();
    await expect(shopper).toHaveURL(/\/account\/sign-in$/);
    await expect(shopper.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expectNoSeriousViolations(shopper, `${label} sign-in page`);

    await shopper.getByLabel("Email").fill(email.toUpperCase());
    await shopper.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect(shopper.getByText("Check your inbox: we have sent a sign-in link")).toBeVisible();

    let link: string | null = null;
    await expect
      .poll(async () => {
        link = await findSignInLink(email);
        return link;
      })
      .not.toBeNull();

    // Opening the link alone signs nobody in (a mail scanner may open it): the page asks for the button.
    await shopper.goto(link as unknown as string);
    await expect(shopper.getByText("Press the button to finish signing in on this device.")).toBeVisible();
    // It names the address it signs in to (masked), so a link someone else sent is not used unawares.
    await expect(shopper.getByText(`This link signs you in as ${email[0]}•••`)).toContainText("@example.com");
    await expectNoSeriousViolations(shopper, `${label} sign-in confirmation page`);
    await shopper.getByRole("button", { name: "Sign in" }).click();

    await expect(shopper).toHaveURL(/\/account$/);
    await expect(shopper.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(shopper.getByText(`Signed in as ${email}`)).toBeVisible();
    const card = shopper.getByRole("article", { name: `Order ${orderNumber}` });
    await expect(card).toContainText("Payment received");
    await expect(shopper.getByRole("link", { name: "Account" })).toBeVisible();
    await expectNoSeriousViolations(shopper, `${label} account page`);
    // Nothing on the page runs wider than the screen.
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await card.getByRole("button", { name: `View order ${orderNumber}` }).click();
    await expect(shopper).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    await expect(shopper.getByRole("heading", { level: 1 })).toContainText(orderNumber);

    // Order it again from the account, on this new browser: the checkout starts from the account's address
    // and the saved shipping address, and the card pays.
    await shopper.goto("/account");
    await expect(shopper.getByRole("region", { name: "Your designs" })).toBeVisible();
    await shopper
      .getByRole("article", { name: `Order ${orderNumber}` })
      .getByRole("button", { name: `Order again: order ${orderNumber}` })
      .click();
    await expect(shopper).toHaveURL(/\/stickers#/);
    await shopper.goto("/checkout");
    await expect(shopper.getByLabel("Saved address")).toHaveValue("0");
    await expect(shopper.getByLabel("Full Name", { exact: true })).toHaveValue("Grace Guest");
    await expect(shopper.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(shopper.getByLabel("Street Address", { exact: true })).toHaveValue("12 Cobol Way");
    await expect(shopper.getByLabel("ZIP Code", { exact: true })).toHaveValue("89501");
    await fillTestCard(shopper, "4242 4242 4242 4242");
    await shopper.getByRole("button", { name: /^Pay / }).click();
    await expect(shopper).toHaveURL(/\/payment-success\?orderId=\d+$/);
    const reorderNumber = (await shopper.getByTestId("order-number").textContent())?.trim() ?? "";
    expect(reorderNumber).not.toBe(orderNumber);
    await shopper.goto("/account");
    await expect(shopper.getByRole("article", { name: `Order ${reorderNumber}` })).toContainText("Payment received");
    await expect(shopper.getByRole("article", { name: `Order ${orderNumber}` })).toBeVisible();

    await shopper.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(shopper).toHaveURL(/\/account\/sign-in\?signed-out=1$/);
    await expect(shopper.getByRole("status")).toHaveText("You are signed out.");
    await shopper.goto("/account");
    await expect(shopper).toHaveURL(/\/account\/sign-in$/);

    // The spent link signs nobody in again: its page says so and offers no button.
    const reused = await context.newPage();
    await reused.goto(link as unknown as string);
    await expect(reused.getByText("This sign-in link has expired or was used already.")).toBeVisible();
    await expect(reused.getByRole("button", { name: "Sign in" })).toHaveCount(0);
    await context.close();
  });
}
