import type { CheckoutFormValues } from "@/lib/validation/checkout";

/** The checkout fields a saved address fills (the e-mail is the account's own). */
export const SAVED_ADDRESS_FIELDS = [
  "customerName",
  "customerPhone",
  "companyName",
  "shippingAddress",
  "shippingCity",
  "shippingState",
  "shippingZip",
  "shippingCountry",
] as const satisfies readonly (keyof CheckoutFormValues)[];

/** An address a signed-in customer shipped to before, to fill the checkout with; `label` names it in one line. */
export type SavedAddress = { label: string } & Record<(typeof SAVED_ADDRESS_FIELDS)[number], string>;
