import type { PrintSheetSummary } from "../print-sheet-dto";

/** A print sheet as the routes summarise it, made and ready, for component tests: override what a test is about. */
export function makePrintSheetSummary(overrides: Partial<PrintSheetSummary> = {}): PrintSheetSummary {
  return {
    id: 4,
    status: "ready",
    createdAt: "2026-11-26T18:00:00.000Z",
    createdBy: "admin",
    stock: { materialId: "clear-vinyl", materialName: "Clear vinyl", finishId: "matte", finishName: "Matte laminate" },
    media: { kind: "roll", widthInches: 12, maxLengthInches: 48 },
    gapInches: 0.125,
    stickerCount: 6,
    orderCount: 3,
    pages: 1,
    progress: { artworkDone: 3, artworkTotal: 3 },
    utilisation: 0.4567,
    fileSizeBytes: 1000,
    errorMessage: null,
    finishedAt: "2026-11-26T18:00:05.000Z",
    markedPrintingAt: null,
    doneAt: null,
    doneBy: null,
    discardedAt: null,
    discardedBy: null,
    fileDeleteAfter: null,
    fileRemovedAt: null,
    ...overrides,
  };
}
