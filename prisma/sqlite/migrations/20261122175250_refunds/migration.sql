-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Payment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sessionId" TEXT NOT NULL,
    "cartFingerprint" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerPaymentId" TEXT,
    "clientSecret" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "subtotalCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "shippingCents" INTEGER NOT NULL DEFAULT 0,
    "totalCents" INTEGER NOT NULL,
    "shippingMethod" TEXT NOT NULL DEFAULT 'standard',
    "couponId" INTEGER,
    "affiliateId" INTEGER,
    "attributionMethod" TEXT,
    "commissionCents" INTEGER NOT NULL DEFAULT 0,
    "commissionBookedAt" DATETIME,
    "failureMessage" TEXT,
    "providerAmountCents" INTEGER,
    "providerCurrency" TEXT,
    "amountMismatchAt" DATETIME,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "commissionReversedCents" INTEGER NOT NULL DEFAULT 0,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Payment_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Payment_affiliateId_fkey" FOREIGN KEY ("affiliateId") REFERENCES "Affiliate" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Payment" ("affiliateId", "amountMismatchAt", "attributionMethod", "cartFingerprint", "clientSecret", "commissionBookedAt", "commissionCents", "couponId", "createdAt", "currency", "discountCents", "failureMessage", "id", "paidAt", "provider", "providerAmountCents", "providerCurrency", "providerPaymentId", "refundedCents", "sessionId", "shippingCents", "shippingMethod", "status", "subtotalCents", "totalCents", "updatedAt") SELECT "affiliateId", "amountMismatchAt", "attributionMethod", "cartFingerprint", "clientSecret", "commissionBookedAt", "commissionCents", "couponId", "createdAt", "currency", "discountCents", "failureMessage", "id", "paidAt", "provider", "providerAmountCents", "providerCurrency", "providerPaymentId", "refundedCents", "sessionId", "shippingCents", "shippingMethod", "status", "subtotalCents", "totalCents", "updatedAt" FROM "Payment";
DROP TABLE "Payment";
ALTER TABLE "new_Payment" RENAME TO "Payment";
CREATE UNIQUE INDEX "Payment_providerPaymentId_key" ON "Payment"("providerPaymentId");
CREATE INDEX "Payment_status_idx" ON "Payment"("status");
CREATE UNIQUE INDEX "Payment_sessionId_cartFingerprint_key" ON "Payment"("sessionId", "cartFingerprint");
CREATE TABLE "new_TestPaymentIntent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientSecret" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'requires_payment_method',
    "metadata" TEXT NOT NULL,
    "lastError" TEXT,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_TestPaymentIntent" ("amountCents", "clientSecret", "createdAt", "currency", "id", "lastError", "metadata", "status", "updatedAt") SELECT "amountCents", "clientSecret", "createdAt", "currency", "id", "lastError", "metadata", "status", "updatedAt" FROM "TestPaymentIntent";
DROP TABLE "TestPaymentIntent";
ALTER TABLE "new_TestPaymentIntent" RENAME TO "TestPaymentIntent";
CREATE UNIQUE INDEX "TestPaymentIntent_clientSecret_key" ON "TestPaymentIntent"("clientSecret");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

