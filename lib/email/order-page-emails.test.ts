// The order page's line in every customer e-mail, and the e-mail that carries a link on its own.
import {
  buildOrderConfirmationEmail,
  buildOrderLinkEmail,
  buildOrderRefundedEmail,
  buildOrderShippedEmail,
  buildPrintingStartedEmail,
  formatOrderPageLine,
  makeOrderLinkEmailKey,
  type OrderEmailCustomer,
  type OrderEmailShop,
} from "./order-emails";

const shop: OrderEmailShop = { companyName: "Sticker Shop", contactUrl: "https://example.com/contact" };
const customer: OrderEmailCustomer = {
  customerName: "Jane Doe",
  companyName: null,
  shippingAddress: "123 Main St",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
};
const URL = "https://stickers.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
const LINE = `See your order, its status and receipt: ${URL}`;
const order = {
  orderId: 42,
  createdAt: new Date("2026-11-21T20:00:00Z"),
  sizeName: '3" circle',
  quantity: 100,
  roundedCorners: false,
};

describe("formatOrderPageLine", () => {
  it("is the link line and a blank line, or nothing without a URL", () => {
    expect(formatOrderPageLine(URL)).toEqual([LINE, ""]);
    expect(formatOrderPageLine(null)).toEqual([]);
    expect(formatOrderPageLine(undefined)).toEqual([]);
    expect(formatOrderPageLine("")).toEqual([]);
  });
});

describe("every customer e-mail links to the order page", () => {
  const texts = {
    confirmation: buildOrderConfirmationEmail({
      shop,
      customer,
      orderPageUrl: URL,
      lines: [{ ...order, priceCents: 9200 }],
      totals: { subtotalCents: 9200, discountCents: 0, shippingCents: 500, totalCents: 9700 },
    }).text,
    printing: buildPrintingStartedEmail({ shop, customer, order, orderPageUrl: URL }).text,
    shipped: buildOrderShippedEmail({ shop, customer, order, orderPageUrl: URL }).text,
    refunded: buildOrderRefundedEmail({
      shop,
      customer,
      order,
      orderPageUrl: URL,
      refundCents: 9700,
      shippingRefundCents: 500,
    }).text,
  };

  it.each(Object.entries(texts))("%s: the line comes just before the signature", (_name, text) => {
    expect(text).toContain(`\n\n${LINE}\n\nQuestions? Contact us at https://example.com/contact\n`);
  });

  it("without a URL the texts have no such line", () => {
    expect(buildPrintingStartedEmail({ shop, customer, order }).text).not.toContain("See your order");
  });
});

describe("buildOrderLinkEmail", () => {
  const orders = [
    { orderId: 42, createdAt: "2026-11-21T20:00:00Z" },
    { orderId: 43, createdAt: "2026-11-21T20:00:01Z" },
  ];

  it("'Your order link has changed' names the orders and carries the new link", () => {
    const email = buildOrderLinkEmail({ shop, customer, orders, orderPageUrl: URL, reason: "changed" });
    expect(email.subject).toBe("Sticker Shop: your order link has changed");
    expect(email.text).toContain(
      "Your order link has changed. The links in our earlier e-mails about your orders #42-112126 and #43-112126 no longer work.",
    );
    expect(email.text).toContain(LINE);
    expect(email.text).not.toContain("did not ask");
  });

  it("the answer to Find my order", () => {
    const email = buildOrderLinkEmail({
      shop,
      customer,
      orders: orders.slice(0, 1),
      orderPageUrl: URL,
      reason: "requested",
    });
    expect(email.subject).toBe("Sticker Shop: the link to your order #42-112126");
    expect(email.text).toContain("You asked for the link to your order #42-112126. Here it is:");
    expect(email.text).toContain(LINE);
    expect(email.text).toContain("If you did not ask for it, you can ignore this e-mail.");
  });

  it("needs an order; keys are one per link", () => {
    expect(() => buildOrderLinkEmail({ shop, customer, orders: [], orderPageUrl: URL, reason: "changed" })).toThrow(
      RangeError,
    );
    expect(makeOrderLinkEmailKey("changed", 7)).toBe("order-link-changed:7");
    expect(makeOrderLinkEmailKey("requested", 7)).toBe("order-link-requested:7");
  });
});
