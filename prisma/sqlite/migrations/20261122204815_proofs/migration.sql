-- CreateTable
CREATE TABLE "Proof" (
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
    CONSTRAINT "Proof_replacementDesignId_fkey" FOREIGN KEY ("replacementDesignId") REFERENCES "Design" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Design" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "originalName" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "sessionId" TEXT,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "checksum" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'design',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_Design" ("checksum", "createdAt", "filename", "height", "id", "mimeType", "originalName", "sessionId", "sizeBytes", "width") SELECT "checksum", "createdAt", "filename", "height", "id", "mimeType", "originalName", "sessionId", "sizeBytes", "width" FROM "Design";
DROP TABLE "Design";
ALTER TABLE "new_Design" RENAME TO "Design";
CREATE UNIQUE INDEX "Design_filename_key" ON "Design"("filename");
CREATE INDEX "Design_createdAt_idx" ON "Design"("createdAt");
CREATE INDEX "Design_sessionId_idx" ON "Design"("sessionId");
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
    CONSTRAINT "Order_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "StickerSize" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("additionalNotes", "archived", "archivedAt", "carrier", "companyName", "couponCode", "createdAt", "customerEmail", "customerName", "customerPhone", "designId", "discountCents", "expiredAt", "id", "paidAt", "paymentId", "paymentIntentId", "quantity", "refundedAt", "refundedCents", "roundedCorners", "scale", "sessionId", "shippedAt", "shippingAddress", "shippingCents", "shippingCity", "shippingCountry", "shippingMethod", "shippingState", "shippingZip", "sizeId", "status", "totalPriceCents", "trackingNumber", "unitPriceCents", "updatedAt", "xPosition", "yPosition") SELECT "additionalNotes", "archived", "archivedAt", "carrier", "companyName", "couponCode", "createdAt", "customerEmail", "customerName", "customerPhone", "designId", "discountCents", "expiredAt", "id", "paidAt", "paymentId", "paymentIntentId", "quantity", "refundedAt", "refundedCents", "roundedCorners", "scale", "sessionId", "shippedAt", "shippingAddress", "shippingCents", "shippingCity", "shippingCountry", "shippingMethod", "shippingState", "shippingZip", "sizeId", "status", "totalPriceCents", "trackingNumber", "unitPriceCents", "updatedAt", "xPosition", "yPosition" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE INDEX "Order_archived_createdAt_idx" ON "Order"("archived", "createdAt");
CREATE INDEX "Order_archived_status_createdAt_idx" ON "Order"("archived", "status", "createdAt");
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");
CREATE INDEX "Order_customerEmail_idx" ON "Order"("customerEmail");
CREATE INDEX "Order_sessionId_idx" ON "Order"("sessionId");
CREATE INDEX "Order_paymentId_idx" ON "Order"("paymentId");
CREATE INDEX "Order_paymentIntentId_idx" ON "Order"("paymentIntentId");
CREATE INDEX "Order_designId_idx" ON "Order"("designId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Proof_imageDesignId_idx" ON "Proof"("imageDesignId");

-- CreateIndex
CREATE INDEX "Proof_designId_idx" ON "Proof"("designId");

-- CreateIndex
CREATE INDEX "Proof_replacementDesignId_idx" ON "Proof"("replacementDesignId");

-- CreateIndex
CREATE UNIQUE INDEX "Proof_orderId_version_key" ON "Proof"("orderId", "version");

