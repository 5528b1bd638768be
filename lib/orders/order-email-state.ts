// The state of an order's e-mail as the order detail shows it. Pure; safe in client components.
//
// Stand-in: the e-mail retry work adds describeEmailState(row, now) to lib/email with the same six
// states; once it is merged, lib/orders/get-order-detail.ts should call that one and this file can go.

export type OrderEmailState = "sent" | "queued" | "retrying" | "sending" | "lost" | "failed";

/** A "sending" claim older than this was taken by a process that died mid-send: the e-mail is lost. */
export const EMAIL_SEND_CLAIM_STALE_MS = 10 * 60 * 1000;

export type OrderEmailStateRow = {
  status: string;
  attempts: number;
  claimedAt: Date | null;
  createdAt: Date;
};

export function deriveOrderEmailState(row: OrderEmailStateRow, now: Date): OrderEmailState {
  switch (row.status) {
    case "sent":
      return "sent";
    case "failed":
      return "failed";
    case "sending": {
      // Rows claimed before claimedAt existed count from their creation.
      const claimed = row.claimedAt ?? row.createdAt;
      return now.getTime() - claimed.getTime() > EMAIL_SEND_CLAIM_STALE_MS ? "lost" : "sending";
    }
    default:
      return row.attempts > 0 ? "retrying" : "queued";
  }
}

/** Only an e-mail that will not go out by itself can be sent again. */
export function canResendEmail(state: OrderEmailState): boolean {
  return state === "failed" || state === "lost";
}
