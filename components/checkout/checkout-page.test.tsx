/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { PaymentMode } from "@/lib/payments/get-payment-provider";

let mockMode: PaymentMode = "unconfigured";
jest.mock("@/lib/payments/get-payment-provider", () => ({ getPaymentMode: () => mockMode }));
jest.mock("@/lib/catalogue/get-catalogue", () => ({
  getCatalogue: async () => ({
    shipping: {
      methods: [
        { id: "standard", name: "Standard Shipping", amountCents: 750, businessDays: "4-6" },
        { id: "priority", name: "Priority Shipping", amountCents: 1000, businessDays: "2-3" },
      ],
    },
  }),
}));
jest.mock("@/components/checkout/checkout-view", () => ({
  CheckoutView: ({ shippingOffers, account }: { shippingOffers: unknown; account: unknown }) => (
    <>
      <p>checkout form, shipping {JSON.stringify(shippingOffers)}</p>
      <p>account {JSON.stringify(account)}</p>
    </>
  ),
}));
// #38: a signed-in customer's checkout carries their e-mail and saved addresses; a guest's reads nothing.
let mockCustomer: { id: string; email: string; name: string } | null = null;
const mockListSavedAddresses = jest.fn(async (email: string) => [{ label: `home of ${email}` }]);
jest.mock("next/headers", () => ({ headers: async () => new Headers() }));
jest.mock("@/lib/accounts/read-signed-in-customer", () => ({ readSignedInCustomer: async () => mockCustomer }));
jest.mock("@/lib/accounts/list-saved-addresses", () => ({
  listSavedAddresses: (email: string) => mockListSavedAddresses(email),
}));

import CheckoutPage from "@/app/(shop)/checkout/page";

describe("the checkout page", () => {
  beforeEach(() => {
    mockCustomer = null;
    mockListSavedAddresses.mockClear();
  });

  it("hands a signed-in customer's e-mail and saved addresses to the form, and a guest's checkout none (#38)", async () => {
    mockMode = "test";
    render(await CheckoutPage());
    expect(screen.getByText(/^account/)).toHaveTextContent("account null");
    expect(mockListSavedAddresses).not.toHaveBeenCalled();

    mockCustomer = { id: "c1", email: "grace@example.com", name: "" };
    render(await CheckoutPage());
    expect(screen.getAllByText(/^account/)[1]).toHaveTextContent(
      'account {"email":"grace@example.com","addresses":[{"label":"home of grace@example.com"}]}',
    );
  });

  it("says card payments are not configured (and shows no form) when the deployment has no payment mode", async () => {
    mockMode = "unconfigured";
    render(await CheckoutPage());
    expect(screen.getByRole("alert")).toHaveTextContent("Card payments are not configured");
    expect(screen.queryByText(/^checkout form/)).toBeNull();
  });

  it.each<PaymentMode>(["test", "stripe"])("shows the checkout in %s mode", async (mode) => {
    mockMode = mode;
    render(await CheckoutPage());
    expect(screen.getByText(/^checkout form/)).toBeInTheDocument();
    expect(screen.queryByText("Card payments are not configured")).toBeNull();
  });

  it("offers the owner's shipping methods, amounts and business days (#35)", async () => {
    mockMode = "test";
    render(await CheckoutPage());
    expect(screen.getByText(/^checkout form/)).toHaveTextContent(
      'shipping [{"id":"standard","amountCents":750,"businessDays":"4-6"},{"id":"priority","amountCents":1000,"businessDays":"2-3"}]',
    );
  });
});
