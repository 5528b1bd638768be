-- #39: sticker sheets. A sheet's sizes and their own quantity tiers and prices (the owner's catalogue, seeded
-- by scripts/lib/seed-data.mjs),
-- a sheet line's stickers (SheetSticker), and the sheet size on the cart and order line. SQLite adds the
-- two line columns in place (ALTER TABLE ... REFERENCES), not by redefining CartItem and Order, which would
-- drop their CHECK constraints and triggers.

-- CreateTable
CREATE TABLE "SheetSize" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "widthInches" REAL NOT NULL,
    "heightInches" REAL NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "SheetQuantityTier" (
    "quantity" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT
);

-- CreateTable
CREATE TABLE "SheetPrice" (
    "sheetSizeId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,

    PRIMARY KEY ("sheetSizeId", "quantity"),
    CONSTRAINT "SheetPrice_sheetSizeId_fkey" FOREIGN KEY ("sheetSizeId") REFERENCES "SheetSize" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "SheetPrice_quantity_fkey" FOREIGN KEY ("quantity") REFERENCES "SheetQuantityTier" ("quantity") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SheetSticker" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cartItemId" INTEGER,
    "orderId" INTEGER,
    "position" INTEGER NOT NULL,
    "designId" INTEGER NOT NULL,
    "shape" TEXT NOT NULL,
    "widthInches" REAL NOT NULL,
    "heightInches" REAL NOT NULL,
    "cutLine" TEXT,
    "xInches" REAL NOT NULL,
    "yInches" REAL NOT NULL,
    "rotation" INTEGER NOT NULL,
    CONSTRAINT "SheetSticker_shape_check" CHECK ("shape" IN ('square', 'circle', 'die-cut')),
    CONSTRAINT "SheetSticker_rotation_check" CHECK ("rotation" IN (0, 90, 180, 270)),
    CONSTRAINT "SheetSticker_owner_check" CHECK (("cartItemId" IS NULL) <> ("orderId" IS NULL)),
    CONSTRAINT "SheetSticker_cartItemId_fkey" FOREIGN KEY ("cartItemId") REFERENCES "CartItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SheetSticker_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "SheetSticker_designId_fkey" FOREIGN KEY ("designId") REFERENCES "Design" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN "sheetSizeId" INTEGER REFERENCES "SheetSize" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "sheetSizeId" INTEGER REFERENCES "SheetSize" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateIndex
CREATE UNIQUE INDEX "SheetSize_name_key" ON "SheetSize"("name");

-- CreateIndex
CREATE INDEX "SheetPrice_quantity_idx" ON "SheetPrice"("quantity");

-- CreateIndex
CREATE INDEX "SheetSticker_designId_idx" ON "SheetSticker"("designId");

-- CreateIndex
CREATE UNIQUE INDEX "SheetSticker_cartItemId_position_key" ON "SheetSticker"("cartItemId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "SheetSticker_orderId_position_key" ON "SheetSticker"("orderId", "position");


