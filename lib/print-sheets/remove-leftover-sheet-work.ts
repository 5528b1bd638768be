import "server-only";
import { prisma } from "@/lib/db/client";
import { getPrintSheetFiles, type PrintSheetFiles } from "@/lib/designs/storage/print-sheet-files";

/** Most work folders removed in one run; a later run takes the rest. */
const MAX_WORK_FOLDERS_PER_RUN = 100;

/**
 * Part of the remove-unused-designs job: the rendered rasters of sheets no run will make any more (made,
 * printing, done or failed, e.g. abandoned after their runs died) whose work folder is still recorded,
 * because the run that finished them died before removing it or the removal failed. A discarded sheet's
 * folder goes with its PDF after the grace period (removeDiscardedSheetFiles).
 */
export async function removeLeftoverSheetWork({
  files = getPrintSheetFiles(),
  limit = MAX_WORK_FOLDERS_PER_RUN,
}: { files?: PrintSheetFiles; limit?: number } = {}): Promise<{ sheetWorkFoldersRemoved: number }> {
  const leftover = { status: { in: ["ready", "printing", "done", "failed"] }, workKey: { not: null } };
  const sheets = await prisma.printSheet.findMany({
    where: leftover,
    select: { id: true, workKey: true },
    orderBy: { id: "asc" },
    take: limit,
  });
  let removed = 0;
  for (const sheet of sheets) {
    try {
      await files.removeWork(sheet.workKey as string);
    } catch (error) {
      console.error(`Removing print sheet ${sheet.id}'s rendered artwork failed (the next run tries again):`, error);
      continue;
    }
    const { count } = await prisma.printSheet.updateMany({
      where: { id: sheet.id, ...leftover, workKey: sheet.workKey },
      data: { workKey: null },
    });
    removed += count;
  }
  return { sheetWorkFoldersRemoved: removed };
}
