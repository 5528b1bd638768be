import {
  buildOrderConfirmationEmail,
  buildOrderRefundedEmail,
  buildOrderShippedEmail,
  buildPrintingStartedEmail,
  type OrderConfirmationInput,
  type OrderEmailCustomer,
  type OrderEmailShop,
  type OrderStatusEmailInput,
} from "@/lib/email/order-emails";
import {
  renderOrderConfirmationHtml,
  renderOrderRefundedHtml,
  renderOrderShippedHtml,
  renderPrintingStartedHtml,
} from "./render-order-email-html";

const shop: OrderEmailShop = { companyName: "Sticker Shop", contactUrl: "https://example.com/contact" };
const customer: OrderEmailCustomer = {
  customerName: "Jane Doe",
  companyName: "Acme & Sons",
  shippingAddress: "123 Main St",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
};
const confirmation: OrderConfirmationInput = {
  shop,
  customer,
  lines: [
    {
      orderId: 42,
      createdAt: "2026-11-21T20:00:00Z",
      sizeName: '3" circle',
      quantity: 100,
      roundedCorners: false,
      priceCents: 9200,
    },
    {
      orderId: 43,
      createdAt: "2026-11-21T20:00:01Z",
      sizeName: '2" square',
      quantity: 50,
      roundedCorners: true,
      priceCents: 123456,
    },
  ],
  totals: {
    subtotalCents: 132656,
    discountCents: 1000,
    shippingCents: 0,
    totalCents: 131656,
    shippingMethodName: "Standard Shipping",
    couponCode: "SAVE10",
  },
};
const status: OrderStatusEmailInput = {
  shop,
  customer,
  order: { orderId: 42, createdAt: "2026-11-21T20:00:00Z", sizeName: '3" circle', quantity: 100, roundedCorners: true },
};
const tracking = { carrier: "ups", carrierName: "UPS", trackingNumber: "1Z 999 AA1 0123456784" };

/** The text a reader sees: tags, comments and the hidden preview padding removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[\u00a0\u200b-\u200f\u2028\u2029\u034f\ufeff]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const VOID_ELEMENTS = new Set(["area", "br", "col", "hr", "img", "input", "link", "meta", "wbr"]);

/** Every non-void element opened is closed, in order; returns the first problem or null. */
function findNestingProblem(html: string): string | null {
  const stack: string[] = [];
  const body = html.replace(/<!DOCTYPE[^>]*>/i, "").replace(/<!--[\s\S]*?-->/g, "");
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = match;
    const name = (rawName as string).toLowerCase();
    if (VOID_ELEMENTS.has(name) || selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return `unexpected </${name}> at ${match.index}`;
  }
  return stack.length ? `unclosed <${stack.join(">, <")}>` : null;
}

function expectSoundEmail(html: string): void {
  expect(html.startsWith("<!DOCTYPE html")).toBe(true);
  expect(html).toMatch(/<html[^>]* lang="en"/);
  expect(html).toContain('<meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/>');
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  expect(findNestingProblem(html)).toBeNull();
  expect(html).not.toMatch(/<script|<iframe|<form|<style|javascript:|\son[a-z]+=/i);
  expect(html).not.toMatch(/<img/i); // nothing depends on images
  expect(html).not.toMatch(/\sclass=/); // inline styles only
  expect(html).toContain("max-width:600px");
  // Nothing forces a width beyond a phone's 320px: no fixed pixel width above it.
  for (const [, width] of html.matchAll(/(?<![-\w])width:(\d+)px/g)) expect(Number(width)).toBeLessThanOrEqual(320);
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);
}

/** Every non-empty line of the plain-text e-mail, but the ones the HTML shows differently, is in the HTML. */
function expectTextLinesShown(html: string, text: string, except: RegExp[] = []): void {
  const shown = visibleText(html);
  for (const line of text.split("\n").map((line) => line.trim().replace(/^- /, ""))) {
    if (line === "" || except.some((pattern) => pattern.test(line))) continue;
    expect({ line, shown: shown.includes(line) }).toEqual({ line, shown: true });
  }
}

describe("order confirmation", () => {
  it("shows the shop, every order and its price, the totals, the address and what's next", async () => {
    const html = (await renderOrderConfirmationHtml(confirmation)) as string;
    expectSoundEmail(html);
    const text = visibleText(html);
    expect(text.startsWith("Orders #42-112126 and #43-112126 confirmed: $1,316.56")).toBe(true); // the preview
    expect(text).toContain("Sticker Shop");
    expect(text).toContain('Order #42-112126 3" circle • 100 stickers $92.00');
    expect(text).toContain('Order #43-112126 2" square • 50 stickers • Rounded Corners $1,234.56');
    expect(text).toContain(
      "Subtotal $1,326.56 Discount (SAVE10) -$10.00 Shipping (Standard Shipping) Free Total $1,316.56",
    );
    expect(text).toContain("Shipping to: Jane Doe Acme & Sons 123 Main St Reno, NV 89501 United States");
    expect(text).toContain("Questions? Contact us at https://example.com/contact");
    expect(html).toContain('href="https://example.com/contact"');
    // The text e-mail's lines, with its "label: amount" lines shown as table rows.
    expectTextLinesShown(html, buildOrderConfirmationEmail(confirmation).text, [
      /^(Subtotal|Discount|Shipping \(|Total|Order #)/,
      / — \$/,
    ]);
  });

  it("shows the order page button only when its address is given", async () => {
    const without = (await renderOrderConfirmationHtml(confirmation)) as string;
    expect(without).not.toContain("View your order");
    const url = "https://shop.example.com/orders/abc?token=x&y=1";
    const withLink = (await renderOrderConfirmationHtml({ ...confirmation, orderPageUrl: url })) as string;
    expectSoundEmail(withLink);
    expect(withLink).toContain("View your order");
    expect(withLink).toContain('href="https://shop.example.com/orders/abc?token=x&amp;y=1"');
    expect(visibleText(withLink)).toContain(`Or open ${url}`);
  });

  it("escapes what the shopper typed", async () => {
    const html = (await renderOrderConfirmationHtml({
      ...confirmation,
      customer: { ...customer, customerName: '<img src=x onerror="alert(1)">Jane' },
    })) as string;
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Jane");
  });

  it("leaves out the contact line without a contact page, and the discount without one", async () => {
    const html = (await renderOrderConfirmationHtml({
      ...confirmation,
      shop: { companyName: "Die Cut Co" },
      totals: { ...confirmation.totals, discountCents: 0, shippingCents: 500 },
    })) as string;
    expectSoundEmail(html);
    const text = visibleText(html);
    expect(text).toContain("Thank you for choosing Die Cut Co!");
    expect(text).not.toContain("Questions?");
    expect(text).not.toContain("Discount");
    expect(text).toContain("Shipping (Standard Shipping) $5.00");
  });
});

describe("status e-mails", () => {
  it("printing has begun: the shop, the order number and line", async () => {
    const html = (await renderPrintingStartedHtml(status)) as string;
    expectSoundEmail(html);
    const text = visibleText(html);
    expect(text).toContain("Sticker Shop");
    expect(text).toContain("Good news: printing has begun for your order #42-112126.");
    expect(text).toContain('Order #42-112126 3" circle • 100 stickers • Rounded Corners');
    expectTextLinesShown(html, buildPrintingStartedEmail(status).text);
  });

  it("shipped: the carrier, the tracking link and the address", async () => {
    const input = { ...status, tracking };
    const html = (await renderOrderShippedHtml({ ...input, orderPageUrl: "https://shop.example.com/o/1" })) as string;
    expectSoundEmail(html);
    const text = visibleText(html);
    expect(text).toContain("Your order #42-112126 has shipped.");
    expect(text).toContain("Carrier: UPS");
    expect(text).toContain("Tracking number: 1Z 999 AA1 0123456784");
    expect(html).toMatch(/<a href="https:\/\/www\.ups\.com\/[^"]*1Z999AA10123456784/);
    expect(text).toContain("View your order");
    expectTextLinesShown(html, buildOrderShippedEmail(input).text);
  });

  it("shipped without tracking details says nothing about tracking", async () => {
    const html = (await renderOrderShippedHtml(status)) as string;
    expectSoundEmail(html);
    expect(visibleText(html)).not.toMatch(/Carrier|Tracking|Track your/);
    expectTextLinesShown(html, buildOrderShippedEmail(status).text);
  });

  it.each([
    ["refunded with shipping", 9700, 500],
    ["refunded", 9200, 0],
    ["cancelled without a charge", 0, 0],
  ])("refunded: %s", async (_name, refundCents, shippingRefundCents) => {
    const input = { ...status, refundCents, shippingRefundCents };
    const html = (await renderOrderRefundedHtml(input)) as string;
    expectSoundEmail(html);
    expect(visibleText(html)).toContain("Sticker Shop");
    expectTextLinesShown(html, buildOrderRefundedEmail(input).text);
  });
});

it("renders each e-mail in a few milliseconds once warm (it runs inside the caller's transaction)", async () => {
  await renderOrderConfirmationHtml(confirmation);
  const started = performance.now();
  for (let index = 0; index < 20; index += 1) await renderOrderConfirmationHtml(confirmation);
  expect((performance.now() - started) / 20).toBeLessThan(50);
});

it("gives null and logs instead of throwing when a template fails", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    await expect(renderOrderConfirmationHtml({ ...confirmation, lines: null as never })).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("order confirmation"), expect.any(TypeError));
  } finally {
    error.mockRestore();
  }
});
