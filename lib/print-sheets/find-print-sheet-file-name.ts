import "server-only";
import { prisma } from "@/lib/db/client";
import { namePrintSheetFile } from "./name-print-sheet-file";

/** The name a stored sheet's PDF is saved as (its number and stock), or null when no sheet records the file. */
export async function findPrintSheetFileName(fileKey: string): Promise<string | null> {
  const sheet = await prisma.printSheet.findUnique({
    where: { fileKey },
    select: { id: true, materialId: true, finishId: true },
  });
  return sheet ? namePrintSheetFile(sheet) : null;
}
