-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "amountMismatchAt" DATETIME;
ALTER TABLE "Payment" ADD COLUMN "providerAmountCents" INTEGER;
ALTER TABLE "Payment" ADD COLUMN "providerCurrency" TEXT;

