-- Statuses the database enforces: each column below takes only the values of its list in
-- lib/domain (lib/domain/checked-columns.ts names them; tests/integration/checked-columns.test.ts
-- compares each constraint with its list). Written by hand: Prisma 6 does not declare CHECK constraints.
-- SQLite cannot add a constraint to a table, so each table is rebuilt as Prisma rebuilds one (the
-- migration runner turns foreign keys off around it and checks them before COMMIT), keeping its
-- indexes, its triggers and its AUTOINCREMENT counter. A row holding any other value stops this
-- migration (nothing is changed) instead of being rewritten.

-- "Order"
CREATE TABLE "new_Order" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sessionId" TEXT,
    "paymentId" TEXT,
    "designId" INTEGER NOT NULL,
    "sizeId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "totalPriceCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "shippingCents" INTEGER NOT NULL DEFAULT 0,
    "roundedCorners" BOOLEAN NOT NULL DEFAULT false,
    "scale" INTEGER NOT NULL DEFAULT 100,
    "xPosition" INTEGER NOT NULL DEFAULT 0,
    "yPosition" INTEGER NOT NULL DEFAULT 0,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerPhone" TEXT NOT NULL,
    "companyName" TEXT,
    "additionalNotes" TEXT,
    "shippingAddress" TEXT NOT NULL,
    "shippingCity" TEXT NOT NULL,
    "shippingState" TEXT NOT NULL,
    "shippingZip" TEXT NOT NULL,
    "shippingCountry" TEXT NOT NULL DEFAULT 'United States',
    "shippingMethod" TEXT NOT NULL DEFAULT 'standard',
    "couponCode" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "proofState" TEXT NOT NULL DEFAULT 'none',
    "carrier" TEXT,
    "trackingNumber" TEXT,
    "shippedAt" DATETIME,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "refundedAt" DATETIME,
    "expiredAt" DATETIME,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "archivedAt" DATETIME,
    "paymentIntentId" TEXT,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_designId_fkey" FOREIGN KEY ("designId") REFERENCES "Design" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "StickerSize" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_status_check" CHECK ("status" IN ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired')),
    CONSTRAINT "Order_proofState_check" CHECK ("proofState" IN ('none', 'sent', 'approved', 'changes_requested')),
    CONSTRAINT "Order_carrier_check" CHECK ("carrier" IN ('usps', 'ups', 'fedex', 'other'))
);
INSERT INTO "new_Order" ("id", "sessionId", "paymentId", "designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents", "discountCents", "shippingCents", "roundedCorners", "scale", "xPosition", "yPosition", "customerName", "customerEmail", "customerPhone", "companyName", "additionalNotes", "shippingAddress", "shippingCity", "shippingState", "shippingZip", "shippingCountry", "shippingMethod", "couponCode", "status", "proofState", "carrier", "trackingNumber", "shippedAt", "refundedCents", "refundedAt", "expiredAt", "archived", "archivedAt", "paymentIntentId", "paidAt", "createdAt", "updatedAt") SELECT "id", "sessionId", "paymentId", "designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents", "discountCents", "shippingCents", "roundedCorners", "scale", "xPosition", "yPosition", "customerName", "customerEmail", "customerPhone", "companyName", "additionalNotes", "shippingAddress", "shippingCity", "shippingState", "shippingZip", "shippingCountry", "shippingMethod", "couponCode", "status", "proofState", "carrier", "trackingNumber", "shippedAt", "refundedCents", "refundedAt", "expiredAt", "archived", "archivedAt", "paymentIntentId", "paidAt", "createdAt", "updatedAt" FROM "Order";
DELETE FROM "sqlite_sequence" WHERE "name" = 'new_Order';
INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'new_Order', "seq" FROM "sqlite_sequence" WHERE "name" = 'Order';
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE INDEX "Order_archived_createdAt_id_idx" ON "Order"("archived", "createdAt", "id");
CREATE INDEX "Order_archived_status_createdAt_id_idx" ON "Order"("archived", "status", "createdAt", "id");
CREATE INDEX "Order_customerEmail_idx" ON "Order"("customerEmail");
CREATE INDEX "Order_designId_idx" ON "Order"("designId");
CREATE INDEX "Order_paid_onward_createdAt_id_idx" ON "Order"("createdAt", "id")
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');
CREATE INDEX "Order_paid_onward_total_createdAt_desc_idx" ON "Order"("totalPriceCents", "createdAt" DESC, "id" DESC)
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');
CREATE INDEX "Order_paid_onward_total_createdAt_id_idx" ON "Order"("totalPriceCents", "createdAt", "id")
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');
CREATE INDEX "Order_paymentId_idx" ON "Order"("paymentId");
CREATE INDEX "Order_paymentIntentId_idx" ON "Order"("paymentIntentId");
CREATE INDEX "Order_sessionId_idx" ON "Order"("sessionId");
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");
CREATE TRIGGER "Order_count_delete" AFTER DELETE ON "Order"
BEGIN
  INSERT INTO "OrderCountChange" ("archived", "status", "proofState", "change")
    VALUES (OLD."archived", OLD."status", OLD."proofState", -1);
END;
CREATE TRIGGER "Order_count_insert" AFTER INSERT ON "Order"
BEGIN
  INSERT INTO "OrderCountChange" ("archived", "status", "proofState", "change")
    VALUES (NEW."archived", NEW."status", NEW."proofState", 1);
END;
CREATE TRIGGER "Order_count_update" AFTER UPDATE OF "archived", "status", "proofState" ON "Order"
  WHEN OLD."archived" IS NOT NEW."archived" OR OLD."status" IS NOT NEW."status" OR OLD."proofState" IS NOT NEW."proofState"
BEGIN
  INSERT INTO "OrderCountChange" ("archived", "status", "proofState", "change")
    VALUES (OLD."archived", OLD."status", OLD."proofState", -1), (NEW."archived", NEW."status", NEW."proofState", 1);
END;

-- "Payment"
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
    CONSTRAINT "Payment_affiliateId_fkey" FOREIGN KEY ("affiliateId") REFERENCES "Affiliate" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Payment_status_check" CHECK ("status" IN ('open', 'pending', 'paid'))
);
INSERT INTO "new_Payment" ("id", "sessionId", "cartFingerprint", "provider", "providerPaymentId", "clientSecret", "status", "currency", "subtotalCents", "discountCents", "shippingCents", "totalCents", "shippingMethod", "couponId", "affiliateId", "attributionMethod", "commissionCents", "commissionBookedAt", "failureMessage", "providerAmountCents", "providerCurrency", "amountMismatchAt", "refundedCents", "commissionReversedCents", "paidAt", "createdAt", "updatedAt") SELECT "id", "sessionId", "cartFingerprint", "provider", "providerPaymentId", "clientSecret", "status", "currency", "subtotalCents", "discountCents", "shippingCents", "totalCents", "shippingMethod", "couponId", "affiliateId", "attributionMethod", "commissionCents", "commissionBookedAt", "failureMessage", "providerAmountCents", "providerCurrency", "amountMismatchAt", "refundedCents", "commissionReversedCents", "paidAt", "createdAt", "updatedAt" FROM "Payment";
DROP TABLE "Payment";
ALTER TABLE "new_Payment" RENAME TO "Payment";
CREATE UNIQUE INDEX "Payment_providerPaymentId_key" ON "Payment"("providerPaymentId");
CREATE UNIQUE INDEX "Payment_sessionId_cartFingerprint_key" ON "Payment"("sessionId", "cartFingerprint");
CREATE INDEX "Payment_status_idx" ON "Payment"("status");

-- "PaymentRefund"
CREATE TABLE "new_PaymentRefund" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "paymentId" TEXT NOT NULL,
    "orderId" INTEGER,
    "amountCents" INTEGER NOT NULL,
    "providerRefundId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "source" TEXT NOT NULL,
    "failureMessage" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PaymentRefund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PaymentRefund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "PaymentRefund_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed')),
    CONSTRAINT "PaymentRefund_source_check" CHECK ("source" IN ('admin', 'provider'))
);
INSERT INTO "new_PaymentRefund" ("id", "paymentId", "orderId", "amountCents", "providerRefundId", "status", "source", "failureMessage", "createdAt", "updatedAt") SELECT "id", "paymentId", "orderId", "amountCents", "providerRefundId", "status", "source", "failureMessage", "createdAt", "updatedAt" FROM "PaymentRefund";
DROP TABLE "PaymentRefund";
ALTER TABLE "new_PaymentRefund" RENAME TO "PaymentRefund";
CREATE INDEX "PaymentRefund_orderId_idx" ON "PaymentRefund"("orderId");
CREATE INDEX "PaymentRefund_paymentId_idx" ON "PaymentRefund"("paymentId");
CREATE UNIQUE INDEX "PaymentRefund_providerRefundId_key" ON "PaymentRefund"("providerRefundId");

-- "EmailMessage"
CREATE TABLE "new_EmailMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dedupeKey" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "textBody" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME,
    "claimedAt" DATETIME,
    "orderId" INTEGER,
    "paymentId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME, "htmlBody" TEXT,
    CONSTRAINT "EmailMessage_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "EmailMessage_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'))
);
INSERT INTO "new_EmailMessage" ("id", "dedupeKey", "toAddress", "subject", "textBody", "status", "error", "attempts", "nextAttemptAt", "claimedAt", "orderId", "paymentId", "createdAt", "sentAt", "htmlBody") SELECT "id", "dedupeKey", "toAddress", "subject", "textBody", "status", "error", "attempts", "nextAttemptAt", "claimedAt", "orderId", "paymentId", "createdAt", "sentAt", "htmlBody" FROM "EmailMessage";
DELETE FROM "sqlite_sequence" WHERE "name" = 'new_EmailMessage';
INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'new_EmailMessage', "seq" FROM "sqlite_sequence" WHERE "name" = 'EmailMessage';
DROP TABLE "EmailMessage";
ALTER TABLE "new_EmailMessage" RENAME TO "EmailMessage";
CREATE UNIQUE INDEX "EmailMessage_dedupeKey_key" ON "EmailMessage"("dedupeKey");
CREATE INDEX "EmailMessage_orderId_idx" ON "EmailMessage"("orderId");
CREATE INDEX "EmailMessage_paymentId_idx" ON "EmailMessage"("paymentId");
CREATE INDEX "EmailMessage_status_nextAttemptAt_idx" ON "EmailMessage"("status", "nextAttemptAt");

-- "Proof"
CREATE TABLE "new_Proof" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "imageDesignId" INTEGER NOT NULL,
    "designId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "customerComment" TEXT,
    "replacementDesignId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "respondedAt" DATETIME,
    CONSTRAINT "Proof_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Proof_imageDesignId_fkey" FOREIGN KEY ("imageDesignId") REFERENCES "Design" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Proof_designId_fkey" FOREIGN KEY ("designId") REFERENCES "Design" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Proof_replacementDesignId_fkey" FOREIGN KEY ("replacementDesignId") REFERENCES "Design" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Proof_status_check" CHECK ("status" IN ('sent', 'approved', 'changes_requested', 'superseded')),
    CONSTRAINT "Proof_source_check" CHECK ("source" IN ('upload', 'cut_preview', 'reorder'))
);
INSERT INTO "new_Proof" ("id", "orderId", "version", "source", "imageDesignId", "designId", "status", "customerComment", "replacementDesignId", "createdAt", "respondedAt") SELECT "id", "orderId", "version", "source", "imageDesignId", "designId", "status", "customerComment", "replacementDesignId", "createdAt", "respondedAt" FROM "Proof";
DELETE FROM "sqlite_sequence" WHERE "name" = 'new_Proof';
INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'new_Proof', "seq" FROM "sqlite_sequence" WHERE "name" = 'Proof';
DROP TABLE "Proof";
ALTER TABLE "new_Proof" RENAME TO "Proof";
CREATE INDEX "Proof_designId_idx" ON "Proof"("designId");
CREATE INDEX "Proof_imageDesignId_idx" ON "Proof"("imageDesignId");
CREATE UNIQUE INDEX "Proof_orderId_version_key" ON "Proof"("orderId", "version");
CREATE INDEX "Proof_replacementDesignId_idx" ON "Proof"("replacementDesignId");

-- "CouponRedemption"
CREATE TABLE "new_CouponRedemption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "couponId" INTEGER NOT NULL,
    "paymentId" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'reserved',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CouponRedemption_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CouponRedemption_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CouponRedemption_status_check" CHECK ("status" IN ('reserved', 'redeemed', 'released'))
);
INSERT INTO "new_CouponRedemption" ("id", "couponId", "paymentId", "customerEmail", "status", "createdAt", "updatedAt") SELECT "id", "couponId", "paymentId", "customerEmail", "status", "createdAt", "updatedAt" FROM "CouponRedemption";
DELETE FROM "sqlite_sequence" WHERE "name" = 'new_CouponRedemption';
INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'new_CouponRedemption', "seq" FROM "sqlite_sequence" WHERE "name" = 'CouponRedemption';
DROP TABLE "CouponRedemption";
ALTER TABLE "new_CouponRedemption" RENAME TO "CouponRedemption";
CREATE INDEX "CouponRedemption_couponId_customerEmail_idx" ON "CouponRedemption"("couponId", "customerEmail");
CREATE INDEX "CouponRedemption_couponId_status_idx" ON "CouponRedemption"("couponId", "status");
CREATE UNIQUE INDEX "CouponRedemption_paymentId_key" ON "CouponRedemption"("paymentId");

-- "TestPaymentIntent"
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
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TestPaymentIntent_status_check" CHECK ("status" IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled'))
);
INSERT INTO "new_TestPaymentIntent" ("id", "clientSecret", "amountCents", "currency", "status", "metadata", "lastError", "refundedCents", "createdAt", "updatedAt") SELECT "id", "clientSecret", "amountCents", "currency", "status", "metadata", "lastError", "refundedCents", "createdAt", "updatedAt" FROM "TestPaymentIntent";
DROP TABLE "TestPaymentIntent";
ALTER TABLE "new_TestPaymentIntent" RENAME TO "TestPaymentIntent";
CREATE UNIQUE INDEX "TestPaymentIntent_clientSecret_key" ON "TestPaymentIntent"("clientSecret");
