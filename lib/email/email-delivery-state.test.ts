import {
  computeRetryDelayMs,
  describeEmailState,
  isLostSend,
  LOST_SEND_AFTER_MS,
  MAX_RETRY_DELAY_MS,
  type EmailState,
  type EmailStateRow,
} from "./email-delivery-state";

const MINUTE = 60_000;

describe("computeRetryDelayMs", () => {
  it.each([
    [1, 1 * MINUTE],
    [2, 4 * MINUTE],
    [3, 16 * MINUTE],
    [4, 64 * MINUTE],
    [5, 256 * MINUTE],
    [6, 6 * 60 * MINUTE],
    [7, 6 * 60 * MINUTE],
    [20, 6 * 60 * MINUTE],
    [1000, 6 * 60 * MINUTE],
  ])("after %i failed sends waits %i ms", (attempts, delay) => {
    expect(computeRetryDelayMs(attempts)).toBe(delay);
  });

  it("never exceeds the cap", () => {
    for (let attempts = 1; attempts <= 60; attempts += 1) {
      expect(computeRetryDelayMs(attempts)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
    }
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses %p attempts", (attempts) => {
    expect(() => computeRetryDelayMs(attempts)).toThrow(RangeError);
  });
});

describe("describeEmailState", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each<[string, EmailStateRow, EmailState]>([
    ["a sent row", { status: "sent", attempts: 1, claimedAt: ago(MINUTE) }, "sent"],
    ["a queued row never tried", { status: "queued", attempts: 0, claimedAt: null }, "queued"],
    ["a queued row after a failed send", { status: "queued", attempts: 2, claimedAt: ago(MINUTE) }, "retrying"],
    ["a fresh claim", { status: "sending", attempts: 1, claimedAt: ago(MINUTE) }, "sending"],
    ["a claim exactly at the limit", { status: "sending", attempts: 1, claimedAt: ago(LOST_SEND_AFTER_MS) }, "sending"],
    ["a claim past the limit", { status: "sending", attempts: 1, claimedAt: ago(LOST_SEND_AFTER_MS + 1) }, "lost"],
    [
      "a claim given as an ISO string",
      { status: "sending", attempts: 1, claimedAt: ago(11 * MINUTE).toISOString() },
      "lost",
    ],
    ["a claim without a time", { status: "sending", attempts: 0, claimedAt: null }, "lost"],
    ["a failed row", { status: "failed", attempts: 5, claimedAt: ago(MINUTE) }, "failed"],
  ])("%s is %s", (_name, row, state) => {
    expect(describeEmailState(row, now)).toBe(state);
    expect(isLostSend(row, now)).toBe(state === "lost");
  });
});
