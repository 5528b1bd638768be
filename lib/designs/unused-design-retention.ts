/** Designs no order uses are removed this long after their upload. */
export const UNUSED_DESIGN_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads made before this instant may have been removed unordered (removeUnusedDesigns). */
export function findOldestKeptUpload(now: Date): Date {
  return new Date(now.getTime() - UNUSED_DESIGN_RETENTION_DAYS * DAY_MS);
}
