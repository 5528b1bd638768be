import { ORDER_STATUSES } from "@/lib/domain/order-statuses";
import { PROOF_STATES } from "@/lib/domain/proof-state";
import { explainPrintFileBlocked, PRINTABLE_STATUSES } from "./explain-print-file-blocked";

describe("explainPrintFileBlocked", () => {
  it("counts paid, processing, shipped and delivered as paid onward (not cancelled, pending or expired)", () => {
    expect([...PRINTABLE_STATUSES].sort()).toEqual(["delivered", "paid", "processing", "shipped"]);
  });

  // Every status × proof state: a print file only for a printable status with an approved proof.
  const cases = ORDER_STATUSES.flatMap((status) => PROOF_STATES.map((proofState) => [status, proofState] as const));
  it.each(cases)("status %s, proof %s", (status, proofState) => {
    const reason = explainPrintFileBlocked({ status, proofState });
    if (PRINTABLE_STATUSES.has(status) && proofState === "approved") expect(reason).toBeNull();
    else expect(reason).toEqual(expect.any(String));
  });

  it.each([
    [{ status: "pending", proofState: "approved" }, "not paid yet"],
    [{ status: "expired", proofState: "none" }, "expired unpaid"],
    [{ status: "cancelled", proofState: "approved" }, "cancelled"],
    [{ status: "paid", proofState: "none" }, "No proof has been sent yet"],
    [{ status: "paid", proofState: "sent" }, "has not approved the proof yet"],
    [{ status: "processing", proofState: "changes_requested" }, "asked for changes"],
  ])("%o: says why (%s)", (order, words) => {
    expect(explainPrintFileBlocked(order)).toContain(words);
  });
});
