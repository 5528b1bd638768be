-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "amountMismatchAt" TIMESTAMP(3),
ADD COLUMN     "providerAmountCents" INTEGER,
ADD COLUMN     "providerCurrency" TEXT;

