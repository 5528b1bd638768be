import {
  buildStickerImageUrl,
  describeOrderLine,
  toOrderEmailOrder,
  makeOrderConfirmationKey,
  makeOrderRefundedEmailKey,
  makeOrderStatusEmailKey,
  type OrderConfirmationInput,
  type OrderEmailLine,
} from "./order-emails";
import {
  renderOrderConfirmationEmail,
  renderOrderRefundedEmail,
  renderOrderShippedEmail,
  renderPrintingStartedEmail,
} from "./templates/render-emails";
import { CIRCLE_LINE, CUSTOMER, expectRendered, SHOP, SQUARE_LINE } from "./__fixtures__/order-email-fixtures";

const shop = SHOP;
const customer = CUSTOMER;
// The first line's date as a Date, as Prisma reads it.
const circleLine: OrderEmailLine = { ...CIRCLE_LINE, createdAt: new Date("2026-11-21T20:00:00Z") };
const squareLine = SQUARE_LINE;

function confirmation(overrides: Partial<OrderConfirmationInput> = {}): OrderConfirmationInput {
  return {
    shop,
    customer,
    lines: [circleLine],
    totals: {
      subtotalCents: 9200,
      discountCents: 0,
      shippingCents: 500,
      totalCents: 9700,
      shippingMethodName: "Standard Shipping",
    },
    ...overrides,
  };
}

describe("toOrderEmailOrder", () => {
  const row = {
    id: 45,
    createdAt: new Date("2026-11-21T20:00:00Z"),
    sizeName: 'Die-cut 3" × 2.41"',
    sheetSizeId: null,
    quantity: 50,
    roundedCorners: false,
    shape: "die-cut",
    materialName: "Clear vinyl",
    finishName: "Matte laminate",
  };

  it("gives the line its thumbnail under the order page's link", () => {
    const url = "https://stickers.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    expect(toOrderEmailOrder(row, url)).toEqual({
      orderId: 45,
      createdAt: row.createdAt,
      sizeName: 'Die-cut 3" × 2.41"',
      quantity: 50,
      roundedCorners: false,
      shape: "die-cut",
      sheet: false,
      materialName: "Clear vinyl",
      finishName: "Matte laminate",
      thumbnailUrl: `${url}/stickers/45/image`,
    });
    expect(buildStickerImageUrl(url, 45)).toBe(`${url}/stickers/45/image`);
  });

  it("marks a sticker sheet's line (#39), whose quantity counts sheets", () => {
    const sheet = { ...row, shape: "square", sizeName: 'Sticker sheet 4" × 6", 3 stickers', sheetSizeId: 1 };
    expect(toOrderEmailOrder(sheet)).toMatchObject({ sheet: true });
    expect(describeOrderLine(toOrderEmailOrder(sheet))).toBe('Sticker sheet 4" × 6", 3 stickers • 50 sheets');
  });

  it("has no thumbnail without an order page link (nothing else may open it)", () => {
    expect(toOrderEmailOrder(row).thumbnailUrl).toBeNull();
    expect(toOrderEmailOrder(row, null).thumbnailUrl).toBeNull();
  });
});

describe("describeOrderLine", () => {
  it.each([
    [{ sizeName: '3" circle', quantity: 100, roundedCorners: false }, '3" circle • 100 stickers'],
    [{ sizeName: '2" square', quantity: 50, roundedCorners: true }, '2" square • 50 stickers • Rounded Corners'],
    [{ sizeName: "2x4", quantity: 1, roundedCorners: false }, "2x4 • 1 sticker"],
    // #39: a sheet's quantity is its sheets; its name counts its stickers.
    [
      { sizeName: 'Sticker sheet 5.5" × 8.5", 12 stickers', quantity: 25, roundedCorners: true, sheet: true },
      'Sticker sheet 5.5" × 8.5", 12 stickers • 25 sheets • Rounded Corners',
    ],
    [
      { sizeName: 'Sticker sheet 4" × 6", 1 sticker', quantity: 1, roundedCorners: false, sheet: true },
      'Sticker sheet 4" × 6", 1 sticker • 1 sheet',
    ],
  ])("%p -> %p", (line, expected) => {
    expect(describeOrderLine(line)).toBe(expected);
  });
});

describe("dedupe keys", () => {
  it.each([
    [makeOrderConfirmationKey("pay_123"), "order-confirmation:pay_123"],
    [makeOrderStatusEmailKey(42, "processing"), "order-processing:42"],
    [makeOrderStatusEmailKey(42, "shipped"), "order-shipped:42"],
  ])("%p", (key, expected) => {
    expect(key).toBe(expected);
  });
});

describe("renderOrderConfirmationEmail", () => {
  it.each<[string, OrderConfirmationInput, { subject: string; contains: string[]; lacks: string[] }]>([
    [
      "one line, paid shipping, no discount",
      confirmation(),
      {
        subject: "Sticker Shop: your order #42-112126 is confirmed",
        contains: [
          "Hi Jane Doe,",
          "Thank you for your order! Your sticker order has been placed successfully.",
          'Order #42-112126\n3" circle • 100 stickers — $92.00',
          "Subtotal: $92.00",
          "Shipping (Standard Shipping): $5.00",
          "Total: $97.00",
          "Shipping to:\nJane Doe\n123 Main St\nReno, NV 89501\nUnited States",
        ],
        lacks: ["Discount", "Rounded Corners"],
      },
    ],
    [
      "two lines, coupon discount, free shipping, company",
      confirmation({
        customer: { ...customer, companyName: "Acme Inc", shippingCity: "Las Vegas" },
        lines: [circleLine, squareLine],
        totals: {
          subtotalCents: 132656,
          discountCents: 13266,
          shippingCents: 0,
          totalCents: 119390,
          couponCode: "SAVE10",
        },
      }),
      {
        subject: "Sticker Shop: your orders #42-112126 and #43-112126 are confirmed",
        contains: [
          "Your sticker orders have been placed successfully.",
          'Order #42-112126\n3" circle • 100 stickers — $92.00',
          'Order #43-112126\n2" square • 50 stickers • Rounded Corners — $1,234.56',
          "Subtotal: $1,326.56",
          "Discount (SAVE10): -$132.66",
          "Shipping: Free",
          "Total: $1,193.90",
          "Jane Doe\nAcme Inc\n123 Main St\nLas Vegas, NV 89501",
        ],
        lacks: ["$0.00"],
      },
    ],
    [
      "referral discount without a code, three orders, no contact page",
      confirmation({
        shop: { companyName: "Vegas Stickers" },
        lines: [circleLine, squareLine, { ...circleLine, orderId: 44 }],
        totals: { subtotalCents: 141856, discountCents: 500, shippingCents: 1000, totalCents: 142356 },
      }),
      {
        subject: "Vegas Stickers: your orders #42-112126, #43-112126 and #44-112126 are confirmed",
        contains: ["Discount: -$5.00", "Shipping: $10.00", "Thank you for choosing Vegas Stickers!"],
        lacks: ["Questions?"],
      },
    ],
  ])("%s", async (_name, input, expected) => {
    const email = await expectRendered(renderOrderConfirmationEmail(input));
    expect(email.subject).toBe(expected.subject);
    for (const text of expected.contains) expect(email.text).toContain(text);
    for (const text of expected.lacks) expect(email.text).not.toContain(text);
  });

  it("repeats the 'What's Next?' promise of the success page", async () => {
    const { text } = await expectRendered(renderOrderConfirmationEmail(confirmation()));
    expect(text).toContain(
      [
        "What's Next?",
        "- Processing: your order will be ready for printing within 1-2 business days.",
        "- We'll send you an e-mail confirmation when printing begins.",
        "- Shipping: your stickers ship within 3-5 business days.",
      ].join("\n"),
    );
    expect(text).toContain("Questions? Contact us at https://example.com/contact");
  });

  it("dates order numbers in the shop's time zone", async () => {
    // 05:30 UTC on Nov 22 is still Nov 21 in Las Vegas, already Nov 22 in New York.
    const late = { ...circleLine, createdAt: "2026-11-22T05:30:00Z" };
    expect((await expectRendered(renderOrderConfirmationEmail(confirmation({ lines: [late] })))).subject).toContain(
      "#42-112126",
    );
    const newYork = confirmation({ lines: [late], shop: { ...shop, timeZone: "America/New_York" } });
    expect((await expectRendered(renderOrderConfirmationEmail(newYork))).subject).toContain("#42-112226");
  });

  it.each([
    ["no lines", confirmation({ lines: [] }), RangeError],
    [
      "fractional cents",
      confirmation({ totals: { subtotalCents: 9200.5, discountCents: 0, shippingCents: 0, totalCents: 9200 } }),
      RangeError,
    ],
    ["an invalid order date", confirmation({ lines: [{ ...circleLine, createdAt: "not a date" }] }), RangeError],
  ])("refuses %s: no e-mail, and the error logged", async (_name, input, error) => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(renderOrderConfirmationEmail(input)).resolves.toBeNull();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("order confirmation"), expect.any(error));
    } finally {
      logged.mockRestore();
    }
  });
});

describe("order status e-mails", () => {
  const order = {
    orderId: 43,
    createdAt: squareLine.createdAt,
    sizeName: '2" square',
    quantity: 50,
    roundedCorners: true,
  };

  it.each([
    [
      "printing has begun",
      renderPrintingStartedEmail,
      "Sticker Shop: printing has begun for order #43-112126",
      [
        "Hi Jane Doe,",
        "printing has begun for your order #43-112126",
        '2" square • 50 stickers • Rounded Corners',
        "ship within 3-5 business days",
      ],
    ],
    [
      "shipped",
      renderOrderShippedEmail,
      "Sticker Shop: your order #43-112126 has shipped",
      [
        "Your order #43-112126 has shipped.",
        '2" square • 50 stickers • Rounded Corners',
        "It is on its way to:\nJane Doe\n123 Main St\nReno, NV 89501",
      ],
    ],
  ] as const)("%s", async (_name, render, subject, contains) => {
    const email = await expectRendered(render({ shop, customer, order }));
    expect(email.subject).toBe(subject);
    expect(email.subject).not.toMatch(/[\r\n]/);
    for (const text of contains) expect(email.text).toContain(text);
  });

  it("names the carrier, the tracking number and the carrier's tracking link of a shipped order", async () => {
    const tracking = { carrierName: "UPS", carrier: "ups", trackingNumber: "1Z 999-AA1" };
    const { text } = await expectRendered(renderOrderShippedEmail({ shop, customer, order, tracking }));
    expect(text).toContain(
      "Carrier: UPS\nTracking number: 1Z 999-AA1\nTrack your package: https://www.ups.com/track?tracknum=1Z999-AA1\n\nIt is on its way to:",
    );
    const { text: other } = await expectRendered(
      renderOrderShippedEmail({
        shop,
        customer,
        order,
        tracking: { carrierName: "Other", carrier: "other", trackingNumber: "X1" },
      }),
    );
    expect(other).toContain("Carrier: Other\nTracking number: X1\n\nIt is on its way");
    expect(other).not.toContain("Track your package");
    const { text: none } = await expectRendered(
      renderOrderShippedEmail({
        shop,
        customer,
        order,
        tracking: { carrierName: null, carrier: null, trackingNumber: null },
      }),
    );
    expect(none).toBe((await expectRendered(renderOrderShippedEmail({ shop, customer, order }))).text);
    expect(none).not.toMatch(/Carrier|Tracking/);
  });

  it("greets without a name when none is known", async () => {
    const { text } = await expectRendered(
      renderOrderShippedEmail({ shop, customer: { ...customer, customerName: "  " }, order }),
    );
    // The shop's name heads every customer e-mail; the greeting follows.
    expect(text).toMatch(/^Sticker Shop\n\nHello,\n/);
  });
});

describe("renderOrderRefundedEmail", () => {
  const order = {
    orderId: 42,
    createdAt: circleLine.createdAt,
    sizeName: '3" circle',
    quantity: 100,
    roundedCorners: false,
  };

  it.each([
    [
      "goods only",
      { refundCents: 9200, shippingRefundCents: 0 },
      "Sticker Shop: your order #42-112126 has been refunded",
      [
        "Hi Jane Doe,",
        "Your order #42-112126 has been cancelled and refunded.",
        '3" circle • 100 stickers',
        "Refunded: $92.00\n",
        "back to the card you paid with",
      ],
      ["shipping", "Nothing was charged"],
    ],
    [
      "with the checkout's shipping",
      { refundCents: 123456, shippingRefundCents: 500 },
      "Sticker Shop: your order #42-112126 has been refunded",
      ["Refunded: $1,234.56 (including $5.00 shipping)"],
      ["Nothing was charged"],
    ],
    [
      "a free order",
      { refundCents: 0, shippingRefundCents: 0 },
      "Sticker Shop: your order #42-112126 has been cancelled",
      [
        "Your order #42-112126 has been cancelled.",
        "Nothing was charged for this order, so there is nothing to refund.",
      ],
      ["Refunded:", "refunded."],
    ],
  ] as const)("%s", async (_label, amounts, subject, contains, lacks) => {
    const email = await expectRendered(renderOrderRefundedEmail({ shop, customer, order, ...amounts }));
    expect(email.subject).toBe(subject);
    for (const text of contains) expect(email.text).toContain(text);
    for (const text of lacks) expect(email.text).not.toContain(text);
    expect(email.text).toContain("Questions? Contact us at https://example.com/contact");
  });

  it("has one e-mail per order", () => {
    expect(makeOrderRefundedEmailKey(42)).toBe("order-refunded:42");
  });
});
