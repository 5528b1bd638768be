-- #22: die-cut stickers and custom sizes. A line keeps its own shape, dimensions and readable size
-- name (a custom size has no StickerSize row, so sizeId becomes optional); a die-cut line its frozen
-- cut line; a design the outline traced at upload. Existing lines take them from their standard size.
-- SQLite rebuilds CartItem and Order as Prisma would (the migration runner turns foreign keys off
-- around it and checks them before COMMIT), keeping Order's CHECK constraints, hand-written partial
-- indexes, order-count triggers and both AUTOINCREMENT counters; "shape" is held to STICKER_SHAPES
-- (lib/domain/sticker-shapes.ts).

-- AlterTable
ALTER TABLE "Design" ADD COLUMN "outline" TEXT;

-- "CartItem"
CREATE TABLE "new_CartItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sessionId" TEXT NOT NULL,
    "designId" INTEGER NOT NULL,
    "sizeId" INTEGER,
    "shape" TEXT NOT NULL DEFAULT 'square',
    "widthInches" REAL NOT NULL,
    "heightInches" REAL NOT NULL,
    "sizeName" TEXT NOT NULL,
    "cutLine" TEXT,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "totalPriceCents" INTEGER NOT NULL,
    "roundedCorners" BOOLEAN NOT NULL DEFAULT false,
    "scale" INTEGER NOT NULL DEFAULT 100,
    "xPosition" INTEGER NOT NULL DEFAULT 0,
    "yPosition" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CartItem_designId_fkey" FOREIGN KEY ("designId") REFERENCES "Design" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartItem_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "StickerSize" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CartItem_shape_check" CHECK ("shape" IN ('square', 'circle', 'die-cut'))
);
INSERT INTO "new_CartItem" ("id", "sessionId", "designId", "sizeId", "shape", "widthInches", "heightInches", "sizeName", "quantity", "unitPriceCents", "totalPriceCents", "roundedCorners", "scale", "xPosition", "yPosition", "createdAt")
SELECT t."id", t."sessionId", t."designId", t."sizeId", s."shape", s."width", s."height", s."name", t."quantity", t."unitPriceCents", t."totalPriceCents", t."roundedCorners", t."scale", t."xPosition", t."yPosition", t."createdAt"
FROM "CartItem" AS t JOIN "StickerSize" AS s ON s."id" = t."sizeId";
DELETE FROM "sqlite_sequence" WHERE "name" = 'new_CartItem';
INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'new_CartItem', "seq" FROM "sqlite_sequence" WHERE "name" = 'CartItem';
DROP TABLE "CartItem";
ALTER TABLE "new_CartItem" RENAME TO "CartItem";
CREATE INDEX "CartItem_sessionId_createdAt_idx" ON "CartItem"("sessionId", "createdAt");
CREATE INDEX "CartItem_designId_idx" ON "CartItem"("designId");

-- "Order"
CREATE TABLE "new_Order" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sessionId" TEXT,
    "paymentId" TEXT,
    "designId" INTEGER NOT NULL,
    "sizeId" INTEGER,
    "shape" TEXT NOT NULL DEFAULT 'square',
    "widthInches" REAL NOT NULL,
    "heightInches" REAL NOT NULL,
    "sizeName" TEXT NOT NULL,
    "cutLine" TEXT,
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
    CONSTRAINT "Order_carrier_check" CHECK ("carrier" IN ('usps', 'ups', 'fedex', 'other')),
    CONSTRAINT "Order_shape_check" CHECK ("shape" IN ('square', 'circle', 'die-cut'))
);
INSERT INTO "new_Order" ("id", "sessionId", "paymentId", "designId", "sizeId", "shape", "widthInches", "heightInches", "sizeName", "quantity", "unitPriceCents", "totalPriceCents", "discountCents", "shippingCents", "roundedCorners", "scale", "xPosition", "yPosition", "customerName", "customerEmail", "customerPhone", "companyName", "additionalNotes", "shippingAddress", "shippingCity", "shippingState", "shippingZip", "shippingCountry", "shippingMethod", "couponCode", "status", "proofState", "carrier", "trackingNumber", "shippedAt", "refundedCents", "refundedAt", "expiredAt", "archived", "archivedAt", "paymentIntentId", "paidAt", "createdAt", "updatedAt")
SELECT t."id", t."sessionId", t."paymentId", t."designId", t."sizeId", s."shape", s."width", s."height", s."name", t."quantity", t."unitPriceCents", t."totalPriceCents", t."discountCents", t."shippingCents", t."roundedCorners", t."scale", t."xPosition", t."yPosition", t."customerName", t."customerEmail", t."customerPhone", t."companyName", t."additionalNotes", t."shippingAddress", t."shippingCity", t."shippingState", t."shippingZip", t."shippingCountry", t."shippingMethod", t."couponCode", t."status", t."proofState", t."carrier", t."trackingNumber", t."shippedAt", t."refundedCents", t."refundedAt", t."expiredAt", t."archived", t."archivedAt", t."paymentIntentId", t."paidAt", t."createdAt", t."updatedAt"
FROM "Order" AS t JOIN "StickerSize" AS s ON s."id" = t."sizeId";
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
