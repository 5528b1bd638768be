/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import type { CheckoutQuote } from "@/lib/checkout/checkout-quote";
import { ShippingOptions, type ShippingOffer } from "./shipping-options";

// The options show what the checkout charges: the owner's amounts and business days (#35), not the spec's
// constants; the server's quote says when the chosen method is free.

const SPEC: ShippingOffer[] = [
  { id: "standard", amountCents: 500, businessDays: "3-5" },
  { id: "priority", amountCents: 1000, businessDays: "2-3" },
];
const OWNERS: ShippingOffer[] = [
  { id: "standard", amountCents: 750, businessDays: "4-6" },
  { id: "priority", amountCents: 1250, businessDays: "1-2" },
];

function freeStandardQuote(message: string): CheckoutQuote {
  return { shippingOption: { id: "standard", isFree: true, message } } as unknown as CheckoutQuote;
}

function optionText(name: RegExp): string {
  const radio = screen.getByRole("radio", { name });
  return radio.closest("label")?.textContent ?? "";
}

describe("ShippingOptions", () => {
  it.each([
    [
      "the spec's methods on an unconfigured shop",
      SPEC,
      ["Standard3-5 business days$5.00", "Priority2-3 business days$10.00"],
    ],
    [
      "the owner's amounts and business days",
      OWNERS,
      ["Standard4-6 business days$7.50", "Priority1-2 business days$12.50"],
    ],
  ])("offers %s", (_case, offers, texts) => {
    render(<ShippingOptions offers={offers} value="standard" onChange={() => {}} quote={null} disabled={false} />);
    expect([optionText(/Standard/), optionText(/Priority/)]).toEqual(texts);
  });

  it("says FREE with the quote's reason when the server made the chosen method free", () => {
    render(
      <ShippingOptions
        offers={OWNERS}
        value="standard"
        onChange={() => {}}
        quote={freeStandardQuote("Free shipping on 300+ stickers")}
        disabled={false}
      />,
    );
    const standard = screen.getByRole("radio", { name: /Standard/ }).closest("label") as HTMLElement;
    expect(within(standard).getByText("FREE")).toBeTruthy();
    expect(within(standard).getByText("Free shipping on 300+ stickers")).toBeTruthy();
    expect(optionText(/Priority/)).toBe("Priority1-2 business days$12.50");
  });
});
