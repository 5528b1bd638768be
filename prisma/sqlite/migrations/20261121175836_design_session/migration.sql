-- AlterTable
ALTER TABLE "Design" ADD COLUMN "sessionId" TEXT;

-- CreateIndex
CREATE INDEX "Design_sessionId_idx" ON "Design"("sessionId");

