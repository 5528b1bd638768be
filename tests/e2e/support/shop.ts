import { randomBytes, randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

export async function makePng(width = 900, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 220 } } })
    .png()
    .toBuffer();
}

/**
 * A PNG of random pixel noise, which deflate cannot shrink: its file is about width × height × 3 bytes
 * (1800 × 1760 makes about 9 MB), for uploads that must really be large.
 */
export async function makeNoisePng(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A fresh shopper session with one line in the cart, made through the public API. */
export async function startShopperWithCart(
  page: Page,
  lines: Array<{ sizeName: string; quantity: number }> = [{ sizeName: '3" circle', quantity: 100 }],
) {
  const sessionId = `session_${Date.now()}_${randomUUID()}`;
  const sizes = (await (await page.request.get("/api/sticker-sizes")).json()) as Array<{ id: number; name: string }>;
  for (const line of lines) {
    const upload = await page.request.post("/api/upload-design", {
      multipart: { file: { name: "art.png", mimeType: "image/png", buffer: await makePng() }, sessionId },
    });
    expect(upload.status()).toBe(201);
    const design = (await upload.json()) as { id: number };
    const sizeId = sizes.find((size) => size.name === line.sizeName)?.id;
    const added = await page.request.post("/api/cart", {
      data: { sessionId, designId: design.id, sizeId, quantity: line.quantity, roundedCorners: false },
    });
    expect(added.status()).toBe(201);
  }
  await page.goto("/");
  await page.evaluate((id) => window.localStorage.setItem("cartSessionId", id), sessionId);
  return sessionId;
}

export async function fillCustomerForm(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "Full Name": "Grace Hopper",
    Email: "grace@example.com",
    Phone: "702-555-0199",
    "Street Address": "12 Cobol Way",
    City: "Reno",
    State: "NV",
    "ZIP Code": "89501",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  }
}

export async function fillTestCard(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiration date").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
}

/**
 * Picks a design in the upload card's file input once React has hydrated it: before that the change
 * event reaches no handler and is lost (seen on a loaded CI machine), which no shopper can do since
 * the file dialog only opens through the hydrated drop zone.
 */
export async function chooseDesignFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const input = page.getByLabel("Design file (PNG or JPG, up to 10 MB)");
  await expect
    .poll(() => input.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
  await input.setInputFiles(file);
}
