/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { routeFetch } from "@/tests/helpers/admin-ui";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { checkoutDraftKey } from "@/lib/client/checkout-draft";
import { CART_SESSION_STORAGE_KEY } from "@/lib/client/cart-session-id";
import CheckoutForm from "./checkout-form";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const SESSION_ID = "session_1763830000000_abcdef12-3456";
const PAYMENT_ID = "6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5";
const ITEM: CartItemDto = {
  id: 1,
  designId: 7,
  designName: "logo.png",
  designFilename: "0b7b0c4e-1111-4222-8333-944445555666.png",
  thumbnailUrl: "/uploads/0b7b0c4e-1111-4222-8333-944445555666.png?exp=1&sig=x",
  sizeId: 2,
  sizeName: '3" circle',
  shape: "circle",
  widthInches: 3,
  heightInches: 3,
  cutLine: null,
  sheetSizeId: null,
  sheetStickers: null,
  artwork: null,
  materialId: "white-vinyl",
  materialName: "White vinyl",
  finishId: "gloss",
  finishName: "Gloss laminate",
  quantity: 100,
  unitPrice: "0.92",
  totalPrice: "92.00",
  roundedCorners: false,
  scale: 100,
  xPosition: 0,
  yPosition: 0,
};

function totalFor(body: unknown) {
  return (body as { shippingMethod?: string }).shippingMethod === "priority" ? "102.00" : "97.00";
}

function quoteFor(body: unknown) {
  const priority = (body as { shippingMethod?: string }).shippingMethod === "priority";
  return {
    clientSecret: "pi_test_1_secret_2",
    isPaidInFull: false,
    paymentId: PAYMENT_ID,
    subtotal: "92.00",
    discount: "0.00",
    shipping: priority ? "10.00" : "5.00",
    total: totalFor(body),
    shippingOption: {
      id: priority ? "priority" : "standard",
      name: priority ? "Priority" : "Standard",
      cost: priority ? "10.00" : "5.00",
      message: "",
      isFree: false,
      freeReason: null,
    },
    appliedCode: null,
    affiliateName: null,
  };
}

function serve() {
  let charges = 0;
  return routeFetch([
    { method: "POST", path: "/api/create-payment-intent", reply: (body) => ({ status: 200, body: quoteFor(body) }) },
    {
      method: "POST",
      path: "/api/orders",
      reply: (body) => ({
        status: 201,
        body: {
          orderIds: [11],
          paymentId: PAYMENT_ID,
          isPaidInFull: false,
          clientSecret: "pi_test_1_secret_2",
          total: totalFor(body),
        },
      }),
    },
    {
      method: "POST",
      path: "/api/test-payments/confirm",
      reply: () =>
        charges++ === 0
          ? { status: 402, body: { message: "Your card was declined." } }
          : { status: 200, body: { status: "succeeded" } },
    },
  ]);
}

/** The spec's shipping methods, as an unconfigured shop's catalogue offers them. */
const SPEC_SHIPPING_OFFERS = [
  { id: "standard" as const, amountCents: 500, businessDays: "3-5" },
  { id: "priority" as const, amountCents: 1000, businessDays: "2-3" },
];

function renderForm() {
  return render(
    <>
      <CheckoutForm items={[ITEM]} stripePublishableKey={null} shippingOffers={SPEC_SHIPPING_OFFERS} />
      <Toaster />
    </>,
  );
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name"), "Grace Hopper");
  await user.type(screen.getByLabelText("Email"), "grace@example.com");
  await user.type(screen.getByLabelText("Phone"), "702-555-0100");
  await user.type(screen.getByLabelText("Street Address"), "1 Wrong St");
  await user.type(screen.getByLabelText("City"), "Reno");
  await user.type(screen.getByLabelText("State"), "NV");
  await user.type(screen.getByLabelText("ZIP Code"), "89501");
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.clear(screen.getByLabelText("Card number"));
  await user.type(screen.getByLabelText("Card number"), number);
  await user.clear(screen.getByLabelText("Expiration date"));
  await user.type(screen.getByLabelText("Expiration date"), "1240");
  await user.clear(screen.getByLabelText("Security code"));
  await user.type(screen.getByLabelText("Security code"), "123");
}

beforeEach(() => {
  push.mockReset();
  window.localStorage.setItem(CART_SESSION_STORAGE_KEY, SESSION_ID);
  window.sessionStorage.clear();
});

describe("the checkout form after a declined card", () => {
  it("opens again for changes, pays the updated amount with the changed details, and keeps no card data", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Pay $97.00" });
    await fillDetails(user);
    await fillCard(user, "4000000000000002");
    await user.click(screen.getByRole("button", { name: "Pay $97.00" }));
    expect(await screen.findByText("Your card was declined.")).toBeInTheDocument();

    // Editable again: the address is fixed and priority shipping chosen; the amount follows.
    const address = screen.getByLabelText("Street Address");
    await waitFor(() => expect(address).toBeEnabled());
    expect(screen.getByRole("radio", { name: /Priority/ })).toBeEnabled();
    expect(screen.getByLabelText("Coupon or referral code")).toBeEnabled();
    await user.clear(address);
    await user.type(address, "221B Baker St");
    await user.click(screen.getByRole("radio", { name: /Priority/ }));
    await screen.findByRole("button", { name: "Pay $102.00" }, { timeout: 3000 });

    // The draft kept for a reload holds the details, never the card.
    const draft = window.sessionStorage.getItem(checkoutDraftKey(SESSION_ID)) ?? "";
    expect(JSON.parse(draft)).toMatchObject({
      values: { shippingAddress: "221B Baker St", customerEmail: "grace@example.com" },
      shippingMethod: "priority",
    });
    expect(draft).not.toMatch(/4000|0002|cvc|card/i);

    await fillCard(user, "4242424242424242");
    await user.click(screen.getByRole("button", { name: "Pay $102.00" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/payment-success?orderId=11"));
    const placements = calls.filter((call) => call.url === "/api/orders").map((call) => call.body);
    expect(placements).toHaveLength(2);
    expect(placements[1]).toMatchObject({
      shippingAddress: "221B Baker St",
      shippingMethod: "priority",
      paymentId: PAYMENT_ID,
    });
    expect(window.sessionStorage.getItem(checkoutDraftKey(SESSION_ID))).toBeNull();
  });

  it("restores the typed details and shipping method after a reload", async () => {
    serve();
    const user = userEvent.setup();
    const first = renderForm();
    await screen.findByRole("button", { name: "Pay $97.00" });
    await fillDetails(user);
    await user.click(screen.getByRole("radio", { name: /Priority/ }));
    first.unmount();

    renderForm();
    expect(screen.getByLabelText("Street Address")).toHaveValue("1 Wrong St");
    expect(screen.getByLabelText("Email")).toHaveValue("grace@example.com");
    expect(screen.getByRole("radio", { name: /Priority/ })).toBeChecked();
    await screen.findByRole("button", { name: "Pay $102.00" });
  });

  it("charges nothing when the server's total differs from the one shown", async () => {
    const { calls } = routeFetch([
      { method: "POST", path: "/api/create-payment-intent", reply: (body) => ({ status: 200, body: quoteFor(body) }) },
      {
        method: "POST",
        path: "/api/orders",
        reply: () => ({
          status: 201,
          body: {
            orderIds: [11],
            paymentId: PAYMENT_ID,
            isPaidInFull: false,
            clientSecret: "pi_x_secret_y",
            total: "99.00",
          },
        }),
      },
    ]);
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Pay $97.00" });
    await fillDetails(user);
    await fillCard(user, "4242424242424242");
    await user.click(screen.getByRole("button", { name: "Pay $97.00" }));
    expect(await screen.findByText("Your total is now $99.00. Please check it and pay again.")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/test-payments/confirm")).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });
});

describe("the checkout form's validation", () => {
  it("marks the fields a submit finds wrong, and clears a message as the field is fixed", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Pay $97.00" });
    await user.type(screen.getByLabelText("Email"), "grace@");
    await fillCard(user, "4242424242424242");
    await user.click(screen.getByRole("button", { name: "Pay $97.00" }));

    expect(
      await screen.findByText("Please fill in all required customer information and shipping address fields"),
    ).toBeInTheDocument();
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText("Full Name")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Company (optional)")).not.toHaveAttribute("aria-invalid");

    await user.type(email, "example.com");
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
    expect(screen.getByLabelText("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.url === "/api/orders")).toBe(false);
  });
});

describe("the checkout form's toasts", () => {
  it("says 'Invalid Email' for a filled form whose e-mail has no dot after the @, and orders nothing", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Pay $97.00" });
    await fillDetails(user);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "grace@example");
    await fillCard(user, "4242424242424242");
    await user.click(screen.getByRole("button", { name: "Pay $97.00" }));
    expect(await screen.findByText("Invalid Email")).toBeInTheDocument();
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/orders")).toBe(false);
  });
});

describe("the card after a failed payment", () => {
  it("keeps the card number, expiry and CVC after a decline, with the reason beside the form until the next try", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Pay $97.00" });
    await fillDetails(user);
    await fillCard(user, "4000000000000002");
    await user.click(screen.getByRole("button", { name: "Pay $97.00" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card was declined.");
    await waitFor(() => expect(screen.getByLabelText("Card number")).toBeEnabled());
    expect(screen.getByLabelText("Card number")).toHaveValue("4000 0000 0000 0002");
    expect(screen.getByLabelText("Expiration date")).toHaveValue("12 / 40");
    expect(screen.getByLabelText("Security code")).toHaveValue("123");

    // The next try (the good card) takes the reason away and pays.
    await fillCard(user, "4242424242424242");
    expect(screen.getByRole("alert")).toHaveTextContent("Your card was declined.");
    await user.click(screen.getByRole("button", { name: "Pay $97.00" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/payment-success?orderId=11"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/test-payments/confirm")).toHaveLength(2);
  });

  it.each([
    ["an incomplete expiry", { expiry: "12" }, "Expiration date", "Your card's expiration date is incomplete."],
    ["a past expiry", { expiry: "0120" }, "Expiration date", "Your card's expiration date is in the past."],
    ["a mistyped number", { number: "4242424242424241" }, "Card number", "Your card number is invalid."],
    ["a short number", { number: "424242424242" }, "Card number", "Your card number is incomplete."],
  ])("catches %s in the browser before anything is sent", async (_label, typed, field, message) => {
    const card: { number?: string; expiry?: string } = typed;
    const { calls } = serve();
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Pay $97.00" });
    await fillDetails(user);
    await fillCard(user, card.number ?? "4242424242424242");
    if (card.expiry !== undefined) {
      await user.clear(screen.getByLabelText("Expiration date"));
      await user.type(screen.getByLabelText("Expiration date"), card.expiry);
    }
    await user.click(screen.getByRole("button", { name: "Pay $97.00" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText(field)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(calls.some((call) => call.url === "/api/orders" || call.url === "/api/test-payments/confirm")).toBe(false);
  });
});

describe("a referral link's discount", () => {
  it("shows as the applied referral code, in the summary and the Pay button; Remove gives the code field back", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/create-payment-intent",
        reply: (body) => {
          const removed = (body as { removeReferralDiscount?: boolean }).removeReferralDiscount === true;
          return {
            status: 200,
            body: {
              ...quoteFor(body),
              discount: removed ? "0.00" : "4.60",
              total: removed ? "97.00" : "92.40",
              appliedCode: removed ? null : { kind: "referral", code: "PAT5", source: "link" },
              affiliateName: "Pat",
            },
          };
        },
      },
    ]);
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Pay $92.40" });
    expect(screen.getByText("Referral discount (PAT5)")).toBeInTheDocument();
    expect(screen.getByTestId("summary-discount")).toHaveTextContent("-$4.60");
    expect(screen.getByText("Referral code PAT5 from your link applied.")).toBeInTheDocument();
    expect(screen.getByLabelText("Coupon or referral code")).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Remove code" }));
    expect(screen.getByLabelText("Coupon or referral code")).toBeEnabled();
    expect(screen.getByLabelText("Coupon or referral code")).toHaveValue("");
    await screen.findByRole("button", { name: "Pay $97.00" }, { timeout: 3000 });
    expect(screen.queryByTestId("summary-discount")).not.toBeInTheDocument();
    const quotes = calls.filter((call) => call.url === "/api/create-payment-intent").map((call) => call.body);
    expect(quotes.at(-1)).toMatchObject({ removeReferralDiscount: true, code: null });
    expect(JSON.parse(window.sessionStorage.getItem(checkoutDraftKey(SESSION_ID)) ?? "{}")).toMatchObject({
      removeReferralDiscount: true,
    });
  });
});
