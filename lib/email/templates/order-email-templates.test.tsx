import {
  type OrderConfirmationInput,
  type OrderEmailCustomer,
  type OrderStatusEmailInput,
} from "@/lib/email/order-emails";
import {
  renderCheckoutPrintingStartedEmail,
  renderCheckoutProofsReadyEmail,
  renderCheckoutShippedEmail,
  renderOrderConfirmationEmail,
  renderOrderRefundedEmail,
  renderOrderShippedEmail,
  renderPrintingStartedEmail,
  renderProofReadyEmail,
} from "./render-emails";
import {
  CIRCLE_LINE,
  CUSTOMER,
  expectRendered,
  ORDER_PAGE_URL,
  SHOP,
  SQUARE_LINE,
} from "../__fixtures__/order-email-fixtures";
import { buildStickerImageUrl } from "@/lib/email/order-emails";
import { scrubOrderLinkTokens, ORDER_LINK_PLACEHOLDER } from "@/lib/email/order-link-placeholders";

const shop = SHOP;
const customer: OrderEmailCustomer = { ...CUSTOMER, companyName: "Acme & Sons" };
const confirmation: OrderConfirmationInput = {
  shop,
  customer,
  lines: [CIRCLE_LINE, SQUARE_LINE],
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

/**
 * Every non-empty line of the plain-text e-mail, but the ones the HTML shows differently, is in the HTML
 * (the text is rendered from it: nothing may be said in one part only). A rule of dashes is the HTML's <hr>.
 */
function expectTextLinesShown(html: string, text: string, except: RegExp[] = []): void {
  const shown = visibleText(html);
  for (const line of text.split("\n").map((line) => line.trim().replace(/^- /, ""))) {
    if (line === "" || /^-+$/.test(line) || except.some((pattern) => pattern.test(line))) continue;
    expect({ line, shown: shown.includes(line) }).toEqual({ line, shown: true });
  }
}

describe("order confirmation", () => {
  it("shows the shop, every order and its price, the totals, the address and what's next", async () => {
    const html = (await expectRendered(renderOrderConfirmationEmail(confirmation))).html;
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
    expectTextLinesShown(html, (await expectRendered(renderOrderConfirmationEmail(confirmation))).text, [
      /^(Subtotal|Discount|Shipping \(|Total|Order #)/,
      / — \$/,
    ]);
  });

  it("shows the order page button only when its address is given", async () => {
    const without = (await expectRendered(renderOrderConfirmationEmail(confirmation))).html;
    expect(without).not.toContain("View your order");
    const url = "https://shop.example.com/orders/abc?token=x&y=1";
    const withLink = (await expectRendered(renderOrderConfirmationEmail({ ...confirmation, orderPageUrl: url }))).html;
    expectSoundEmail(withLink);
    expect(withLink).toContain("View your order");
    expect(withLink).toContain('href="https://shop.example.com/orders/abc?token=x&amp;y=1"');
    expect(visibleText(withLink)).toContain(`See your order, its status and receipt: ${url}`);
  });

  it("escapes what the shopper typed", async () => {
    const html = (
      await expectRendered(
        renderOrderConfirmationEmail({
          ...confirmation,
          customer: { ...customer, customerName: '<img src=x onerror="alert(1)">Jane' },
        }),
      )
    ).html;
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Jane");
  });

  it("leaves out the contact line without a contact page, and the discount without one", async () => {
    const html = (
      await expectRendered(
        renderOrderConfirmationEmail({
          ...confirmation,
          shop: { companyName: "Die Cut Co" },
          totals: { ...confirmation.totals, discountCents: 0, shippingCents: 500 },
        }),
      )
    ).html;
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
    const html = (await expectRendered(renderPrintingStartedEmail(status))).html;
    expectSoundEmail(html);
    const text = visibleText(html);
    expect(text).toContain("Sticker Shop");
    expect(text).toContain("Good news: printing has begun for your order #42-112126.");
    expect(text).toContain('Order #42-112126 3" circle • 100 stickers • Rounded Corners');
    expectTextLinesShown(html, (await expectRendered(renderPrintingStartedEmail(status))).text);
  });

  it("shipped: the carrier, the tracking link and the address", async () => {
    const input = { ...status, tracking };
    const html = (
      await expectRendered(renderOrderShippedEmail({ ...input, orderPageUrl: "https://shop.example.com/o/1" }))
    ).html;
    expectSoundEmail(html);
    const text = visibleText(html);
    expect(text).toContain("Your order #42-112126 has shipped.");
    expect(text).toContain("Carrier: UPS");
    expect(text).toContain("Tracking number: 1Z 999 AA1 0123456784");
    expect(html).toMatch(/<a href="https:\/\/www\.ups\.com\/[^"]*1Z999AA10123456784/);
    expect(text).toContain("View your order");
    expectTextLinesShown(html, (await expectRendered(renderOrderShippedEmail(input))).text);
  });

  it("shipped without tracking details says nothing about tracking", async () => {
    const html = (await expectRendered(renderOrderShippedEmail(status))).html;
    expectSoundEmail(html);
    expect(visibleText(html)).not.toMatch(/Carrier|Tracking|Track your/);
    expectTextLinesShown(html, (await expectRendered(renderOrderShippedEmail(status))).text);
  });

  it.each([
    ["refunded with shipping", 9700, 500],
    ["refunded", 9200, 0],
    ["cancelled without a charge", 0, 0],
  ])("refunded: %s", async (_name, refundCents, shippingRefundCents) => {
    const input = { ...status, refundCents, shippingRefundCents };
    const html = (await expectRendered(renderOrderRefundedEmail(input))).html;
    expectSoundEmail(html);
    expect(visibleText(html)).toContain("Sticker Shop");
    expectTextLinesShown(html, (await expectRendered(renderOrderRefundedEmail(input))).text);
  });
});

describe("e-mails about several orders of one checkout (#34)", () => {
  const orders = [
    { orderId: 42, createdAt: "2026-11-21T20:00:00Z", sizeName: '3" circle', quantity: 100, roundedCorners: true },
    { orderId: 43, createdAt: "2026-11-21T20:00:00Z", sizeName: '2"', quantity: 50, roundedCorners: false },
    { orderId: 44, createdAt: "2026-11-21T20:00:00Z", sizeName: '4"', quantity: 200, roundedCorners: false },
  ];
  const checkout = { shop, customer, orders, orderPageUrl: ORDER_PAGE_URL };

  it("printing has begun: one e-mail naming every order and listing each line", async () => {
    const email = await expectRendered(renderCheckoutPrintingStartedEmail(checkout));
    expect(email.subject).toBe("Sticker Shop: printing has begun for orders #42-112126, #43-112126 and #44-112126");
    expectSoundEmail(email.html);
    const text = visibleText(email.html);
    expect(text).toContain("Good news: printing has begun for your orders #42-112126, #43-112126 and #44-112126.");
    expect(text).toContain('Order #42-112126 3" circle • 100 stickers • Rounded Corners');
    expect(text).toContain('Order #43-112126 2" • 50 stickers');
    expect(text).toContain('Order #44-112126 4" • 200 stickers');
    expect(text).toContain("View your order");
    expectTextLinesShown(email.html, email.text);
  });

  it("shipped: one notice for the orders, the shared tracking and the address", async () => {
    const email = await expectRendered(renderCheckoutShippedEmail({ ...checkout, tracking }));
    expect(email.subject).toBe("Sticker Shop: your orders #42-112126, #43-112126 and #44-112126 have shipped");
    expectSoundEmail(email.html);
    const text = visibleText(email.html);
    expect(text).toContain("Your orders #42-112126, #43-112126 and #44-112126 have shipped.");
    expect(text).toContain("Tracking number: 1Z 999 AA1 0123456784");
    expect(text).toContain("They are on their way to:");
    expectTextLinesShown(email.html, email.text);
  });

  it("proofs ready: each sticker with its own proof image and address, and the order page", async () => {
    const proofs = orders.map((order, index) => ({
      order: { ...order, shape: "square", thumbnailUrl: null },
      version: index === 1 ? 2 : 1,
      imageUrl: `${ORDER_PAGE_URL}/proofs/${70 + index}/image`,
    }));
    const email = await expectRendered(
      renderCheckoutProofsReadyEmail({ shop, customer, orderPageUrl: ORDER_PAGE_URL, proofs }),
    );
    expect(email.subject).toBe("Sticker Shop: your proofs for orders #42-112126, #43-112126 and #44-112126 are ready");
    for (const [index, order] of orders.entries()) {
      expect(email.text).toContain(`Order #${order.orderId}-112126`);
      expect(email.text).toContain(
        `Proof ${proofs[index]!.version}. See the proof: ${ORDER_PAGE_URL}/proofs/${70 + index}/image`,
      );
      expect(email.html).toContain(`alt="Proof ${proofs[index]!.version} of your order #${order.orderId}-112126:`);
    }
    expect(email.text).toContain(
      "Approve each one or ask for changes on your order page. We print only after you approve.",
    );
    expect(email.text).toContain(ORDER_PAGE_URL);
  });
});

describe("sticker thumbnails", () => {
  const DIE_CUT_LINE = {
    orderId: 45,
    createdAt: "2026-11-21T20:00:02Z",
    sizeName: 'Die-cut 3" × 2.41"',
    quantity: 50,
    roundedCorners: false,
    priceCents: 6000,
    shape: "die-cut",
  };
  const withImages = {
    ...confirmation,
    orderPageUrl: ORDER_PAGE_URL,
    lines: [
      { ...CIRCLE_LINE, shape: "circle", thumbnailUrl: buildStickerImageUrl(ORDER_PAGE_URL, 42) },
      { ...DIE_CUT_LINE, thumbnailUrl: buildStickerImageUrl(ORDER_PAGE_URL, 45) },
    ],
  };
  const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);

  it("shows each line's PNG thumbnail from under the order page's link, named by its size and shape", async () => {
    const { html } = await expectRendered(renderOrderConfirmationEmail(withImages));
    const [circle, dieCut] = images(html);
    expect(images(html)).toHaveLength(2);
    expect(circle).toContain(`src="${ORDER_PAGE_URL}/stickers/42/image"`);
    expect(circle).toContain('alt="3&quot; circle sticker"');
    expect(dieCut).toContain(`src="${ORDER_PAGE_URL}/stickers/45/image"`);
    expect(dieCut).toContain('alt="Die-cut 3&quot; × 2.41&quot; sticker"');
    expect(dieCut).toMatch(/width="72"/);
    expect(dieCut).toMatch(/height="72"/); // square PNGs: every line keeps one box
    expect(dieCut).toMatch(/align="left"/);
    expect(visibleText(html)).toContain('Order #45-112126 Die-cut 3" × 2.41" • 50 stickers $60.00');
  });

  it("names a sticker sheet (#39) by its name and counts its sheets", async () => {
    const sheet = {
      orderId: 46,
      createdAt: "2026-11-21T20:00:03Z",
      sizeName: 'Sticker sheet 5.5" × 8.5", 12 stickers',
      quantity: 25,
      roundedCorners: true,
      priceCents: 5500,
      shape: "square",
      sheet: true,
      thumbnailUrl: buildStickerImageUrl(ORDER_PAGE_URL, 46),
    };
    const { html, text } = await expectRendered(renderOrderConfirmationEmail({ ...confirmation, lines: [sheet] }));
    expect(images(html)).toEqual([expect.stringContaining('alt="Sticker sheet 5.5&quot; × 8.5&quot;, 12 stickers"')]);
    expect(text).toContain('Sticker sheet 5.5" × 8.5", 12 stickers • 25 sheets • Rounded Corners');
    expect(text).not.toContain("25 stickers");
  });

  it("leaves the text part as it was: images are not text", async () => {
    const plain = { ...withImages, lines: withImages.lines.map((line) => ({ ...line, thumbnailUrl: null })) };
    const withThem = await expectRendered(renderOrderConfirmationEmail(withImages));
    const without = await expectRendered(renderOrderConfirmationEmail(plain));
    expect(images(without.html)).toEqual([]);
    expect(withThem.text).toBe(without.text);
    expect(withThem.text).toContain('Die-cut 3" × 2.41" • 50 stickers — $60.00');
    expect(withThem.text).not.toContain("/stickers/");
  });

  it("keeps no order link token in a stored body: the images' addresses are scrubbed with it", async () => {
    const { html } = await expectRendered(renderOrderConfirmationEmail(withImages));
    const stored = scrubOrderLinkTokens(html);
    expect(stored).not.toContain(ORDER_PAGE_URL);
    expect(stored).toContain(`/orders/${ORDER_LINK_PLACEHOLDER}/stickers/45/image`);
  });

  it.each([
    ["printing started", renderPrintingStartedEmail],
    ["shipped", renderOrderShippedEmail],
  ])("%s: the order's thumbnail", async (_name, render) => {
    const order = { ...DIE_CUT_LINE, thumbnailUrl: buildStickerImageUrl(ORDER_PAGE_URL, 45) };
    const { html } = await expectRendered(render({ ...status, orderPageUrl: ORDER_PAGE_URL, order }));
    expect(images(html)).toEqual([expect.stringContaining(`src="${ORDER_PAGE_URL}/stickers/45/image"`)]);
  });

  it("refunded: the order's thumbnail", async () => {
    const order = { ...DIE_CUT_LINE, thumbnailUrl: buildStickerImageUrl(ORDER_PAGE_URL, 45) };
    const input = { ...status, order, refundCents: 6000, shippingRefundCents: 0 };
    const { html } = await expectRendered(renderOrderRefundedEmail(input));
    expect(images(html)).toEqual([expect.stringContaining('alt="Die-cut 3&quot; × 2.41&quot; sticker"')]);
  });

  it("proof ready: the order's thumbnail beside its line, then the proof itself", async () => {
    const order = { ...DIE_CUT_LINE, thumbnailUrl: buildStickerImageUrl(ORDER_PAGE_URL, 45) };
    const proof = { version: 1, imageUrl: `${ORDER_PAGE_URL}/proofs/7/image` };
    const { html } = await expectRendered(
      renderProofReadyEmail({ ...status, orderPageUrl: ORDER_PAGE_URL, order, proof }),
    );
    expect(images(html)).toEqual([
      expect.stringContaining("/stickers/45/image"),
      expect.stringContaining("/proofs/7/image"),
    ]);
  });
});

describe("the stock each sticker is printed on (#36)", () => {
  const clearMatte = { materialName: "Clear vinyl", finishName: "Matte laminate" };
  const proof = { version: 1, imageUrl: `${ORDER_PAGE_URL}/proofs/7/image` };

  it("order confirmation: each line names its material and finish, in the HTML and the text part", async () => {
    const input = {
      ...confirmation,
      lines: [
        { ...CIRCLE_LINE, ...clearMatte },
        { ...SQUARE_LINE, materialName: "Holographic", finishName: "Gloss laminate" },
      ],
    };
    const { html, text } = await expectRendered(renderOrderConfirmationEmail(input));
    expectSoundEmail(html);
    expect(visibleText(html)).toContain('Order #42-112126 3" circle • 100 stickers Clear vinyl · Matte laminate');
    expect(visibleText(html)).toContain("Holographic · Gloss laminate");
    expect(text).toContain("Clear vinyl · Matte laminate");
    expect(text).toContain("Holographic · Gloss laminate");
  });

  it("proof ready: the sticker whose proof it is names its stock", async () => {
    const { html, text } = await expectRendered(
      renderProofReadyEmail({ ...status, order: { ...status.order, ...clearMatte }, proof }),
    );
    expect(visibleText(html)).toContain("Rounded Corners Clear vinyl · Matte laminate");
    expect(html).toContain(
      'alt="Proof 1 of your order #42-112126: 3&quot; circle • 100 stickers • Rounded Corners, on Clear vinyl · Matte laminate"',
    );
    expect(text).toContain("Clear vinyl · Matte laminate");
  });

  it("shipped: the order line names its stock", async () => {
    const { html, text } = await expectRendered(
      renderOrderShippedEmail({ ...status, order: { ...status.order, ...clearMatte }, tracking }),
    );
    expect(visibleText(html)).toContain("Clear vinyl · Matte laminate");
    expect(text).toContain("Clear vinyl · Matte laminate");
  });

  it("an older order without material or finish names gets no stock line, and nothing breaks", async () => {
    const older = { ...status, order: { ...status.order, materialName: null, finishName: null } };
    for (const rendered of [
      renderOrderShippedEmail(older),
      renderProofReadyEmail({ ...older, proof }),
      renderOrderConfirmationEmail({
        ...confirmation,
        lines: [{ ...CIRCLE_LINE, materialName: null, finishName: null }],
      }),
    ]) {
      const { html, text } = await expectRendered(rendered);
      expect(findNestingProblem(html)).toBeNull();
      expect(html).not.toContain("data-stock");
      expect(html).not.toContain(", on ");
      expect(text).not.toContain(" · ");
    }
  });
});

it("renders each e-mail in a few milliseconds once warm (it runs inside the caller's transaction)", async () => {
  await renderOrderConfirmationEmail(confirmation);
  const started = performance.now();
  for (let index = 0; index < 20; index += 1) await renderOrderConfirmationEmail(confirmation);
  expect((performance.now() - started) / 20).toBeLessThan(50);
});

it("gives null and logs instead of throwing when a template fails", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    await expect(renderOrderConfirmationEmail({ ...confirmation, lines: null as never })).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("order confirmation"), expect.any(TypeError));
  } finally {
    error.mockRestore();
  }
});
