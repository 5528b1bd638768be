import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD, placePaidOrder } from "./support/admin";
import { makePng } from "./support/shop";

// The review's findings about what the production server answers at its edges: a malformed
// percent-escape in a path (was an unlogged 500 from Next's own param decoding), and the proof image
// route's own headers (the middleware used to replace its sandbox policy and its no-referrer).
const OUTBOX_DIR = path.resolve("data/e2e/outbox");

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The proof image path in the proof e-mail sent to `email`, once it is in the outbox. */
async function findProofImagePath(email: string): Promise<string> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  for (const name of names) {
    const message = decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), "utf8"));
    if (!message.includes(`To: ${email}`)) continue;
    const match = /https?:\/\/[^\s"<>]+(\/orders\/[A-Za-z0-9_-]{43}\/proofs\/\d+\/image)/.exec(message);
    if (match) return match[1] ?? "";
  }
  return "";
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
  const email = `pia.${Date.now()}@example.com`;
  const { orderId } = await placePaidOrder(page, { "Full Name": "Pia Proof", Email: email });
  const session = await request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
  const { token } = (await session.json()) as { token: string };
  const sent = await request.post(`/api/admin/orders/${orderId}/proofs`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "proof.png", mimeType: "image/png", buffer: await makePng(400, 400) } },
  });
  expect(sent.status()).toBe(201);

  let imagePath = "";
  await expect
    .poll(async () => {
      imagePath = await findProofImagePath(email);
      return imagePath;
    })
    .not.toBe("");
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
