-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "commissionReversedCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "TestPaymentIntent" ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0;

