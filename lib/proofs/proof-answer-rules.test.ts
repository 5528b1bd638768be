import { canAnswerLatestProof, explainProofUnanswerable, PROOF_ANSWER_MESSAGES as M } from "./proof-answer-rules";

describe("explainProofUnanswerable", () => {
  test.each([
    // [order status, proof status, latest?, message or null]
    ["paid", "sent", true, null],
    ["paid", "sent", false, M.superseded],
    ["paid", "superseded", true, M.superseded],
    ["paid", "superseded", false, M.superseded],
    ["paid", "approved", true, M.approved],
    ["paid", "changes_requested", true, M.answered],
    ["paid", "approved", false, M.superseded],
    ["pending", "sent", true, M.notPaid],
    ["expired", "sent", true, M.notPaid],
    ["processing", "sent", true, M.printing],
    ["shipped", "approved", true, M.printing],
    ["delivered", "sent", true, M.printing],
    ["cancelled", "sent", true, M.closed],
    ["archived-somehow", "sent", true, M.closed],
  ])("order %s, proof %s, latest %s → %s", (orderStatus, proofStatus, isLatest, expected) => {
    expect(explainProofUnanswerable({ orderStatus, proofStatus, isLatest })).toBe(expected);
  });
});

describe("canAnswerLatestProof", () => {
  test.each([
    ["paid", { status: "sent" }, true],
    ["paid", { status: "approved" }, false],
    ["paid", { status: "changes_requested" }, false],
    ["paid", undefined, false],
    ["pending", { status: "sent" }, false],
    ["processing", { status: "sent" }, false],
  ])("order %s with latest %j → %s", (orderStatus, latest, expected) => {
    expect(canAnswerLatestProof(orderStatus, latest)).toBe(expected);
  });
});
