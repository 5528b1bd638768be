-- CreateIndex
CREATE INDEX "CartItem_designId_idx" ON "CartItem"("designId");

-- CreateIndex
CREATE INDEX "Order_designId_idx" ON "Order"("designId");

