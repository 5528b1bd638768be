-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "clientSecret" TEXT;

-- CreateTable
CREATE TABLE "TestPaymentIntent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientSecret" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'requires_payment_method',
    "metadata" TEXT NOT NULL,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "TestPaymentIntent_clientSecret_key" ON "TestPaymentIntent"("clientSecret");

