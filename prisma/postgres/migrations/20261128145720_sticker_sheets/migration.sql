-- #39: sticker sheets. A sheet's sizes and their own quantity tiers and prices (the owner's catalogue, seeded
-- by scripts/lib/seed-data.mjs),
-- a sheet line's stickers (SheetSticker), and the sheet size on the cart and order line.

-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "sheetSizeId" INTEGER;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "sheetSizeId" INTEGER;

-- CreateTable
CREATE TABLE "SheetSize" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "widthInches" DOUBLE PRECISION NOT NULL,
    "heightInches" DOUBLE PRECISION NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "SheetSize_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SheetQuantityTier" (
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "SheetQuantityTier_pkey" PRIMARY KEY ("quantity")
);

-- CreateTable
CREATE TABLE "SheetPrice" (
    "sheetSizeId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,

    CONSTRAINT "SheetPrice_pkey" PRIMARY KEY ("sheetSizeId","quantity")
);

-- CreateTable
CREATE TABLE "SheetSticker" (
    "id" SERIAL NOT NULL,
    "cartItemId" INTEGER,
    "orderId" INTEGER,
    "position" INTEGER NOT NULL,
    "designId" INTEGER NOT NULL,
    "shape" TEXT NOT NULL,
    "widthInches" DOUBLE PRECISION NOT NULL,
    "heightInches" DOUBLE PRECISION NOT NULL,
    "cutLine" TEXT,
    "xInches" DOUBLE PRECISION NOT NULL,
    "yInches" DOUBLE PRECISION NOT NULL,
    "rotation" INTEGER NOT NULL,

    CONSTRAINT "SheetSticker_pkey" PRIMARY KEY ("id")
);

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

-- AddForeignKey
ALTER TABLE "SheetPrice" ADD CONSTRAINT "SheetPrice_sheetSizeId_fkey" FOREIGN KEY ("sheetSizeId") REFERENCES "SheetSize"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SheetPrice" ADD CONSTRAINT "SheetPrice_quantity_fkey" FOREIGN KEY ("quantity") REFERENCES "SheetQuantityTier"("quantity") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SheetSticker" ADD CONSTRAINT "SheetSticker_cartItemId_fkey" FOREIGN KEY ("cartItemId") REFERENCES "CartItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SheetSticker" ADD CONSTRAINT "SheetSticker_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SheetSticker" ADD CONSTRAINT "SheetSticker_designId_fkey" FOREIGN KEY ("designId") REFERENCES "Design"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_sheetSizeId_fkey" FOREIGN KEY ("sheetSizeId") REFERENCES "SheetSize"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_sheetSizeId_fkey" FOREIGN KEY ("sheetSizeId") REFERENCES "SheetSize"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


ALTER TABLE "SheetSticker" ADD CONSTRAINT "SheetSticker_shape_check" CHECK ("shape" IN ('square', 'circle', 'die-cut'));
ALTER TABLE "SheetSticker" ADD CONSTRAINT "SheetSticker_rotation_check" CHECK ("rotation" IN (0, 90, 180, 270));
ALTER TABLE "SheetSticker" ADD CONSTRAINT "SheetSticker_owner_check" CHECK (("cartItemId" IS NULL) <> ("orderId" IS NULL));

