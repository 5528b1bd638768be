// What the e-mail tests share: a shop, a customer, two order lines and an order page address, and the
// rendering of an e-mail that must succeed.
import type { OrderEmailCustomer, OrderEmailLine, OrderEmailShop } from "../order-emails";
import type { ProofChangesRequestedEmailInput } from "../shop-notification-emails";

export const SHOP: OrderEmailShop = { companyName: "Sticker Shop", contactUrl: "https://example.com/contact" };

export const CUSTOMER: OrderEmailCustomer = {
  customerName: "Jane Doe",
  companyName: null,
  shippingAddress: "123 Main St",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
};

// 20:00 UTC on Nov 21 is noon in Las Vegas: "#42-112126".
export const CIRCLE_LINE: OrderEmailLine = {
  orderId: 42,
  createdAt: "2026-11-21T20:00:00Z",
  sizeName: '3" circle',
  quantity: 100,
  roundedCorners: false,
  priceCents: 9200,
};

export const SQUARE_LINE: OrderEmailLine = {
  orderId: 43,
  createdAt: "2026-11-21T20:00:01Z",
  sizeName: '2" square',
  quantity: 50,
  roundedCorners: true,
  priceCents: 123456,
};

/** An order page address as issued (43 base64url characters after /orders/). */
export const ORDER_PAGE_URL = "https://stickers.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

/** A customer's request for changes to proof 2 of order #42-112226, as the shop is told of it. */
export const CHANGE_REQUEST: ProofChangesRequestedEmailInput = {
  shop: { companyName: "Sticker Shop", timeZone: "America/Los_Angeles" },
  order: { orderId: 42, createdAt: "2026-11-22T20:00:00Z" },
  proofVersion: 2,
  customer: { name: "Ada Lovelace", email: "ada@example.com" },
  comment: "Make the logo bigger\nand the border thinner",
  replacementDesignName: null,
  sticker: {
    sizeName: '3" circle',
    shape: "circle",
    widthInches: 3,
    heightInches: 3,
    quantity: 100,
    roundedCorners: false,
  },
  recut: null,
  adminOrderUrl: "https://stickers.example/admin/orders/42",
};

/** The rendered e-mail (both parts come from its template); a failed render (null) fails the test. */
export async function expectRendered<Email>(email: Promise<Email | null>): Promise<Email> {
  const result = await email;
  if (!result) throw new Error("the e-mail did not render");
  return result;
}
