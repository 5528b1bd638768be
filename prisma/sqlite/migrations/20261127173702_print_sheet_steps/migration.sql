-- #33: a print sheet made in steps (lib/print-sheets/advance-print-sheet.ts): its rendered artwork kept under
-- work/<workKey>/ in the print-sheets folder, artworkDone of artworkTotal. Plain ADD COLUMNs: a table rebuild
-- would have to restate the status and media CHECK constraints (checked-columns.ts).
ALTER TABLE "PrintSheet" ADD COLUMN "workKey" TEXT;
ALTER TABLE "PrintSheet" ADD COLUMN "artworkDone" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "PrintSheet" ADD COLUMN "artworkTotal" INTEGER;
ALTER TABLE "PrintSheet" ADD COLUMN "printMaxDpi" INTEGER;
