-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN "htmlBody" TEXT;

