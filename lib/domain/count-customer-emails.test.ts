import { countCustomerEmails, describeCustomerEmails } from "./count-customer-emails";

describe("countCustomerEmails", () => {
  it.each([
    ["no orders", [], { customers: 0, emails: 0 }],
    [
      "five orders of one checkout",
      Array.from({ length: 5 }, () => ({ customerEmail: "ada@example.com", checkoutId: "pay_1" })),
      { customers: 1, emails: 1 },
    ],
    [
      "one customer, two checkouts (address in another case)",
      [
        { customerEmail: "ada@example.com", checkoutId: "pay_1" },
        { customerEmail: " Ada@Example.com ", checkoutId: "pay_2" },
        { customerEmail: "ada@example.com", checkoutId: "pay_2" },
      ],
      { customers: 1, emails: 2 },
    ],
    [
      "two customers, orders of no checkout each their own",
      [
        { customerEmail: "ada@example.com", checkoutId: null },
        { customerEmail: "ada@example.com", checkoutId: null },
        { customerEmail: "bob@example.com", checkoutId: "pay_3" },
      ],
      { customers: 2, emails: 3 },
    ],
    [
      "an order without an address gets no e-mail",
      [
        { customerEmail: "", checkoutId: "pay_1" },
        { customerEmail: null, checkoutId: "pay_2" },
      ],
      { customers: 0, emails: 0 },
    ],
  ])("%s", (_name, orders, expected) => {
    expect(countCustomerEmails(orders)).toEqual(expected);
  });
});

describe("describeCustomerEmails", () => {
  it.each([
    [{ customers: 1, emails: 1 }, "1 customer (1 e-mail, one per checkout)"],
    [{ customers: 1, emails: 2 }, "1 customer (2 e-mails, one per checkout)"],
    [{ customers: 3, emails: 4 }, "3 customers (4 e-mails, one per checkout)"],
  ])("%j", (counts, text) => {
    expect(describeCustomerEmails(counts)).toBe(text);
  });
});
