-- #33: a print sheet made in steps (lib/print-sheets/advance-print-sheet.ts): its rendered artwork kept under
-- work/<workKey>/ in the print-sheets folder, artworkDone of artworkTotal.

-- AlterTable
ALTER TABLE "PrintSheet" ADD COLUMN     "artworkDone" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "artworkTotal" INTEGER,
ADD COLUMN     "printMaxDpi" INTEGER,
ADD COLUMN     "workKey" TEXT;

