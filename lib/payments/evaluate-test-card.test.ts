import { evaluateTestCard } from "./evaluate-test-card";

const now = new Date("2026-11-21T12:00:00Z");

describe("evaluateTestCard", () => {
  it.each([
    ["4242 4242 4242 4242", "12/30", "123", { ok: true }],
    ["4242-4242-4242-4242", "11/26", "1234", { ok: true }],
    ["4000 0000 0000 0002", "12/30", "123", { ok: false, code: "card_declined", message: "Your card was declined." }],
    [
      "4000 0000 0000 9995",
      "12/30",
      "123",
      { ok: false, code: "insufficient_funds", message: "Your card has insufficient funds." },
    ],
    [
      "4242 4242 4242 4241",
      "12/30",
      "123",
      { ok: false, code: "incomplete_number", message: "Your card number is invalid." },
    ],
    ["4242", "12/30", "123", { ok: false, code: "incomplete_number", message: "Your card number is invalid." }],
    [
      "4242 4242 4242 4242",
      "13/30",
      "123",
      { ok: false, code: "invalid_expiry", message: "Your card's expiration date is incomplete." },
    ],
    [
      "4242 4242 4242 4242",
      "1230",
      "123",
      { ok: false, code: "invalid_expiry", message: "Your card's expiration date is incomplete." },
    ],
    [
      "4242 4242 4242 4242",
      "10/26",
      "123",
      { ok: false, code: "expired_card", message: "Your card's expiration year is in the past." },
    ],
    [
      "4242 4242 4242 4242",
      "12/25",
      "123",
      { ok: false, code: "expired_card", message: "Your card's expiration year is in the past." },
    ],
    [
      "4242 4242 4242 4242",
      "12/30",
      "12",
      { ok: false, code: "invalid_cvc", message: "Your card's security code is incomplete." },
    ],
  ])("%s exp %s cvc %s", (number, expiry, cvc, outcome) => {
    expect(evaluateTestCard({ number, expiry, cvc }, now)).toEqual(outcome);
  });

  it("declines any other valid number with a hint", () => {
    expect(evaluateTestCard({ number: "5555 5555 5555 4444", expiry: "12/30", cvc: "123" }, now)).toMatchObject({
      ok: false,
      code: "card_declined",
    });
  });
});
