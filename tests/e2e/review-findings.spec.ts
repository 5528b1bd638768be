import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PAGES, ADMIN_PASSWORD, placePaidOrder, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { makePng } from "./support/shop";

// The security review's findings, against the production server: a malformed percent-escape in a path
// (was an unlogged 500 from Next's own param decoding); the proof image route's own headers (the
// middleware used to replace its sandbox policy and its no-referrer); the operator's approval note
// kept off the customer's order page; the dashboard's warning while change requests cannot be
// delivered (the e2e server runs with the default sender, orders@localhost).
const OUTBOX_DIR = path.resolve("data/e2e/outbox");

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first path matching `pattern` in an e-mail sent to `email`, once it is in the outbox. */
async function findPathInEmails(email: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(async () => {
      const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
      for (const name of names) {
        const message = decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), "utf8"));
        if (!message.includes(`To: ${email}`)) continue;
        const match = pattern.exec(message);
        if (match) return (found = match[1] ?? "");
      }
      return "";
    })
    .not.toBe("");
  return found;
}

const PROOF_IMAGE_PATH = /https?:\/\/[^\s"<>]+(\/orders\/[A-Za-z0-9_-]{43}\/proofs\/\d+\/image)/;
const ORDER_PAGE_PATH = /https?:\/\/[^\s"<>]+(\/orders\/[A-Za-z0-9_-]{43})(?![A-Za-z0-9_\/-])/;

/** A paid order with one proof sent to the customer; answers the order, the customer's e-mail and the admin token. */
async function paidOrderWithProof(page: Page, request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const { orderId } = await placePaidOrder(page, { "Full Name": `${name} Proof`, Email: email });
  const session = await request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
  const { token } = (await session.json()) as { token: string };
  const sent = await request.post(`/api/admin/orders/${orderId}/proofs`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "proof.png", mimeType: "image/png", buffer: await makePng(400, 400) } },
  });
  expect(sent.status()).toBe(201);
  return { orderId, email, token };
}

test.describe("malformed percent-escapes in paths", () => {
  for (const pathname of ["/api/orders/%ZZ", "/api/order-page/%E0%A4%A/reorder", "/api/nope/%ZZ"]) {
    test(`GET ${pathname} → 400 { message } as JSON`, async ({ request }) => {
      const response = await request.get(pathname);
      expect(response.status()).toBe(400);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: "Malformed URL: a percent-escape in the path is invalid." });
    });
  }

  for (const pathname of ["/orders/%ZZ", "/uploads/%ZZ", "/admin/orders/%ZZ", "/orders/%ZZ/proofs/1/image"]) {
    test(`GET ${pathname} → the 404 page`, async ({ page }) => {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("a well-formed escape still reaches its route", async ({ request }) => {
    const response = await request.get("/api/orders/%31%32abc");
    expect(response.status()).not.toBe(500);
    expect(response.status()).not.toBe(400);
  });
});

test("the proof image keeps its own headers: sandbox policy and no referrer", async ({ page, request }) => {
  const { email } = await paidOrderWithProof(page, request, "Pia");
  const imagePath = await findPathInEmails(email, PROOF_IMAGE_PATH);
  const image = await request.get(imagePath);
  expect(image.status()).toBe(200);
  const headers = image.headers();
  expect(headers["content-type"]).toBe("image/png");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["content-security-policy"]).toBe(
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  );
  expect(headers["x-content-type-options"]).toBe("nosniff");

  // A wrong proof id under the same link: the route's 404, with its own headers as well.
  const missing = await request.get(imagePath.replace(/\/proofs\/\d+\//, "/proofs/999999/"));
  expect(missing.status()).toBe(404);
  expect(missing.headers()["referrer-policy"]).toBe("no-referrer");
  expect(missing.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("'Approve for the customer': the order page says 'Approved by the shop', never the operator's note", async ({
  page,
  request,
  browser,
}) => {
  const { orderId, email, token } = await paidOrderWithProof(page, request, "Nora");
  const approved = await request.post(`/api/admin/orders/${orderId}/proof-approval`, {
    headers: { authorization: `Bearer ${token}` },
    data: { note: "Confirmed on the phone, ticket 7731" },
  });
  expect(approved.status()).toBe(200);

  const customer = await (await browser.newContext()).newPage();
  await customer.goto(await findPathInEmails(email, ORDER_PAGE_PATH));
  const proof = customer.getByRole("region", { name: "Proof" });
  await expect(proof).toContainText("Approved by the shop");
  await expect(customer.locator("body")).not.toContainText("7731");
  expect(await customer.content()).not.toContain("7731");
  await expectNoSeriousViolations(customer, "order page, proof approved by the shop");
});

test("the dashboard warns while change requests cannot be delivered (default sender orders@localhost)", async ({
  page,
}) => {
  await unlock(page, ADMIN_PAGES.dashboard);
  const warning = page.getByRole("alert", { name: "Change requests cannot reach you" });
  await expect(warning).toContainText("orders@localhost, which cannot receive e-mail");
  await expect(warning.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/admin/settings");
  await expectNoSeriousViolations(page, "admin dashboard with the change-request warning");
});
