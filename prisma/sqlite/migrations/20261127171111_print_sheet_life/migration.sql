-- #33: a print sheet's whole life. ready → printing (its orders marked printing, in that transaction) → done
-- ("Mark sheet done"), or discarded (queued, making, ready or failed: its orders go back to the queue, its PDF is
-- deleted after a grace period and fileRemovedAt set). Who and when, as createdBy/createdBySession.
-- SQLite cannot change a CHECK constraint, so the table is rebuilt as 20261126120000_checked_statuses rebuilds
-- one (the migration runner turns foreign keys off around it and checks them before COMMIT), keeping its
-- indexes and its AUTOINCREMENT counter; the new columns come with the rebuild.

CREATE TABLE "new_PrintSheet" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL,
    "createdBySession" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "mediaKind" TEXT NOT NULL,
    "mediaWidthInches" REAL NOT NULL,
    "mediaLengthInches" REAL NOT NULL,
    "gapInches" REAL NOT NULL,
    "pages" INTEGER,
    "utilisation" REAL,
    "stickerCount" INTEGER NOT NULL,
    "layout" TEXT,
    "fileKey" TEXT,
    "fileSizeBytes" INTEGER,
    "errorMessage" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimToken" TEXT,
    "claimedAt" DATETIME,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "markedPrintingAt" DATETIME,
    "doneAt" DATETIME,
    "doneBy" TEXT,
    "doneBySession" TEXT,
    "discardedAt" DATETIME,
    "discardedBy" TEXT,
    "discardedBySession" TEXT,
    "fileRemovedAt" DATETIME,
    CONSTRAINT "PrintSheet_status_check" CHECK ("status" IN ('queued', 'making', 'ready', 'failed', 'printing', 'done', 'discarded')),
    CONSTRAINT "PrintSheet_mediaKind_check" CHECK ("mediaKind" IN ('roll', 'sheet'))
);
INSERT INTO "new_PrintSheet" ("id", "createdAt", "createdBy", "createdBySession", "status", "mediaKind", "mediaWidthInches", "mediaLengthInches", "gapInches", "pages", "utilisation", "stickerCount", "layout", "fileKey", "fileSizeBytes", "errorMessage", "attempts", "claimToken", "claimedAt", "startedAt", "finishedAt", "markedPrintingAt") SELECT "id", "createdAt", "createdBy", "createdBySession", "status", "mediaKind", "mediaWidthInches", "mediaLengthInches", "gapInches", "pages", "utilisation", "stickerCount", "layout", "fileKey", "fileSizeBytes", "errorMessage", "attempts", "claimToken", "claimedAt", "startedAt", "finishedAt", "markedPrintingAt" FROM "PrintSheet";
DELETE FROM "sqlite_sequence" WHERE "name" = 'new_PrintSheet';
INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'new_PrintSheet', "seq" FROM "sqlite_sequence" WHERE "name" = 'PrintSheet';
DROP TABLE "PrintSheet";
ALTER TABLE "new_PrintSheet" RENAME TO "PrintSheet";
CREATE UNIQUE INDEX "PrintSheet_fileKey_key" ON "PrintSheet"("fileKey");
CREATE INDEX "PrintSheet_status_claimedAt_idx" ON "PrintSheet"("status", "claimedAt");
CREATE INDEX "PrintSheet_createdAt_id_idx" ON "PrintSheet"("createdAt", "id");
CREATE INDEX "PrintSheet_status_discardedAt_idx" ON "PrintSheet"("status", "discardedAt");
