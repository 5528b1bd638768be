/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { routeFetch } from "@/tests/helpers/admin-ui";
import { CART_SESSION_STORAGE_KEY } from "@/lib/client/cart-session-id";
import { placedCheckoutKey, readPlacedCheckout } from "@/lib/client/placed-checkout";
import { PaymentSuccessView } from "./payment-success-view";
import { CheckoutView } from "./checkout-view";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const SESSION_ID = "session_1763830000000_abcdef12-3456";
const TOKEN_PATH = `/orders/${"A".repeat(43)}`;

const CHECKOUT = {
  orderId: 43,
  status: "paid",
  paymentStatus: "paid",
  paymentFailureMessage: null,
  customerEmail: "grace@example.com",
  orders: [
    {
      id: 43,
      orderNumber: "#43-112526",
      designName: "logo.png",
      thumbnailUrl: "/uploads/0b7b0c4e-1111-4222-8333-944445555666.png?exp=1&sig=a",
      type: "Circle",
      sizeName: '3" circle',
      shape: "circle",
      widthInches: 3,
      heightInches: 3,
      cutLine: null,
      artwork: null,
      roundedCorners: false,
      corners: null,
      quantity: 100,
      quantityLabel: "100 stickers",
      sheetStickers: null,
      lineTotal: "92.00",
    },
    {
      id: 44,
      orderNumber: "#44-112526",
      designName: "badge.png",
      thumbnailUrl: null,
      type: "Square",
      sizeName: '2"',
      shape: "square",
      widthInches: 2,
      heightInches: 2,
      cutLine: null,
      artwork: null,
      roundedCorners: true,
      corners: "Rounded",
      quantity: 50,
      quantityLabel: "50 stickers",
      sheetStickers: null,
      lineTotal: "52.50",
    },
  ],
  amounts: { subtotal: "144.50", discount: "14.45", discountCode: "TEN", shipping: "5.00", total: "135.05" },
};

function serve() {
  return routeFetch([
    { method: "GET", path: "/api/orders/43/checkout", reply: () => ({ status: 200, body: CHECKOUT }) },
    { method: "POST", path: "/api/orders/43/order-link", reply: () => ({ status: 201, body: { path: TOKEN_PATH } }) },
    { method: "GET", path: `/api/cart/${SESSION_ID}`, reply: () => ({ status: 200, body: [] }) },
  ]);
}

beforeEach(() => {
  window.localStorage.setItem(CART_SESSION_STORAGE_KEY, SESSION_ID);
  window.sessionStorage.clear();
});

describe("the success page of a checkout of two stickers", () => {
  it("shows every order number, the items, the total, the e-mail address and the order page link", async () => {
    const { calls } = serve();
    render(<PaymentSuccessView orderId={43} companySiteUrl="https://example.com" />);
    expect(await screen.findByRole("heading", { name: "Payment Successful!" })).toBeInTheDocument();
    expect(screen.getByText("Your sticker order has been placed successfully.")).toBeInTheDocument();
    expect(screen.getAllByTestId("order-number").map((element) => element.textContent)).toEqual([
      "#43-112526",
      "#44-112526",
    ]);
    expect(screen.getByText("logo.png")).toBeInTheDocument();
    expect(screen.getByText(/Square · 2" · Rounded corners · 50 stickers/)).toBeInTheDocument();
    expect(screen.getByText("$52.50")).toBeInTheDocument();
    expect(screen.getByText("Discount (TEN)")).toBeInTheDocument();
    expect(screen.getByTestId("success-total")).toHaveTextContent("$135.05");
    expect(screen.getByText(/We e-mailed your confirmation to/)).toHaveTextContent(
      "We e-mailed your confirmation to grace@example.com.",
    );
    expect(screen.getByText("What's Next?")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /See your order, its status and receipt/ })).toHaveAttribute(
      "href",
      TOKEN_PATH,
    );
    // Only the placing session asks, with its header; the link is kept for Back and reloads.
    const linkCall = calls.find((call) => call.url === "/api/orders/43/order-link");
    expect(linkCall?.headers).toMatchObject({ "X-Session-Id": SESSION_ID });
    expect(readPlacedCheckout(SESSION_ID)).toEqual({
      orderId: 43,
      orderNumbers: ["#43-112526", "#44-112526"],
      orderPageUrl: TOKEN_PATH,
    });
  });

  it("asks for no second link when the tab already has one (a reload, Back and Forward)", async () => {
    const { calls } = serve();
    window.sessionStorage.setItem(
      placedCheckoutKey(SESSION_ID),
      JSON.stringify({ orderId: 43, orderNumbers: [], orderPageUrl: TOKEN_PATH }),
    );
    render(<PaymentSuccessView orderId={43} companySiteUrl="https://example.com" />);
    expect(await screen.findByRole("link", { name: /See your order/ })).toHaveAttribute("href", TOKEN_PATH);
    expect(calls.some((call) => call.url === "/api/orders/43/order-link")).toBe(false);
  });
});

describe("the success page of a die-cut sticker", () => {
  it("shows the design inside its frozen cut line, with its size", async () => {
    const dieCut = {
      ...CHECKOUT.orders[0],
      designName: "dolphin.png",
      type: "Die-cut",
      sizeName: 'Die-cut 3" × 1.51"',
      shape: "die-cut",
      widthInches: 3,
      heightInches: 1.51,
      cutLine: "M1 0L3 0.7L1 1.51L0 0.7Z",
      artwork: { x: -0.17, y: -0.82, width: 3.08, height: 4.36 },
    };
    routeFetch([
      {
        method: "GET",
        path: "/api/orders/43/checkout",
        reply: () => ({ status: 200, body: { ...CHECKOUT, orders: [dieCut] } }),
      },
      { method: "POST", path: "/api/orders/43/order-link", reply: () => ({ status: 201, body: { path: TOKEN_PATH } }) },
    ]);
    render(<PaymentSuccessView orderId={43} companySiteUrl="https://example.com" />);
    const thumbnail = await screen.findByRole("img", { name: 'dolphin.png on a Die-cut 3" × 1.51" sticker' });
    expect(thumbnail).toHaveAttribute("viewBox", "0 0 3 1.51");
    expect(thumbnail.querySelector("[data-testid=cut-line]")).toHaveAttribute("d", dieCut.cutLine);
    expect(thumbnail.querySelector("image")).toHaveAttribute("href", CHECKOUT.orders[0]?.thumbnailUrl);
    expect(thumbnail.querySelector("image")).toHaveAttribute("y", "-0.82");
    expect(screen.getByText('Die-cut 3" × 1.51" · 100 stickers')).toBeInTheDocument();
  });
});

describe("/checkout after paying (Back from the success page)", () => {
  const view = () => (
    <CheckoutView
      stripePublishableKey={null}
      shippingOffers={[{ id: "standard", amountCents: 500, businessDays: "3-5" }]}
      loading={<p>loading</p>}
      empty={<p>No Order Found</p>}
    />
  );

  it("says the order is placed, with the same links, instead of 'No Order Found'", async () => {
    serve();
    window.sessionStorage.setItem(
      placedCheckoutKey(SESSION_ID),
      JSON.stringify({ orderId: 43, orderNumbers: ["#43-112526", "#44-112526"], orderPageUrl: TOKEN_PATH }),
    );
    render(view());
    expect(await screen.findByText("Your order is placed")).toBeInTheDocument();
    expect(screen.getByTestId("placed-notice")).toHaveTextContent(
      "Orders #43-112526 and #44-112526 have been placed, so your cart is empty now.",
    );
    expect(screen.getByRole("link", { name: "View your order confirmation" })).toHaveAttribute(
      "href",
      "/payment-success?orderId=43",
    );
    expect(screen.getByRole("link", { name: "See your order, its status and receipt" })).toHaveAttribute(
      "href",
      TOKEN_PATH,
    );
    expect(screen.queryByText("No Order Found")).toBeNull();
  });

  it("still says 'No Order Found' for an empty cart this tab never paid, and ignores a forged link", async () => {
    serve();
    render(view());
    expect(await screen.findByText("No Order Found")).toBeInTheDocument();
    window.sessionStorage.setItem(
      placedCheckoutKey(SESSION_ID),
      JSON.stringify({ orderId: 43, orderNumbers: [], orderPageUrl: "https://evil.example/orders/x" }),
    );
    expect(readPlacedCheckout(SESSION_ID)?.orderPageUrl).toBeNull();
  });
});
