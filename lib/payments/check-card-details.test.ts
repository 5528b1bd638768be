import { checkCardDetails } from "./check-card-details";

const now = new Date("2026-11-25T12:00:00Z");
const GOOD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

describe("checkCardDetails", () => {
  it.each([
    ["a good test card", GOOD, null],
    ["the declined test card (the bank decides, not the form)", { ...GOOD, cardNumber: "4000 0000 0000 0002" }, null],
    ["this month", { ...GOOD, expiry: "11/26" }, null],
    ["a 4-digit CVC", { ...GOOD, cvc: "1234" }, null],
    ["no number", { ...GOOD, cardNumber: "" }, { field: "cardNumber", message: "Your card number is incomplete." }],
    [
      "a short number",
      { ...GOOD, cardNumber: "4242 4242 4242" },
      { field: "cardNumber", message: "Your card number is incomplete." },
    ],
    [
      "a typo (Luhn)",
      { ...GOOD, cardNumber: "4242 4242 4242 4241" },
      { field: "cardNumber", message: "Your card number is invalid." },
    ],
    [
      "20 digits",
      { ...GOOD, cardNumber: "4242 4242 4242 4242 4242" },
      { field: "cardNumber", message: "Your card number is invalid." },
    ],
    [
      "letters",
      { ...GOOD, cardNumber: "4242 abcd" },
      { field: "cardNumber", message: "Your card number is incomplete." },
    ],
    ["no expiry", { ...GOOD, expiry: "" }, { field: "expiry", message: "Your card's expiration date is incomplete." }],
    ["MM only", { ...GOOD, expiry: "12" }, { field: "expiry", message: "Your card's expiration date is incomplete." }],
    [
      "MM / Y",
      { ...GOOD, expiry: "12 / 3" },
      { field: "expiry", message: "Your card's expiration date is incomplete." },
    ],
    [
      "month 13",
      { ...GOOD, expiry: "13 / 30" },
      { field: "expiry", message: "Your card's expiration month is invalid." },
    ],
    [
      "month 00",
      { ...GOOD, expiry: "00 / 30" },
      { field: "expiry", message: "Your card's expiration month is invalid." },
    ],
    [
      "last month",
      { ...GOOD, expiry: "10 / 26" },
      { field: "expiry", message: "Your card's expiration date is in the past." },
    ],
    [
      "last year",
      { ...GOOD, expiry: "12 / 25" },
      { field: "expiry", message: "Your card's expiration date is in the past." },
    ],
    ["no CVC", { ...GOOD, cvc: "" }, { field: "cvc", message: "Your card's security code is incomplete." }],
    ["a 2-digit CVC", { ...GOOD, cvc: "12" }, { field: "cvc", message: "Your card's security code is incomplete." }],
  ])("%s", (_label, card, expected) => {
    expect(checkCardDetails(card, now)).toEqual(expected);
  });
});
