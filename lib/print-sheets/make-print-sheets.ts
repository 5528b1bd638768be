import "server-only";
import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { ApiError, conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import {
  createPrintSheetKey,
  createPrintSheetWorkKey,
  getPrintSheetFiles,
  type PrintSheetFiles,
} from "@/lib/designs/storage/print-sheet-files";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";
import { computeLineWhitePlate } from "@/lib/print/compute-line-white-plate";
import type { PathSegment } from "@/lib/print/path-segments";
import { PRINT_FILE_MESSAGES } from "@/lib/print/print-file-messages";
import { readPlateArtwork, type PlateArtwork } from "@/lib/print/read-plate-artwork";
import { readPrintDesign } from "@/lib/print/read-print-design";
import { readStickerCutPath } from "@/lib/print/read-sticker-cut-path";
import { isJpeg } from "@/lib/print/render-print-raster";
import { toRasterSticker } from "@/lib/print/plan-sheet-stickers";
import { getShopSettings } from "@/lib/settings/shop-settings";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { explainMixedStocks } from "./explain-mixed-stocks";
import { layoutPrintSheetOffThread } from "./layout-print-sheet-off-thread";
import { listSheetArtwork, plateKeyOf, type SheetArtwork } from "./list-sheet-artwork";
import { keepCurrentDesign, PRINT_SHEET_MESSAGES, renderFromDesigns } from "./render-sheet-artwork";
import { PrintSheetLayoutError } from "./print-sheet-layout-error";
import { readStoredMedia } from "./print-sheet-media";
import type { PrintSheetItem, PrintSheetLayout } from "./print-sheet-types";
import { PRINT_SHEET_ORDER_SELECT, toPrintSheetItem } from "./to-print-sheet-item";
import { writePrintSheetPdf } from "./write-print-sheet-pdf";

/**
 * A "making" claim not renewed for this long belongs to a run that died (a killed server, a function
 * stopped at its time limit): a run renews it at every step (one raster, at most seconds) and every
 * CLAIM_REFRESH_MS while writing the file, so another run may take the sheet over, and its progress.
 */
export const PRINT_SHEET_CLAIM_TIMEOUT_MS = 5 * 60_000;
const CLAIM_REFRESH_MS = 10_000;
/** A sheet whose runs died this often is marked failed rather than tried forever. */
export const MAX_PRINT_SHEET_ATTEMPTS = 3;
/**
 * In a serverless function, a run starts no step after this long: well within the shortest limit a shop may
 * have (60 s on Vercel's Hobby plan without fluid compute), with room for the step under way (a 49 MP photo's
 * raster takes under a second here) and for starting the next run. The last step (writing the file from the
 * rendered rasters: no decoding, reading and writing bytes) starts only with WRITE_STEP_RESERVE_MS left.
 */
export const PRINT_SHEET_STEPS_BUDGET_MS = 40_000;
const WRITE_STEP_RESERVE_MS = 30_000;
/** Sheets one run looks at, at most. */
const SHEETS_PER_RUN = 10;

export const PRINT_SHEET_ABANDONED_MESSAGE = `The print sheet could not be made: ${MAX_PRINT_SHEET_ATTEMPTS} attempts stopped before finishing (a server stopped or ran out of time). Make a new sheet, perhaps with fewer orders.`;

export type MakePrintSheetsReport = { made: number; failed: number; abandoned: number; paused: number };

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

/**
 * The sheet's orders as the layout takes them: each at the quantity it had when the sheet was made. A sheet
 * queued before sheets held one stock may mix them: it is refused (409, naming the orders of each stock), as
 * POST /api/admin/print-sheets refuses such a sheet now, so no run ever prints one.
 */
async function readSheetItems(sheetId: number) {
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  const rows = await prisma.printSheetOrder.findMany({
    where: { sheetId },
    orderBy: { orderId: "asc" },
    select: { quantity: true, order: { select: PRINT_SHEET_ORDER_SELECT } },
  });
  const mixed = explainMixedStocks(
    rows.map(({ order }) => ({ ...order, orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone) })),
  );
  if (mixed) throw conflict(mixed);
  const filenames = new Map<string, string>();
  const items: PrintSheetItem[] = rows.map(({ quantity, order }) => {
    const designId = String(order.design.id);
    filenames.set(designId, order.design.filename);
    // A sticker sheet's stickers are keyed to their designs the same way (toPrintSheetItem's default).
    for (const sticker of order.sheetStickers) filenames.set(String(sticker.design.id), sticker.design.filename);
    return toPrintSheetItem(order, {
      quantity,
      orderLabel: formatOrderNumber(order.id, order.createdAt, timeZone),
      designId,
    });
  });
  const first = rows[0]?.order;
  return { items, filenames, material: first ? { id: first.materialId, name: first.materialName } : null };
}

/** On clear stock: the White plate's settings for this run (the shop's, read once a run); otherwise null. */
async function readSheetWhitePlate(
  material: { id: string; name: string } | null,
): Promise<{ name: string; chokePoints: number } | null> {
  if (!material) return null;
  // Materials are never deleted (lib/catalogue deactivates them); one missing cannot be printed safely.
  const row = await prisma.material.findUnique({ where: { id: material.id }, select: { whiteLayer: true } });
  if (!row) throw conflict(PRINT_FILE_MESSAGES.materialUnknown(material.name));
  if (!row.whiteLayer) return null;
  const { whitePlateName, whitePlateChokePoints } = await getShopSettings();
  return { name: whitePlateName, chokePoints: whitePlateChokePoints };
}

/**
 * An artwork's White plates as stored in the work folder: JSON [[key, segments], …], keyed by plateKeyOf (an
 * order's id; a sheet sticker's "order:position"). Plates stored by a run before sticker sheets have numbers
 * for keys: read as the same strings.
 */
function encodePlates(plates: Map<string, PathSegment[]>): Buffer {
  return Buffer.from(JSON.stringify([...plates]));
}

function decodePlates(data: Buffer): Map<string, PathSegment[]> {
  const entries = JSON.parse(data.toString("utf8")) as [string | number, PathSegment[]][];
  return new Map(entries.map(([key, plate]) => [String(key), plate]));
}

/** What the operator reads on the page when a make fails: the layout's and storage's own words where they have them. */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError || error instanceof PrintSheetLayoutError) return error.message;
  return `The print sheet could not be made: ${error instanceof Error ? error.message : String(error)}`;
}

/** When the sheet's file is written: the rendered artwork read back, the PDF streamed into the folder. */
async function writeSheetFile(
  context: {
    sheetId: number;
    claimToken: string;
    workKey: string;
    maxDpi: number;
    whitePlate: { name: string } | null;
    thruCutName: string;
  },
  sheet: { layout: PrintSheetLayout; items: PrintSheetItem[] },
  deps: Dependencies,
): Promise<{ key: string; sizeBytes: number; pages: number }> {
  const key = createPrintSheetKey();
  const out = new PassThrough();
  const writing = deps.files.write(key, out);
  // A store that fails (Blob down) stops the writer at once: it would otherwise wait for ever on a stream
  // nobody reads, and the rejection, awaited only after the writing, was reported unhandled meanwhile.
  writing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  let lastRefresh = Date.now();
  try {
    const drawn = await writePrintSheetPdf({
      layout: sheet.layout,
      items: sheet.items,
      out,
      maxDpi: context.maxDpi,
      thruCutName: context.thruCutName,
      whitePlate: context.whitePlate && {
        name: context.whitePlate.name,
        platesOf: async (artwork) => {
          const data = await deps.files.readWork(context.workKey, artwork.index, "plate");
          if (!data) throw conflict(PRINT_SHEET_MESSAGES.plateMissing(artwork.index));
          return decodePlates(data);
        },
      },
      rasterOf: async (artwork) => {
        // A long write keeps its claim fresh, so no other run takes the sheet over meanwhile.
        if (Date.now() - lastRefresh > CLAIM_REFRESH_MS) {
          // Discarded or taken over meanwhile: stop writing a file nobody will record.
          if (!(await refreshClaim(context.sheetId, context.claimToken, deps.now())))
            throw new Error(`Print sheet ${context.sheetId} is no longer this run's to make.`);
          lastRefresh = Date.now();
        }
        const data = await deps.files.readWork(context.workKey, artwork.index);
        if (!data) throw conflict(PRINT_SHEET_MESSAGES.artworkMissing(artwork.index));
        return { format: isJpeg(data) ? "jpeg" : "png", data, ...artwork.plan.output };
      },
    });
    if (!out.writableEnded) out.end();
    const { sizeBytes } = await writing;
    return { key, sizeBytes, pages: drawn.pages };
  } catch (error) {
    out.destroy(error as Error);
    // A failed store destroyed `out` with its own error, which is the one thrown here; nothing is kept.
    await writing.catch(() => undefined);
    await deps.files.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Keeps a run's claim fresh: false when the run no longer holds it (discarded, or taken over). */
async function refreshClaim(sheetId: number, claimToken: string, now: Date): Promise<boolean> {
  const { count } = await prisma.printSheet.updateMany({
    where: { id: sheetId, status: "making", claimToken },
    data: { claimedAt: now },
  });
  return count === 1;
}

/**
 * Makes one claimed sheet, in steps, until it is made or `deadline` (ms, Date.now()) passes. The first step
 * lays out every copy (layoutPrintSheet) and lists the distinct rasters (listSheetArtwork); then each step
 * renders one raster from its design into the sheet's work folder and records it (artworkDone), so a run
 * that stops, whatever the cause, loses that one raster at most and the next run goes on from there; the
 * last step streams the PDF (writePrintSheetPdf) from the rendered rasters into the print-sheets folder
 * and records pages, utilisation, layout, key and size. Every record is conditional on still holding the
 * claim (a run that lost it removes what it wrote). Out of time, the sheet goes back to the queue with its
 * progress ("paused"; the caller starts the next run). A failure is recorded on the sheet (failed, its
 * message), its files removed; its orders go back to the queue.
 */
export async function makeClaimedPrintSheet(
  sheetId: number,
  claimToken: string,
  deps: Dependencies = defaultDependencies(),
  deadline: number = Number.POSITIVE_INFINITY,
): Promise<"made" | "failed" | "lost" | "paused"> {
  let sheet = await prisma.printSheet.findUniqueOrThrow({ where: { id: sheetId } });
  let file: { key: string; sizeBytes: number; pages: number } | null = null;
  let recorded = false;
  try {
    const { items, filenames, material } = await readSheetItems(sheetId);
    const whitePlate = await readSheetWhitePlate(material);
    // The layout is made once, by the first step, and kept on the sheet: nesting a large sheet takes seconds,
    // and every later step must draw the copies where the first put them.
    const started = sheet.workKey !== null && sheet.printMaxDpi !== null && sheet.artworkTotal !== null;
    const layout: PrintSheetLayout =
      started && sheet.layout !== null
        ? (JSON.parse(sheet.layout) as PrintSheetLayout)
        : await layoutPrintSheetOffThread({
            items,
            media: readStoredMedia(sheet),
            gapInches: sheet.gapInches,
            createdAt: sheet.createdAt,
            stockName:
              sheet.materialName && sheet.finishName
                ? formatStockName({ materialName: sheet.materialName, finishName: sheet.finishName })
                : null,
          });
    if (!started) {
      const { printMaxDpi } = await getShopSettings();
      const start = {
        workKey: createPrintSheetWorkKey(),
        printMaxDpi,
        artworkTotal: listSheetArtwork(layout, items, printMaxDpi).artworks.length,
        artworkDone: 0,
        layout: JSON.stringify(layout),
      };
      const { count } = await prisma.printSheet.updateMany({
        where: { id: sheetId, status: "making", claimToken },
        data: start,
      });
      if (count === 0) return "lost";
      sheet = { ...sheet, ...start };
    }
    const workKey = sheet.workKey as string;
    const maxDpi = sheet.printMaxDpi as number;
    const { artworks } = listSheetArtwork(layout, items, maxDpi);
    const rendering = await renderArtworkSteps(
      { sheetId, claimToken, workKey, from: sheet.artworkDone, deadline },
      artworks,
      { filenames, items, whitePlate },
      deps,
    );
    if (rendering.outcome === "lost") return await giveUpLostSheet(sheetId, workKey, deps);
    if (rendering.outcome === "out of time") return await pause(sheetId, claimToken, deps);
    // The last step reads every raster back and writes the file: started with time enough for it, or by a
    // run that had nothing else to do (so a slow start can never put it off for ever).
    if (rendering.rendered > 0 && deadline - Date.now() < WRITE_STEP_RESERVE_MS)
      return await pause(sheetId, claimToken, deps);
    // The sheet outline's Separation (#39) as the shop names it when the file is written.
    const { thruCutName } = await getShopSettings();
    file = await writeSheetFile(
      { sheetId, claimToken, workKey, maxDpi, whitePlate, thruCutName },
      { layout, items },
      deps,
    );
    const { count } = await prisma.printSheet.updateMany({
      where: { id: sheetId, status: "making", claimToken },
      data: {
        status: "ready",
        pages: file.pages,
        utilisation: layout.utilisation,
        layout: JSON.stringify(layout),
        fileKey: file.key,
        fileSizeBytes: file.sizeBytes,
        errorMessage: null,
        claimToken: null,
        finishedAt: deps.now(),
      },
    });
    if (count === 0) {
      await deps.files.remove(file.key);
      return await giveUpLostSheet(sheetId, workKey, deps);
    }
    recorded = true;
    // Ready first, then the rendered rasters go (a run that dies in between leaves a ready sheet whose work
    // folder the daily sweep removes, never a ready-to-be sheet without its rasters).
    await removeSheetWork(sheetId, workKey, deps);
    return "made";
  } catch (error) {
    console.error(`Making print sheet ${sheetId} failed:`, error);
    if (file && !recorded) await deps.files.remove(file.key).catch(() => undefined);
    const { count } = await prisma.printSheet.updateMany({
      where: { id: sheetId, status: "making", claimToken },
      data: { status: "failed", errorMessage: describeFailure(error), claimToken: null, finishedAt: deps.now() },
    });
    if (count === 1 && sheet.workKey) await removeSheetWork(sheetId, sheet.workKey, deps);
    return count === 1 ? "failed" : "lost";
  }
}

/**
 * The rendering steps of one run: from `from`, one raster at a time (on clear stock with its orders' White
 * plates, traced from the same design read), each stored and recorded before the next, until all are or
 * `deadline` passes. Its own function, so the design it last read is released before the file is written.
 */
async function renderArtworkSteps(
  run: { sheetId: number; claimToken: string; workKey: string; from: number; deadline: number },
  artworks: SheetArtwork[],
  sheet: {
    filenames: Map<string, string>;
    items: PrintSheetItem[];
    whitePlate: { chokePoints: number } | null;
  },
  deps: Dependencies,
): Promise<{ outcome: "done" | "out of time" | "lost"; rendered: number }> {
  const designOf = keepCurrentDesign(async (designId) => {
    const filename = sheet.filenames.get(designId);
    if (!filename) return null;
    try {
      return await readPrintDesign(deps.designs, filename);
    } catch (error) {
      if (error instanceof ApiError) return null; // gone from both copies: the refusal says which order
      throw error;
    }
  });
  const render = renderFromDesigns(designOf);
  const byOrder = new Map(sheet.items.map((item) => [item.orderId, item]));
  // The design's inked area is traced once per design (artworks come grouped by design).
  let traced = null as { designId: string; artwork: PlateArtwork } | null;
  let rendered = 0;
  for (let index = run.from; index < artworks.length; index++) {
    if (Date.now() >= run.deadline) return { outcome: "out of time", rendered };
    const artwork = artworks[index]!;
    const raster = await render(artwork);
    await deps.files.writeWork(run.workKey, index, raster.data);
    if (sheet.whitePlate) {
      const { design } = artwork;
      if (traced?.designId !== artwork.designId)
        traced = {
          designId: artwork.designId,
          artwork: await readPlateArtwork(await designOf(artwork), design, `print-sheet:${run.sheetId}`),
        };
      const chokePoints = sheet.whitePlate.chokePoints;
      const plates = new Map<string, PathSegment[]>();
      for (const orderId of artwork.orderIds) {
        const item = byOrder.get(orderId)!;
        plates.set(
          plateKeyOf(orderId),
          computeLineWhitePlate(item, design, traced.artwork, { cutPath: readStickerCutPath(item), chokePoints }),
        );
      }
      // A sticker sheet's stickers (#39): each one's plate as the sheet's own print file makes it.
      for (const { orderId, position } of artwork.stickers) {
        const sticker = byOrder.get(orderId)!.sheet!.stickers.find((candidate) => candidate.position === position)!;
        plates.set(
          plateKeyOf(orderId, position),
          computeLineWhitePlate(toRasterSticker(sticker), design, traced.artwork, {
            cutPath: readStickerCutPath({ ...sticker, roundedCorners: false }),
            chokePoints,
          }),
        );
      }
      await deps.files.writeWork(run.workKey, index, encodePlates(plates), "plate");
    }
    const { count } = await prisma.printSheet.updateMany({
      where: { id: run.sheetId, status: "making", claimToken: run.claimToken },
      data: { artworkDone: index + 1, claimedAt: deps.now() },
    });
    if (count === 0) return { outcome: "lost", rendered };
    rendered++;
  }
  return { outcome: "done", rendered };
}

/** Removes a sheet's work folder and forgets it; one that cannot be removed now is left to the daily sweep. */
async function removeSheetWork(sheetId: number, workKey: string, deps: Dependencies): Promise<void> {
  try {
    await deps.files.removeWork(workKey);
    await prisma.printSheet.updateMany({ where: { id: sheetId, workKey }, data: { workKey: null } });
  } catch (error) {
    console.error(`Removing print sheet ${sheetId}'s rendered artwork failed (the daily sweep retries):`, error);
  }
}

/**
 * A run that lost its claim leaves the sheet's rendered artwork to whoever holds it now, unless nobody will:
 * a sheet discarded, failed or already made meanwhile has it removed at once.
 */
async function giveUpLostSheet(sheetId: number, workKey: string, deps: Dependencies): Promise<"lost"> {
  const sheet = await prisma.printSheet.findUnique({ where: { id: sheetId }, select: { status: true } });
  if (!sheet || (sheet.status !== "queued" && sheet.status !== "making"))
    await deps.files.removeWork(workKey).catch(() => undefined);
  return "lost";
}

/** Out of time: back to the queue with its progress; the claim's attempt is given back (the run did not die). */
async function pause(sheetId: number, claimToken: string, deps: Dependencies): Promise<"paused" | "lost"> {
  const { count } = await prisma.printSheet.updateMany({
    where: { id: sheetId, status: "making", claimToken },
    data: { status: "queued", claimToken: null, claimedAt: deps.now(), attempts: { decrement: 1 } },
  });
  if (count === 1) console.info(`Print sheet ${sheetId} paused for time; the next run goes on from its progress.`);
  return count === 1 ? "paused" : "lost";
}

/** Claims and makes one sheet by id (the POST's after() hook); false when another run has it. */
export async function makePrintSheetNow(
  sheetId: number,
  deps: Dependencies = defaultDependencies(),
  { continueLater }: RunOptions = {},
): Promise<boolean> {
  const claimToken = await claimPrintSheet(sheetId, deps.now());
  if (!claimToken) return false;
  const outcome = await makeClaimedPrintSheet(sheetId, claimToken, deps, Date.now() + runBudgetMs());
  if (outcome === "paused") await continueLater?.();
  return true;
}

export type RunOptions = {
  /** Starts another run soon (a call to the shop's own job route), when this one ran out of time. */
  continueLater?: () => Promise<void>;
  /** How long this run may work, in ms (runBudgetMs() by default). */
  budgetMs?: number;
};

/**
 * How long one run may work: in a serverless function, PRINT_SHEET_STEPS_BUDGET_MS (then the sheet is
 * paused and the next run started); a server of its own (npm start) has no limit, so its steps run back to
 * back to the end.
 */
function runBudgetMs(): number {
  return getServerEnv().serverless ? PRINT_SHEET_STEPS_BUDGET_MS : Number.POSITIVE_INFINITY;
}

/**
 * The make-print-sheets job: claims queued sheets (paused ones among them, and sheets stuck in making past
 * the timeout) one by one and makes them, until none is left, SHEETS_PER_RUN were looked at or the time
 * budget is spent; a sheet paused for lack of time has the next run started (`continueLater`). Safe to run
 * concurrently: the claim gives each sheet to one run.
 */
export async function makeQueuedPrintSheets(
  deps: Dependencies = defaultDependencies(),
  { continueLater, budgetMs = runBudgetMs() }: RunOptions = {},
): Promise<MakePrintSheetsReport> {
  const report: MakePrintSheetsReport = { made: 0, failed: 0, abandoned: 0, paused: 0 };
  const deadline = Date.now() + budgetMs;
  const candidates = await prisma.printSheet.findMany({
    where: claimableWhere(deps.now()),
    orderBy: { id: "asc" },
    take: SHEETS_PER_RUN,
    select: { id: true, status: true, attempts: true },
  });
  for (const candidate of candidates) {
    if (Date.now() >= deadline) {
      report.paused++; // not started: waits for the next run like a paused one
      continue;
    }
    const claimToken = await claimPrintSheet(candidate.id, deps.now());
    if (!claimToken) {
      if (candidate.status === "making" && candidate.attempts >= MAX_PRINT_SHEET_ATTEMPTS) report.abandoned++;
      continue;
    }
    const outcome = await makeClaimedPrintSheet(candidate.id, claimToken, deps, deadline);
    if (outcome === "made") report.made++;
    else if (outcome === "failed") report.failed++;
    else if (outcome === "paused") report.paused++;
  }
  if (report.paused > 0) await continueLater?.();
  return report;
}
