// How long a discarded print sheet's PDF is kept. Browser-safe: the print queue page says it.

/**
 * A discarded sheet's PDF is deleted this many days after the discard (by the remove-unused-designs job), not at
 * once: a download or a RIP still reading it is not cut off, and a mistaken discard can still be looked into.
 * The sheet's row stays for good, with who discarded it and when.
 */
export const DISCARDED_SHEET_FILE_GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a sheet discarded at `discardedAt` has its PDF deleted (at the first job run after this instant). */
export function discardedSheetFileDeleteAfter(discardedAt: Date): Date {
  return new Date(discardedAt.getTime() + DISCARDED_SHEET_FILE_GRACE_DAYS * DAY_MS);
}
