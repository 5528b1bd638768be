// Print sheets (PrintSheet.status, PrintSheet.mediaKind): closed lists the database holds by CHECK
// constraints (checked-columns.ts). Browser-safe: the print queue page shows them.

/**
 * A sheet's life: queued (waiting for the make-print-sheets job) → making (a run holds it) → ready (its PDF is
 * stored) or failed (see errorMessage); ready → printing (its orders were marked printing, in that transaction)
 * → done (the operator's "Mark sheet done"). queued, making, ready and failed sheets may be discarded (the
 * operator's "Discard": its orders go back to the queue, the PDF is deleted after a grace period).
 */
export const PRINT_SHEET_STATUSES = ["queued", "making", "ready", "failed", "printing", "done", "discarded"] as const;
export type PrintSheetStatus = (typeof PRINT_SHEET_STATUSES)[number];

/** A roll (a width, panels up to a maximum length) or cut sheets (width × height). */
export const PRINT_MEDIA_KINDS = ["roll", "sheet"] as const;
export type PrintMediaKind = (typeof PRINT_MEDIA_KINDS)[number];

/**
 * Sheets whose orders are taken: queued, being made, made, or printing. A failed, done or discarded sheet holds
 * none: its orders are back in the queue whenever their own status is `paid` (a done sheet's order set back to
 * paid for a reprint, say).
 */
export const SHEET_STATUSES_HOLDING_ORDERS = [
  "queued",
  "making",
  "ready",
  "printing",
] as const satisfies readonly PrintSheetStatus[];

/** Sheets the operator may discard: not yet printing (a printing sheet's orders are printing) and not ended. */
export const DISCARDABLE_SHEET_STATUSES = [
  "queued",
  "making",
  "ready",
  "failed",
] as const satisfies readonly PrintSheetStatus[];

/** Sheets whose PDF may be downloaded (while it is stored). */
export const SHEET_STATUSES_WITH_FILE = ["ready", "printing", "done"] as const satisfies readonly PrintSheetStatus[];

export function isPrintSheetStatus(value: unknown): value is PrintSheetStatus {
  return typeof value === "string" && (PRINT_SHEET_STATUSES as readonly string[]).includes(value);
}
