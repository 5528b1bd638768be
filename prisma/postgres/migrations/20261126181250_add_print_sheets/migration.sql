-- #23: print sheets. A sheet of paid, approved orders laid out on the printer's media, made by the
-- make-print-sheets job; PrintSheetOrder keeps each order's quantity at the time. The status and the
-- media kind are closed lists (lib/domain/print-sheet-statuses.ts, held by CHECKs as checked-columns.ts names).

-- CreateTable
CREATE TABLE "PrintSheet" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL,
    "createdBySession" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "mediaKind" TEXT NOT NULL,
    "mediaWidthInches" DOUBLE PRECISION NOT NULL,
    "mediaLengthInches" DOUBLE PRECISION NOT NULL,
    "gapInches" DOUBLE PRECISION NOT NULL,
    "pages" INTEGER,
    "utilisation" DOUBLE PRECISION,
    "stickerCount" INTEGER NOT NULL,
    "layout" TEXT,
    "fileKey" TEXT,
    "fileSizeBytes" INTEGER,
    "errorMessage" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimToken" TEXT,
    "claimedAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "markedPrintingAt" TIMESTAMP(3),

    CONSTRAINT "PrintSheet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrintSheetOrder" (
    "sheetId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "PrintSheetOrder_pkey" PRIMARY KEY ("sheetId","orderId")
);

-- CreateIndex
CREATE UNIQUE INDEX "PrintSheet_fileKey_key" ON "PrintSheet"("fileKey");

-- CreateIndex
CREATE INDEX "PrintSheet_status_claimedAt_idx" ON "PrintSheet"("status", "claimedAt");

-- CreateIndex
CREATE INDEX "PrintSheet_createdAt_id_idx" ON "PrintSheet"("createdAt", "id");

-- CreateIndex
CREATE INDEX "PrintSheetOrder_orderId_idx" ON "PrintSheetOrder"("orderId");

-- AddForeignKey
ALTER TABLE "PrintSheetOrder" ADD CONSTRAINT "PrintSheetOrder_sheetId_fkey" FOREIGN KEY ("sheetId") REFERENCES "PrintSheet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrintSheetOrder" ADD CONSTRAINT "PrintSheetOrder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- PRINT_SHEET_STATUSES and PRINT_MEDIA_KINDS (lib/domain/print-sheet-statuses.ts)
ALTER TABLE "PrintSheet" ADD CONSTRAINT "PrintSheet_status_check" CHECK ("status" IN ('queued', 'making', 'ready', 'failed'));
ALTER TABLE "PrintSheet" ADD CONSTRAINT "PrintSheet_mediaKind_check" CHECK ("mediaKind" IN ('roll', 'sheet'));
