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
  CheckoutView: ({ shippingOffers }: { shippingOffers: unknown }) => (
    <p>checkout form, shipping {JSON.stringify(shippingOffers)}</p>
  ),
}));

import CheckoutPage from "@/app/(shop)/checkout/page";

describe("the checkout page", () => {
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
