/** @jest-environment node */
// A print sheet made in steps (#33, lib/print-sheets/make-print-sheets.ts): every distinct raster rendered
// into the sheet's work folder one step at a time, its progress recorded, then the PDF written from them.
// A run killed midway loses only the step it was in: the next run (after the claim timeout) goes on, and the
// finished PDF is the one a single run makes (pages, images, every CutContour path). A run out of time
// pauses the sheet and starts the next run (POST /api/cron/make-print-sheets, the cron secret).
import type { PrintSheetLayout } from "@/lib/print-sheets/print-sheet-types";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, findSize, stickerOf } from "../helpers/fixtures";
import { makePng } from "../helpers/images";
import { createPaymentRow } from "../helpers/order-factories";
import { uploadPng } from "../helpers/print-file-orders";
import { isSeparation, readPrintPdfPages, type PrintPdf } from "../helpers/print-pdf";
import { POST as startJob } from "@/app/api/cron/[job]/route";
import { prisma } from "@/lib/db/client";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import {
  getPrintSheetFiles,
  PRINT_SHEET_FOLDER,
  type PrintSheetFiles,
  type PrintSheetWorkKind,
} from "@/lib/designs/storage/print-sheet-files";
import { createPrintSheet } from "@/lib/print-sheets/create-print-sheet";
import { discardPrintSheet } from "@/lib/print-sheets/discard-print-sheet";
import { removeLeftoverSheetWork } from "@/lib/print-sheets/remove-leftover-sheet-work";
import {
  claimPrintSheet,
  makeClaimedPrintSheet,
  makeQueuedPrintSheets,
  PRINT_SHEET_CLAIM_TIMEOUT_MS,
} from "@/lib/print-sheets/make-print-sheets";

setupTestDatabase();
jest.setTimeout(120_000);

const CRON_SECRET = "cron-secret-for-the-print-sheet-step-tests";
process.env.CRON_SECRET = CRON_SECRET;

const sheetFolder = path.join(process.env.DESIGN_STORAGE_DIR as string, PRINT_SHEET_FOLDER);
const ROLL = { kind: "roll", widthInches: 12, maxLengthInches: 48 } as const;
const ADMIN = { actor: "admin", sessionId: null };

let orderIds: number[];

beforeAll(async () => {
  await rm(sheetFolder, { recursive: true, force: true });
  // Five designs (five rasters), one of them on two orders at one size (one raster drawn for both).
  const size = stickerOf(await findSize('2"'));
  const designs = [];
  for (let i = 0; i < 5; i++)
    designs.push((await uploadPng(await makePng({ width: 500 + 40 * i, height: 500 }), `art-${i}.png`)).design);
  orderIds = [];
  for (const [i, design] of [...designs, designs[0]!].entries()) {
    const payment = await createPaymentRow({ status: "paid" });
    const order = await createOrderRow({
      paymentId: payment.id,
      sessionId: payment.sessionId,
      designId: design.id,
      ...size,
      quantity: 2 + i,
      status: "paid",
      proofState: "approved",
      paidAt: new Date(),
    });
    orderIds.push(order.id);
  }
});

/** The storage adapter, with a hook before each rendered raster is stored (to stall or time a step). */
function filesWith(beforeWrite: (index: number, call: number) => Promise<void>): PrintSheetFiles {
  const real = getPrintSheetFiles();
  let calls = 0;
  return Object.assign(Object.create(Object.getPrototypeOf(real)) as PrintSheetFiles, real, {
    writeWork: async (workKey: string, index: number, data: Buffer, kind?: PrintSheetWorkKind) => {
      await beforeWrite(index, ++calls);
      return real.writeWork(workKey, index, data, kind);
    },
  });
}

const deps = (files: PrintSheetFiles = getPrintSheetFiles()) => ({
  designs: getDesignStorage(),
  files,
  now: () => new Date(),
});

async function readSheet(id: number) {
  const row = await prisma.printSheet.findUniqueOrThrow({ where: { id } });
  const pdf = new Uint8Array(await readFile(path.join(sheetFolder, row.fileKey as string)));
  return { row, pages: await readPrintPdfPages(pdf) };
}

/** What a print shop's cutter and RIP take from the file: each page's size, images and CutContour paths. */
function contentOf(pages: PrintPdf[]) {
  return pages.map((page) => ({
    mediaBox: page.mediaBox,
    images: page.images.map((image) => [image.widthPx, image.heightPx, image.rect]),
    cuts: page.paints.filter((paint) => isSeparation(paint.strokeSpace, "CutContour")).map((paint) => paint.subpaths),
  }));
}

async function newSheet() {
  return (await createPrintSheet({ media: ROLL, gapInches: 0.125, orderIds }, ADMIN)).id;
}

describe("a print sheet made in steps", () => {
  let inOneGo: ReturnType<typeof contentOf>;

  it("in one go: every raster rendered and recorded, then the file; the work folder is gone after", async () => {
    const id = await newSheet();
    const token = (await claimPrintSheet(id, new Date())) as string;
    expect(await makeClaimedPrintSheet(id, token, deps())).toBe("made");
    const { row, pages } = await readSheet(id);
    expect(row).toMatchObject({ status: "ready", artworkTotal: 5, artworkDone: 5, printMaxDpi: 600, attempts: 1 });
    inOneGo = contentOf(pages);
    expect(inOneGo.flatMap((page) => page.cuts)).toHaveLength(2 + 3 + 4 + 5 + 6 + 7);
    expect(await readdir(sheetFolder)).toEqual([row.fileKey]);
    await discardPrintSheet(id, ADMIN); // its orders back in the queue for the next sheet
  });

  it("a run killed midway loses only its step: the next run goes on, and the file is the same as in one go", async () => {
    const id = await newSheet();
    const firstToken = (await claimPrintSheet(id, new Date())) as string;
    // The first run renders two rasters and stalls storing the third, for ever: as a function killed there.
    let stalled = false;
    const killed = makeClaimedPrintSheet(
      id,
      firstToken,
      deps(
        filesWith(async (_index, call) => {
          if (call === 3) {
            stalled = true;
            await new Promise(() => undefined);
          }
        }),
      ),
    );
    void killed;
    while (!stalled) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await prisma.printSheet.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "making",
      artworkDone: 2,
      artworkTotal: 5,
    });
    // While the claim is fresh nobody takes the sheet; once stale, the next run does, and goes on from 2.
    expect(await claimPrintSheet(id, new Date())).toBeNull();
    const later = new Date(Date.now() + PRINT_SHEET_CLAIM_TIMEOUT_MS + 1_000);
    const secondToken = (await claimPrintSheet(id, later)) as string;
    expect(secondToken).toEqual(expect.any(String));
    const rendered: number[] = [];
    const outcome = await makeClaimedPrintSheet(
      id,
      secondToken,
      deps(
        filesWith(async (index) => {
          rendered.push(index);
        }),
      ),
    );
    expect(outcome).toBe("made");
    expect(rendered).toEqual([2, 3, 4]);
    const { row, pages } = await readSheet(id);
    expect(row).toMatchObject({ status: "ready", artworkDone: 5, attempts: 2, claimToken: null });
    expect(contentOf(pages)).toEqual(inOneGo);
    expect(await readdir(sheetFolder)).toEqual(expect.arrayContaining([row.fileKey]));
    expect(await readdir(sheetFolder)).not.toContain("work");
    await discardPrintSheet(id, ADMIN);
  });

  it("a run out of time pauses the sheet with its progress and asks for the next run, which finishes it", async () => {
    // No time at all: nothing is claimed for good, the sheet waits, and the next run is asked for.
    const id = await newSheet();
    const continueLater = jest.fn(async () => undefined);
    expect(await makeQueuedPrintSheets(deps(), { continueLater, budgetMs: 0 })).toEqual({
      made: 0,
      failed: 0,
      abandoned: 0,
      paused: 1,
    });
    expect(continueLater).toHaveBeenCalledTimes(1);

    // A run whose time runs out while its second raster is stored: it records that raster, then pauses.
    const token = (await claimPrintSheet(id, new Date())) as string;
    const deadline = Date.now() + 1_500;
    const outcome = await makeClaimedPrintSheet(
      id,
      token,
      deps(
        filesWith(async (_index, call) => {
          if (call === 2) while (Date.now() <= deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ),
      deadline,
    );
    expect(outcome).toBe("paused");
    const paused = await prisma.printSheet.findUniqueOrThrow({ where: { id } });
    expect(paused).toMatchObject({
      status: "queued",
      claimToken: null,
      artworkDone: 2,
      attempts: 0, // a pause is no failed attempt
    });
    // The first step's layout is kept on the sheet, and the next run draws from it rather than laying out
    // again (nesting takes seconds): a copy moved in the stored layout is drawn where it was moved.
    expect(paused.layout).not.toBeNull();
    const kept = JSON.parse(paused.layout!) as PrintSheetLayout;
    kept.pages[0]!.placements[0]!.xInches += 0.01;
    await prisma.printSheet.update({ where: { id }, data: { layout: JSON.stringify(kept) } });

    // The next run goes on from the third raster and needs no other.
    const rendered: number[] = [];
    const next = await makeQueuedPrintSheets(
      deps(
        filesWith(async (index) => {
          rendered.push(index);
        }),
      ),
      { continueLater, budgetMs: 60_000 },
    );
    expect(next).toEqual({ made: 1, failed: 0, abandoned: 0, paused: 0 });
    expect(rendered).toEqual([2, 3, 4]);
    expect(continueLater).toHaveBeenCalledTimes(1);
    const finished = await prisma.printSheet.findUniqueOrThrow({ where: { id } });
    expect(JSON.parse(finished.layout!)).toEqual(kept);
    const { pages } = await readSheet(id);
    expect(contentOf(pages)).not.toEqual(inOneGo); // the moved copy
    expect(contentOf(pages).length).toBe(inOneGo.length);
    await discardPrintSheet(id, ADMIN);
  });
});

describe("loose ends", () => {
  it("a run with all rasters rendered writes the file even when its time is short (a slow start never defers it for ever)", async () => {
    const id = await newSheet();
    // All five rendered, then the write put off for time.
    const first = (await claimPrintSheet(id, new Date())) as string;
    const stopAfterRendering = filesWith(async () => undefined);
    let lastStored = 0;
    const files = Object.assign(
      Object.create(Object.getPrototypeOf(stopAfterRendering)) as PrintSheetFiles,
      stopAfterRendering,
      {
        writeWork: async (workKey: string, index: number, data: Buffer, kind?: PrintSheetWorkKind) => {
          await stopAfterRendering.writeWork(workKey, index, data, kind);
          lastStored = Date.now();
        },
      },
    );
    const deadline = Date.now() + 20_000; // under the 30 s the write step asks for
    expect(await makeClaimedPrintSheet(id, first, deps(files), deadline)).toBe("paused");
    expect(lastStored).toBeGreaterThan(0);
    expect(await prisma.printSheet.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "queued",
      artworkDone: 5,
    });
    // The next run has as little time, but nothing else to do: it writes.
    const second = (await claimPrintSheet(id, new Date())) as string;
    expect(await makeClaimedPrintSheet(id, second, deps(), Date.now() + 20_000)).toBe("made");
    expect((await readSheet(id)).row).toMatchObject({ status: "ready", workKey: null });
    await discardPrintSheet(id, ADMIN);
  });

  it("the daily sweep removes a made sheet's work folder that its run left behind", async () => {
    const id = await newSheet();
    const token = (await claimPrintSheet(id, new Date())) as string;
    expect(await makeClaimedPrintSheet(id, token, deps())).toBe("made");
    // As if the run died between marking the sheet ready and removing its rasters.
    const files = getPrintSheetFiles();
    const workKey = "0b6f1c9e-1111-4222-8333-944455556666";
    await files.writeWork(workKey, 0, Buffer.from("raster"));
    await prisma.printSheet.update({ where: { id }, data: { workKey } });
    expect(await readdir(sheetFolder)).toContain("work");
    expect(await removeLeftoverSheetWork()).toEqual({ sheetWorkFoldersRemoved: 1 });
    expect(await files.readWork(workKey, 0)).toBeNull();
    expect((await prisma.printSheet.findUniqueOrThrow({ where: { id } })).workKey).toBeNull();
    expect(await removeLeftoverSheetWork()).toEqual({ sheetWorkFoldersRemoved: 0 });
    await discardPrintSheet(id, ADMIN);
  });
});

describe("POST /api/cron/make-print-sheets", () => {
  it("answers 202 at once and runs the job after its answer; 401 without the cron secret", async () => {
    const id = await newSheet();
    const refused = await callRoute(startJob, {
      method: "POST",
      path: "/api/cron/make-print-sheets",
      params: { job: "make-print-sheets" },
    });
    expect(refused.status).toBe(401);
    const started = await callRoute(startJob, {
      method: "POST",
      path: "/api/cron/make-print-sheets",
      params: { job: "make-print-sheets" },
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(started).toMatchObject({ status: 202, body: { job: "make-print-sheets", started: true } });
    // Ready, and its work folder removed (the run's last act, after the sheet is marked ready).
    for (let i = 0; i < 300; i++) {
      const { status, workKey } = await prisma.printSheet.findUniqueOrThrow({ where: { id } });
      if (status === "ready" && workKey === null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await prisma.printSheet.findUniqueOrThrow({ where: { id } })).status).toBe("ready");
    await discardPrintSheet(id, ADMIN);
  });
});
