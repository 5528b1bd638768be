import "server-only";
import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { ApiError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { createPrintSheetKey, getPrintSheetFiles, type PrintSheetFiles } from "@/lib/designs/storage/print-sheet-files";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";
import { readPrintDesign } from "@/lib/print/read-print-design";
import { getShopSettings } from "@/lib/settings/shop-settings";
import { layoutPrintSheet } from "./layout-print-sheet";
import { PrintSheetLayoutError } from "./print-sheet-layout-error";
import { readStoredMedia } from "./print-sheet-media";
import type { PrintSheetItem } from "./print-sheet-types";
import { PRINT_SHEET_ORDER_SELECT, toPrintSheetItem } from "./to-print-sheet-item";
import { writePrintSheetPdf } from "./write-print-sheet-pdf";

/**
 * A "making" claim older than this belongs to a run that died (a killed server, a function stopped at its
 * time limit: Vercel's longest is 300 s, well under it), so another run may take the sheet over.
 */
export const PRINT_SHEET_CLAIM_TIMEOUT_MS = 15 * 60_000;
/** A sheet whose runs died this often is marked failed rather than tried forever. */
export const MAX_PRINT_SHEET_ATTEMPTS = 3;
/** No further sheet is started after this long in one run (the cron route's function may run 300 s). */
export const PRINT_SHEET_RUN_BUDGET_MS = 120_000;
/** Sheets one run looks at, at most. */
const SHEETS_PER_RUN = 10;

export const PRINT_SHEET_ABANDONED_MESSAGE = `The print sheet could not be made: ${MAX_PRINT_SHEET_ATTEMPTS} attempts stopped before finishing (a server stopped or ran out of time). Make a new sheet, perhaps with fewer orders.`;

export type MakePrintSheetsReport = { made: number; failed: number; abandoned: number };

type Dependencies = { designs: DesignStorage; files: PrintSheetFiles; now: () => Date };

function defaultDependencies(): Dependencies {
  return { designs: getDesignStorage(), files: getPrintSheetFiles(), now: () => new Date() };
}

/** The sheets a run may take: queued ones, and "making" ones whose claim went stale, oldest first. */
function claimableWhere(now: Date) {
  const staleBefore = new Date(now.getTime() - PRINT_SHEET_CLAIM_TIMEOUT_MS);
  return { OR: [{ status: "queued" }, { status: "making", claimedAt: { lt: staleBefore } }] };
}

/**
 * Takes one sheet for this run, atomically: a single conditional UPDATE (queued, or making with a stale
 * claim) sets a fresh claim token, so of two runs racing for it exactly one changes the row. A stale sheet
 * that used up its attempts is marked failed instead. Returns the claim token, or null when not taken.
 */
export async function claimPrintSheet(sheetId: number, now: Date): Promise<string | null> {
  await prisma.printSheet.updateMany({
    where: { id: sheetId, ...claimableWhere(now), status: "making", attempts: { gte: MAX_PRINT_SHEET_ATTEMPTS } },
    data: { status: "failed", errorMessage: PRINT_SHEET_ABANDONED_MESSAGE, finishedAt: now, claimToken: null },
  });
  const claimToken = randomUUID();
  const { count } = await prisma.printSheet.updateMany({
    where: { id: sheetId, ...claimableWhere(now) },
    data: { status: "making", claimToken, claimedAt: now, startedAt: now, attempts: { increment: 1 } },
  });
  return count === 1 ? claimToken : null;
}

/** The sheet's orders as the layout takes them: each at the quantity it had when the sheet was made. */
async function readSheetItems(sheetId: number) {
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  const rows = await prisma.printSheetOrder.findMany({
    where: { sheetId },
    orderBy: { orderId: "asc" },
    select: { quantity: true, order: { select: PRINT_SHEET_ORDER_SELECT } },
  });
  const filenames = new Map<string, string>();
  const items: PrintSheetItem[] = rows.map(({ quantity, order }) => {
    const designId = String(order.design.id);
    filenames.set(designId, order.design.filename);
    return toPrintSheetItem(order, {
      quantity,
      orderLabel: formatOrderNumber(order.id, order.createdAt, timeZone),
      designId,
    });
  });
  return { items, filenames };
}

/** What the operator reads on the page when a make fails: the layout's and storage's own words where they have them. */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError || error instanceof PrintSheetLayoutError) return error.message;
  return `The print sheet could not be made: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Makes one claimed sheet: lays out every copy (layoutPrintSheet), streams the PDF (writePrintSheetPdf)
 * into the print-sheets folder under a new key, and records pages, utilisation, layout, key and size, all
 * conditional on still holding the claim (a run that lost it removes its file). A failure is recorded
 * on the sheet (status failed, its message) and the partial file removed; its orders go back to the queue.
 */
export async function makeClaimedPrintSheet(
  sheetId: number,
  claimToken: string,
  deps: Dependencies = defaultDependencies(),
): Promise<"made" | "failed" | "lost"> {
  const sheet = await prisma.printSheet.findUniqueOrThrow({ where: { id: sheetId } });
  const key = createPrintSheetKey();
  let stored = false;
  try {
    const { items, filenames } = await readSheetItems(sheetId);
    const layout = layoutPrintSheet({
      items,
      media: readStoredMedia(sheet),
      gapInches: sheet.gapInches,
      createdAt: sheet.createdAt,
    });
    const { printMaxDpi } = await getShopSettings();
    const out = new PassThrough();
    const writing = deps.files.write(key, out);
    // A store that fails (Blob down) stops the writer at once: it would otherwise wait for ever on a stream
    // nobody reads, and the rejection, awaited only after the writing, was reported unhandled meanwhile.
    writing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    stored = true;
    let drawn: { pages: number; cutPaths: number };
    try {
      drawn = await writePrintSheetPdf({
        layout,
        items,
        out,
        maxDpi: printMaxDpi,
        readDesign: async (designId: string) => {
          const filename = filenames.get(designId);
          if (!filename) return null;
          try {
            return await readPrintDesign(deps.designs, filename);
          } catch (error) {
            if (error instanceof ApiError) return null; // gone from both copies: the writer says which order
            throw error;
          }
        },
      });
      if (!out.writableEnded) out.end();
    } catch (error) {
      out.destroy(error as Error);
      // The store's own failure says more than the writer's "stream destroyed".
      await writing;
      throw error;
    }
    const { sizeBytes } = await writing;
    const finishedAt = deps.now();
    const { count } = await prisma.printSheet.updateMany({
      where: { id: sheetId, status: "making", claimToken },
      data: {
        status: "ready",
        pages: drawn.pages,
        utilisation: layout.utilisation,
        layout: JSON.stringify(layout),
        fileKey: key,
        fileSizeBytes: sizeBytes,
        errorMessage: null,
        claimToken: null,
        finishedAt,
      },
    });
    if (count === 0) {
      await deps.files.remove(key);
      return "lost";
    }
    return "made";
  } catch (error) {
    console.error(`Making print sheet ${sheetId} failed:`, error);
    if (stored) await deps.files.remove(key).catch(() => undefined);
    const { count } = await prisma.printSheet.updateMany({
      where: { id: sheetId, status: "making", claimToken },
      data: { status: "failed", errorMessage: describeFailure(error), claimToken: null, finishedAt: deps.now() },
    });
    return count === 1 ? "failed" : "lost";
  }
}

/** Claims and makes one sheet by id (the POST's after() hook); false when another run has it. */
export async function makePrintSheetNow(sheetId: number, deps: Dependencies = defaultDependencies()): Promise<boolean> {
  const claimToken = await claimPrintSheet(sheetId, deps.now());
  if (!claimToken) return false;
  await makeClaimedPrintSheet(sheetId, claimToken, deps);
  return true;
}

/**
 * The make-print-sheets job: claims queued sheets (and sheets stuck in making past the timeout) one by one
 * and makes them, until none is left, SHEETS_PER_RUN were looked at or the time budget is spent. Safe to
 * run concurrently: the claim gives each sheet to one run.
 */
export async function makeQueuedPrintSheets(
  deps: Dependencies = defaultDependencies(),
  budgetMs = PRINT_SHEET_RUN_BUDGET_MS,
): Promise<MakePrintSheetsReport> {
  const report: MakePrintSheetsReport = { made: 0, failed: 0, abandoned: 0 };
  const started = Date.now();
  const candidates = await prisma.printSheet.findMany({
    where: claimableWhere(deps.now()),
    orderBy: { id: "asc" },
    take: SHEETS_PER_RUN,
    select: { id: true, status: true, attempts: true },
  });
  for (const candidate of candidates) {
    if (Date.now() - started > budgetMs) break;
    const claimToken = await claimPrintSheet(candidate.id, deps.now());
    if (!claimToken) {
      if (candidate.status === "making" && candidate.attempts >= MAX_PRINT_SHEET_ATTEMPTS) report.abandoned++;
      continue;
    }
    const outcome = await makeClaimedPrintSheet(candidate.id, claimToken, deps);
    if (outcome === "made") report.made++;
    else if (outcome === "failed") report.failed++;
  }
  return report;
}
