-- CreateIndex
CREATE INDEX "CartItem_sheetSizeId_idx" ON "CartItem"("sheetSizeId");

-- CreateIndex
CREATE INDEX "Order_sheetSizeId_idx" ON "Order"("sheetSizeId");

