// Pure rules of e-mail delivery, shared by the queue (server) and the admin pages (display).

const MINUTE_MS = 60_000;

/** Wait before the second send of an e-mail; each further wait is four times the previous one. */
export const FIRST_RETRY_DELAY_MS = MINUTE_MS;
/** Longest wait between two sends, so a long SMTP outage still ends in a send within hours. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * MINUTE_MS;
/**
 * A "sending" claim older than this belongs to a process that died mid-send (the SMTP transport gives
 * up after well under a minute). Such a row is "lost": never sent again on its own, since the message
 * may have left already, but an operator may resend it.
 */
export const LOST_SEND_AFTER_MS = 10 * MINUTE_MS;

/**
 * How long to wait after the `attempts`-th failed send before the next one: 1 min, 4 min, 16 min,
 * 64 min, 4 h 16 min, then 6 h.
 */
export function computeRetryDelayMs(attempts: number): number {
  if (!Number.isSafeInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be ≥ 1, got ${attempts}`);
  // Capped before multiplying out, so a large count never overflows to Infinity.
  if (attempts > 10) return MAX_RETRY_DELAY_MS;
  return Math.min(FIRST_RETRY_DELAY_MS * 4 ** (attempts - 1), MAX_RETRY_DELAY_MS);
}

export type EmailState = "sent" | "queued" | "retrying" | "sending" | "lost" | "failed";

export type EmailStateRow = {
  status: string;
  attempts: number;
  claimedAt: Date | string | null;
};

/** Whether a row in "sending" was claimed so long ago that its send is presumed lost. */
export function isLostSend(row: EmailStateRow, now: Date): boolean {
  if (row.status !== "sending") return false;
  // A claim without a time predates the claimedAt column: certainly stale.
  if (row.claimedAt === null) return true;
  return now.getTime() - new Date(row.claimedAt).getTime() > LOST_SEND_AFTER_MS;
}

/**
 * What an operator should read for an e-mail row: "queued" (not tried yet), "retrying" (a send
 * failed, another is scheduled), "sending", "lost" (a send that never reported back), "sent" or
 * "failed" (every attempt failed).
 */
export function describeEmailState(row: EmailStateRow, now: Date): EmailState {
  switch (row.status) {
    case "sent":
      return "sent";
    case "queued":
      return row.attempts > 0 ? "retrying" : "queued";
    case "sending":
      return isLostSend(row, now) ? "lost" : "sending";
    default:
      return "failed";
  }
}
