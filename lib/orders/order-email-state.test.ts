import { canResendEmail, deriveOrderEmailState, EMAIL_SEND_CLAIM_STALE_MS } from "./order-email-state";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("deriveOrderEmailState", () => {
  it.each([
    ["sent", 1, null, "sent"],
    ["failed", 3, null, "failed"],
    ["queued", 0, null, "queued"],
    ["queued", 2, null, "retrying"],
    ["sending", 1, ago(60_000), "sending"],
    ["sending", 1, ago(EMAIL_SEND_CLAIM_STALE_MS + 1), "lost"],
  ] as const)("%s after %p attempts, claimed %p → %s", (status, attempts, claimedAt, expected) => {
    expect(deriveOrderEmailState({ status, attempts, claimedAt, createdAt: ago(3_600_000) }, NOW)).toBe(expected);
  });

  it("counts an unclaimed 'sending' row from its creation", () => {
    expect(deriveOrderEmailState({ status: "sending", attempts: 0, claimedAt: null, createdAt: ago(1000) }, NOW)).toBe(
      "sending",
    );
    expect(
      deriveOrderEmailState({ status: "sending", attempts: 0, claimedAt: null, createdAt: ago(3_600_000) }, NOW),
    ).toBe("lost");
  });
});

describe("canResendEmail", () => {
  it.each([
    ["failed", true],
    ["lost", true],
    ["sent", false],
    ["queued", false],
    ["retrying", false],
    ["sending", false],
  ] as const)("%s → %p", (state, expected) => {
    expect(canResendEmail(state)).toBe(expected);
  });
});
