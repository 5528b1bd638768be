-- #33: a print sheet's whole life. ready → printing (its orders marked printing, in that transaction) → done
-- ("Mark sheet done"), or discarded (queued, making, ready or failed: its orders go back to the queue, its PDF is
-- deleted after a grace period and fileRemovedAt set). Who and when, as createdBy/createdBySession.

-- AlterTable
ALTER TABLE "PrintSheet" ADD COLUMN     "discardedAt" TIMESTAMP(3),
ADD COLUMN     "discardedBy" TEXT,
ADD COLUMN     "discardedBySession" TEXT,
ADD COLUMN     "doneAt" TIMESTAMP(3),
ADD COLUMN     "doneBy" TEXT,
ADD COLUMN     "doneBySession" TEXT,
ADD COLUMN     "fileRemovedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "PrintSheet_status_discardedAt_idx" ON "PrintSheet"("status", "discardedAt");

-- PRINT_SHEET_STATUSES (lib/domain/print-sheet-statuses.ts): printing, done and discarded added.
ALTER TABLE "PrintSheet" DROP CONSTRAINT "PrintSheet_status_check";
ALTER TABLE "PrintSheet" ADD CONSTRAINT "PrintSheet_status_check" CHECK ("status" IN ('queued', 'making', 'ready', 'failed', 'printing', 'done', 'discarded'));
