import { REQUIRED_CHECKOUT_FIELDS } from "./checkout-fields";

type Values = Partial<Record<string, string | undefined>>;
type Errors = Partial<Record<string, string>>;

/**
 * The checkout's toast for a form the shared schema refused (spec section 6, in its order): a required
 * field left empty first, then an e-mail that does not look like text@text.text. Any other refusal (a
 * value over its length) also asks to complete the form; its field says what is wrong.
 */
export function describeCheckoutFormProblem(values: Values, errors: Errors): { title: string; description: string } {
  const missing = REQUIRED_CHECKOUT_FIELDS.some((field) => !String(values[field] ?? "").trim());
  if (!missing && errors.customerEmail)
    return { title: "Invalid Email", description: "Please enter a valid email address" };
  return {
    title: "Missing Information",
    description: "Please fill in all required customer information and shipping address fields",
  };
}
