// Print sheets (PrintSheet.status, PrintSheet.mediaKind): closed lists the database holds by CHECK
// constraints (checked-columns.ts). Browser-safe: the print queue page shows them.

/** queued: waiting for the make-print-sheets job; making: a run holds it; ready: its PDF is stored; failed: see errorMessage. */
export const PRINT_SHEET_STATUSES = ["queued", "making", "ready", "failed"] as const;
export type PrintSheetStatus = (typeof PRINT_SHEET_STATUSES)[number];

/** A roll (a width, panels up to a maximum length) or cut sheets (width × height). */
export const PRINT_MEDIA_KINDS = ["roll", "sheet"] as const;
export type PrintMediaKind = (typeof PRINT_MEDIA_KINDS)[number];

/** Sheets whose orders are taken: queued, being made or made. A failed sheet gives its orders back to the queue. */
export const SHEET_STATUSES_HOLDING_ORDERS = [
  "queued",
  "making",
  "ready",
] as const satisfies readonly PrintSheetStatus[];

export function isPrintSheetStatus(value: unknown): value is PrintSheetStatus {
  return typeof value === "string" && (PRINT_SHEET_STATUSES as readonly string[]).includes(value);
}
