import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { placePaidOrder } from "./support/admin";

// The customer's order page: the link in the confirmation e-mail opens the order in a fresh browser
// (no cart session, no cookies, no login). The e2e server writes e-mails to ./data/e2e/outbox.
const OUTBOX_DIR = path.resolve("data/e2e/outbox");

/** The .eml bodies are quoted-printable: soft line breaks and =XX escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The path of the order page link in the confirmation sent to `email`, once it is in the outbox. */
async function findConfirmationLink(email: string): Promise<string | null> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  for (const name of names) {
    const message = decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), "utf8"));
    if (!message.includes(`To: ${email}`) || !message.includes("is confirmed")) continue;
    const match = /https?:\/\/[^\s"<>]+(\/orders\/[A-Za-z0-9_-]{43})/.exec(message);
    if (match) return match[1] ?? null;
  }
  return null;
}

test("the confirmation e-mail's link opens the order in a fresh browser, without a login", async ({
  page,
  browser,
}) => {
  const email = `olivia.${Date.now()}@example.com`;
  const { orderNumber } = await placePaidOrder(page, { "Full Name": "Olivia Order", Email: email });

  let linkPath: string | null = null;
  await expect
    .poll(async () => {
      linkPath = await findConfirmationLink(email);
      return linkPath;
    })
    .not.toBeNull();

  // A fresh context: none of the shopper's storage or cookies.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const fresh = await context.newPage();
  const response = await fresh.goto(linkPath as unknown as string);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  await expect(fresh.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(fresh.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  const sticker = fresh.getByRole("article").first();
  await expect(sticker.getByRole("heading", { level: 3 })).toContainText(orderNumber);
  await expect(sticker.getByRole("list", { name: `Progress of order ${orderNumber}` })).toContainText(
    "Payment received",
  );
  await expect(fresh.getByRole("region", { name: "Shipping" })).toContainText("Olivia Order");
  await expect(fresh.getByRole("region", { name: "Payment" })).toContainText("Total paid");
  await expect(fresh.getByRole("button", { name: "Print receipt" })).toBeVisible();

  // A guessed token is the same 404 as a missing page.
  const guessed = await fresh.goto(`/orders/${"A".repeat(43)}`);
  expect(guessed?.status()).toBe(404);
  await context.close();
});
