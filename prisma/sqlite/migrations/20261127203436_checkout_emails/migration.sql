-- #34: one e-mail for several orders of one checkout shows on each order's detail (EmailMessageOrder).
-- CreateTable
CREATE TABLE "EmailMessageOrder" (
    "eventKey" TEXT NOT NULL PRIMARY KEY,
    "emailId" INTEGER NOT NULL,
    "orderId" INTEGER,
    CONSTRAINT "EmailMessageOrder_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES "EmailMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EmailMessageOrder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "EmailMessageOrder_emailId_idx" ON "EmailMessageOrder"("emailId");

-- CreateIndex
CREATE INDEX "EmailMessageOrder_orderId_idx" ON "EmailMessageOrder"("orderId");

