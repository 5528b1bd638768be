import "server-only";
import { prisma } from "@/lib/db/client";
import { getPrintSheetFiles, type PrintSheetFiles } from "@/lib/designs/storage/print-sheet-files";
import { DISCARDED_SHEET_FILE_GRACE_DAYS } from "./discarded-sheet-grace";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most files removed in one run; a later run takes the rest. */
export const MAX_DISCARDED_SHEET_FILES_PER_RUN = 100;

/**
 * Part of the remove-unused-designs job: deletes the PDF (and any rendered artwork) of every sheet discarded more than
 * DISCARDED_SHEET_FILE_GRACE_DAYS before `now` and records it (fileRemovedAt); the sheet's row, its key and its
 * history stay. Idempotent (a missing file counts as removed; a second run finds nothing more). A file that
 * cannot be removed is logged and tried again by the next run.
 */
export async function removeDiscardedSheetFiles(
  now: Date = new Date(),
  {
    files = getPrintSheetFiles(),
    limit = MAX_DISCARDED_SHEET_FILES_PER_RUN,
  }: { files?: PrintSheetFiles; limit?: number } = {},
): Promise<{ discardedSheetFilesRemoved: number }> {
  const due = {
    status: "discarded",
    discardedAt: { lt: new Date(now.getTime() - DISCARDED_SHEET_FILE_GRACE_DAYS * DAY_MS) },
    fileRemovedAt: null,
    // Its PDF, or the artwork of a sheet discarded while it was being made in steps.
    OR: [{ fileKey: { not: null } }, { workKey: { not: null } }],
  };
  const sheets = await prisma.printSheet.findMany({
    where: due,
    select: { id: true, fileKey: true, workKey: true },
    orderBy: { id: "asc" },
    take: limit,
  });
  let removed = 0;
  for (const sheet of sheets) {
    try {
      if (sheet.fileKey) await files.remove(sheet.fileKey);
      if (sheet.workKey) await files.removeWork(sheet.workKey);
    } catch (error) {
      console.error(`Removing the PDF of discarded print sheet ${sheet.id} failed (the next run tries again):`, error);
      continue;
    }
    const { count } = await prisma.printSheet.updateMany({
      where: { id: sheet.id, ...due },
      data: { fileRemovedAt: now },
    });
    removed += count;
  }
  return { discardedSheetFilesRemoved: removed };
}
