/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { PaymentMode } from "@/lib/payments/get-payment-provider";

let mockMode: PaymentMode = "unconfigured";
jest.mock("@/lib/payments/get-payment-provider", () => ({ getPaymentMode: () => mockMode }));
jest.mock("@/components/checkout/checkout-view", () => ({ CheckoutView: () => <p>checkout form</p> }));

import CheckoutPage from "@/app/(shop)/checkout/page";

describe("the checkout page", () => {
  it("says card payments are not configured (and shows no form) when the deployment has no payment mode", () => {
    mockMode = "unconfigured";
    render(<CheckoutPage />);
    expect(screen.getByRole("alert")).toHaveTextContent("Card payments are not configured");
    expect(screen.queryByText("checkout form")).toBeNull();
  });

  it.each<PaymentMode>(["test", "stripe"])("shows the checkout in %s mode", (mode) => {
    mockMode = mode;
    render(<CheckoutPage />);
    expect(screen.getByText("checkout form")).toBeInTheDocument();
    expect(screen.queryByText("Card payments are not configured")).toBeNull();
  });
});
