// The order page's line in every customer e-mail, and the e-mail that carries a link on its own.
import { makeOrderLinkEmailKey } from "./order-emails";
import {
  renderOrderConfirmationEmail,
  renderOrderLinkEmail,
  renderOrderRefundedEmail,
  renderOrderShippedEmail,
  renderPrintingStartedEmail,
  type RenderedEmail,
} from "./templates/render-emails";
import { CUSTOMER, expectRendered, ORDER_PAGE_URL, SHOP } from "./__fixtures__/order-email-fixtures";

async function renderText(email: Promise<RenderedEmail | null>): Promise<string> {
  return (await expectRendered(email)).text;
}

const shop = SHOP;
const customer = CUSTOMER;
const URL = ORDER_PAGE_URL;
const LINE = `See your order, its status and receipt: ${URL}`;
const order = {
  orderId: 42,
  createdAt: new Date("2026-11-21T20:00:00Z"),
  sizeName: '3" circle',
  quantity: 100,
  roundedCorners: false,
};

describe("every customer e-mail links to the order page", () => {
  const texts = {
    confirmation: () =>
      renderText(
        renderOrderConfirmationEmail({
          shop,
          customer,
          orderPageUrl: URL,
          lines: [{ ...order, priceCents: 9200 }],
          totals: { subtotalCents: 9200, discountCents: 0, shippingCents: 500, totalCents: 9700 },
        }),
      ),
    printing: () => renderText(renderPrintingStartedEmail({ shop, customer, order, orderPageUrl: URL })),
    shipped: () => renderText(renderOrderShippedEmail({ shop, customer, order, orderPageUrl: URL })),
    refunded: () =>
      renderText(
        renderOrderRefundedEmail({
          shop,
          customer,
          order,
          orderPageUrl: URL,
          refundCents: 9700,
          shippingRefundCents: 500,
        }),
      ),
  };

  it.each(Object.entries(texts))("%s: the line comes just before the signature", async (_name, renderEmail) => {
    // The signature stands below a rule (the HTML's <hr>).
    expect(await renderEmail()).toContain(
      `\n\n${LINE}\n\n${"-".repeat(40)}\n\nQuestions? Contact us at https://example.com/contact\n`,
    );
  });

  it("without a URL the texts have no such line", async () => {
    expect(await renderText(renderPrintingStartedEmail({ shop, customer, order }))).not.toContain("See your order");
  });
});

describe("renderOrderLinkEmail", () => {
  const orders = [
    { orderId: 42, createdAt: "2026-11-21T20:00:00Z" },
    { orderId: 43, createdAt: "2026-11-21T20:00:01Z" },
  ];

  it("'Your order link has changed' names the orders and carries the new link", async () => {
    const email = (await renderOrderLinkEmail({
      shop,
      customer,
      orders,
      orderPageUrl: URL,
      reason: "changed",
    })) as RenderedEmail;
    expect(email.subject).toBe("Sticker Shop: your order link has changed");
    expect(email.text).toContain(
      "Your order link has changed. The links in our earlier e-mails about your orders #42-112126 and #43-112126 no longer work.",
    );
    expect(email.text).toContain(LINE);
    expect(email.text).not.toContain("did not ask");
  });

  it("the answer to Find my order", async () => {
    const email = (await renderOrderLinkEmail({
      shop,
      customer,
      orders: orders.slice(0, 1),
      orderPageUrl: URL,
      reason: "requested",
    })) as RenderedEmail;
    expect(email.subject).toBe("Sticker Shop: the link to your order #42-112126");
    expect(email.text).toContain("You asked for the link to your order #42-112126. Here it is:");
    expect(email.text).toContain(LINE);
    expect(email.text).toContain("If you did not ask for it, you can ignore this e-mail.");
  });

  it("needs an order (none: no e-mail, the error logged); keys are one per link", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(
        renderOrderLinkEmail({ shop, customer, orders: [], orderPageUrl: URL, reason: "changed" }),
      ).resolves.toBeNull();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("order link"), expect.any(RangeError));
    } finally {
      logged.mockRestore();
    }
    expect(makeOrderLinkEmailKey("changed", 7)).toBe("order-link-changed:7");
    expect(makeOrderLinkEmailKey("requested", 7)).toBe("order-link-requested:7");
  });
});
