// The answer of POST /api/create-payment-intent as the checkout page uses it.
export type CheckoutQuote = {
  clientSecret: string | null;
  isPaidInFull: boolean;
  paymentId: string;
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
  shippingOption: {
    id: string;
    name: string;
    cost: string;
    message: string;
    isFree: boolean;
    freeReason: "local" | "quantity" | null;
  };
  /** source "link": the referral link's discount, applied without typing (the checkout offers "Remove"). */
  appliedCode: { kind: "coupon" | "referral"; code: string; source: "typed" | "link" } | null;
  affiliateName: string | null;
};

export type PlacedOrdersResponse = {
  orderIds: number[];
  paymentId: string;
  isPaidInFull: boolean;
  clientSecret: string | null;
  total: string;
};
