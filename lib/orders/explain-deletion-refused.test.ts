import { explainDeletionRefused, tookMoney, type DeletionCandidate } from "./explain-deletion-refused";

const order = (overrides: Partial<DeletionCandidate> = {}): DeletionCandidate => ({
  orderNumber: "#42-112526",
  status: "pending",
  paidAt: null,
  archived: false,
  refundedCents: 0,
  refundCount: 0,
  payment: null,
  ...overrides,
});
const PAID_AT = new Date("2026-11-25T10:00:00Z");

describe("tookMoney", () => {
  it.each<[string, Partial<DeletionCandidate>, boolean]>([
    ["pending, no payment", {}, false],
    ["pending, payment open", { payment: { status: "open", paidAt: null, refundedCents: 0 } }, false],
    ["expired", { status: "expired" }, false],
    [
      "cancelled before payment",
      { status: "cancelled", payment: { status: "canceled", paidAt: null, refundedCents: 0 } },
      false,
    ],
    ["paid", { status: "paid", paidAt: PAID_AT }, true],
    [
      "a free order (paid at $0)",
      { status: "paid", payment: { status: "paid", paidAt: PAID_AT, refundedCents: 0 } },
      true,
    ],
    ["processing", { status: "processing" }, true],
    ["shipped", { status: "shipped" }, true],
    ["delivered", { status: "delivered" }, true],
    ["cancelled after payment, not refunded", { status: "cancelled", paidAt: PAID_AT }, true],
    ["cancelled and refunded", { status: "cancelled", paidAt: PAID_AT, refundedCents: 500, refundCount: 1 }, true],
    ["a refund row only", { status: "cancelled", refundCount: 1 }, true],
    ["pending with a paid payment", { payment: { status: "paid", paidAt: PAID_AT, refundedCents: 0 } }, true],
  ])("%s: %s", (_label, overrides, expected) => {
    expect(tookMoney(order(overrides))).toBe(expected);
  });
});

describe("explainDeletionRefused", () => {
  it("allows a batch in which no order took money", () => {
    expect(explainDeletionRefused([order(), order({ status: "expired" })])).toBeNull();
    expect(explainDeletionRefused([])).toBeNull();
  });

  it("names the paid orders only, in one sentence, with what to do instead", () => {
    expect(
      explainDeletionRefused([
        order({ orderNumber: "#41-112526" }),
        order({ orderNumber: "#42-112526", status: "paid" }),
        order({ orderNumber: "#43-112526", status: "shipped" }),
      ]),
    ).toBe(
      "Orders #42-112526 and #43-112526 were paid, so they cannot be deleted. Archive them instead, or use Cancel and refund to give the money back.",
    );
  });

  it("does not offer Cancel and refund for refunded orders, and points archived ones to the archive", () => {
    const refunded = order({ status: "cancelled", paidAt: PAID_AT, refundedCents: 500 });
    expect(explainDeletionRefused([refunded])).toBe(
      "Order #42-112526 was paid, so it cannot be deleted. Archive it instead.",
    );
    expect(explainDeletionRefused([{ ...refunded, archived: true }])).toBe(
      "Order #42-112526 was paid, so it cannot be deleted. It stays in the archive with its payment records.",
    );
  });
});
