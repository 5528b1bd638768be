// A queued e-mail's status (EmailMessage.status), held by a CHECK constraint (lib/domain/checked-columns.ts).

/** queued: waiting (or retrying after a failed send); sending: claimed by a sender; sent; failed: gave up. */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
