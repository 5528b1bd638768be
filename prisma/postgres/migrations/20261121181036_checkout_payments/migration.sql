-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "clientSecret" TEXT;

-- CreateTable
CREATE TABLE "TestPaymentIntent" (
    "id" TEXT NOT NULL,
    "clientSecret" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'requires_payment_method',
    "metadata" TEXT NOT NULL,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestPaymentIntent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TestPaymentIntent_clientSecret_key" ON "TestPaymentIntent"("clientSecret");

