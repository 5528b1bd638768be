import { explainPrintingBlocked, isProofState, parseProofId } from "./proof-state";

describe("explainPrintingBlocked", () => {
  test.each([
    // [from status, proof state, to status, blocked?]
    ["paid", "none", "processing", true],
    ["paid", "sent", "processing", true],
    ["paid", "changes_requested", "processing", true],
    ["paid", "approved", "processing", false],
    ["paid", "sent", "shipped", true],
    ["paid", "none", "delivered", true],
    ["cancelled", "none", "processing", true],
    ["processing", "none", "shipped", false],
    ["shipped", "sent", "delivered", false],
    ["paid", "none", "cancelled", false],
    ["processing", "none", "paid", false],
    ["pending", "none", "paid", false],
  ])("%s with proof %s → %s blocked: %s", (from, proofState, to, blocked) => {
    const reason = explainPrintingBlocked({ status: from, proofState }, to);
    expect(reason !== null).toBe(blocked);
    if (blocked) expect(reason).toMatch(/^Printing starts only after the customer approves a proof/);
  });

  test("the reason names what is missing", () => {
    expect(explainPrintingBlocked({ status: "paid", proofState: "none" }, "processing")).toContain("no proof");
    expect(explainPrintingBlocked({ status: "paid", proofState: "changes_requested" }, "processing")).toContain(
      "asked for changes",
    );
  });
});

test("isProofState", () => {
  expect(isProofState("approved")).toBe(true);
  expect(isProofState("printed")).toBe(false);
});

test.each([
  ["1", 1],
  ["2147483647", 2147483647],
  ["2147483648", null],
  ["0", null],
  ["01", null],
  ["1e3", null],
  ["-1", null],
  ["", null],
  ["12345678901", null],
])("parseProofId(%j) is %j", (value, expected) => {
  expect(parseProofId(value)).toBe(expected);
});
