-- #34: one e-mail for several orders of one checkout shows on each order's detail (EmailMessageOrder).
-- CreateTable
CREATE TABLE "EmailMessageOrder" (
    "eventKey" TEXT NOT NULL,
    "emailId" INTEGER NOT NULL,
    "orderId" INTEGER,

    CONSTRAINT "EmailMessageOrder_pkey" PRIMARY KEY ("eventKey")
);

-- CreateIndex
CREATE INDEX "EmailMessageOrder_emailId_idx" ON "EmailMessageOrder"("emailId");

-- CreateIndex
CREATE INDEX "EmailMessageOrder_orderId_idx" ON "EmailMessageOrder"("orderId");

-- AddForeignKey
ALTER TABLE "EmailMessageOrder" ADD CONSTRAINT "EmailMessageOrder_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES "EmailMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailMessageOrder" ADD CONSTRAINT "EmailMessageOrder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

