import { maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it.each([
    ["grace@example.com", "g•••e@example.com"],
    ["ab@example.com", "a•••@example.com"],
    ["a@example.com", "a•••@example.com"],
    ["first.last@mail.example.co.uk", "f•••t@mail.example.co.uk"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
