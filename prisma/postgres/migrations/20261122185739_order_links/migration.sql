-- CreateTable
CREATE TABLE "OrderLink" (
    "id" SERIAL NOT NULL,
    "paymentId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "OrderLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderLink_tokenHash_key" ON "OrderLink"("tokenHash");

-- CreateIndex
CREATE INDEX "OrderLink_paymentId_idx" ON "OrderLink"("paymentId");

-- AddForeignKey
ALTER TABLE "OrderLink" ADD CONSTRAINT "OrderLink_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

