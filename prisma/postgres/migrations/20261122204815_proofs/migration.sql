-- AlterTable
ALTER TABLE "Design" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'design';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "proofState" TEXT NOT NULL DEFAULT 'none';

-- CreateTable
CREATE TABLE "Proof" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "imageDesignId" INTEGER NOT NULL,
    "designId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "customerComment" TEXT,
    "replacementDesignId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "respondedAt" TIMESTAMP(3),

    CONSTRAINT "Proof_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Proof_imageDesignId_idx" ON "Proof"("imageDesignId");

-- CreateIndex
CREATE INDEX "Proof_designId_idx" ON "Proof"("designId");

-- CreateIndex
CREATE INDEX "Proof_replacementDesignId_idx" ON "Proof"("replacementDesignId");

-- CreateIndex
CREATE UNIQUE INDEX "Proof_orderId_version_key" ON "Proof"("orderId", "version");

-- AddForeignKey
ALTER TABLE "Proof" ADD CONSTRAINT "Proof_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Proof" ADD CONSTRAINT "Proof_imageDesignId_fkey" FOREIGN KEY ("imageDesignId") REFERENCES "Design"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Proof" ADD CONSTRAINT "Proof_designId_fkey" FOREIGN KEY ("designId") REFERENCES "Design"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Proof" ADD CONSTRAINT "Proof_replacementDesignId_fkey" FOREIGN KEY ("replacementDesignId") REFERENCES "Design"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

