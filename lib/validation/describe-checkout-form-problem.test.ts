import { checkoutFormSchema } from "./checkout";
import { describeCheckoutFormProblem } from "./describe-checkout-form-problem";

const FILLED = {
  customerName: "Grace Hopper",
  customerEmail: "grace@example.com",
  customerPhone: "702-555-0199",
  shippingAddress: "12 Cobol Way",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
};

/** The schema's first message per field, as the checkout form keeps them. */
function errorsOf(values: Record<string, string>) {
  const result = checkoutFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const MISSING = "Missing Information";
const INVALID = "Invalid Email";

describe("describeCheckoutFormProblem", () => {
  it.each([
    ["an e-mail without a dot after the @", { customerEmail: "grace@example" }, INVALID],
    ["an e-mail without an @", { customerEmail: "grace-at-example.com" }, INVALID],
    ["an e-mail with a space", { customerEmail: "grace hopper@example.com" }, INVALID],
    ["an e-mail ending in a dot", { customerEmail: "grace@example." }, INVALID],
    ["an empty e-mail", { customerEmail: "" }, MISSING],
    ["an empty city and a bad e-mail", { shippingCity: " ", customerEmail: "grace@example" }, MISSING],
    ["an empty name", { customerName: "" }, MISSING],
    ["an empty country", { shippingCountry: "" }, MISSING],
  ])("%s: %s", (_label, change, title) => {
    const values = { ...FILLED, ...change };
    expect(describeCheckoutFormProblem(values, errorsOf(values)).title).toBe(title);
  });

  it("gives the spec's texts", () => {
    const values = { ...FILLED, customerEmail: "grace@example" };
    expect(describeCheckoutFormProblem(values, errorsOf(values))).toEqual({
      title: "Invalid Email",
      description: "Please enter a valid email address",
    });
    expect(describeCheckoutFormProblem({}, errorsOf({}))).toEqual({
      title: "Missing Information",
      description: "Please fill in all required customer information and shipping address fields",
    });
  });

  it("accepts exactly what the server accepts: the browser's rule is the shared schema's", () => {
    for (const email of ["grace@example.com", "g.h+x@mail.example.co.uk", "a@b.c"])
      expect(errorsOf({ ...FILLED, customerEmail: email })).toEqual({});
  });
});
