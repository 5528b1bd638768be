-- DropIndex
DROP INDEX "Order_archived_createdAt_idx";

-- DropIndex
DROP INDEX "Order_archived_status_createdAt_idx";

-- CreateTable
CREATE TABLE "OrderCount" (
    "archived" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "proofState" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,

    PRIMARY KEY ("archived", "status", "proofState")
);

-- CreateTable
CREATE TABLE "OrderCountChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "archived" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "proofState" TEXT NOT NULL,
    "change" INTEGER NOT NULL
);

-- CreateIndex
CREATE INDEX "Order_archived_createdAt_id_idx" ON "Order"("archived", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_archived_status_createdAt_id_idx" ON "Order"("archived", "status", "createdAt", "id");


-- Written by hand (Prisma 6 declares neither partial indexes nor triggers). The same statements, in
-- PostgreSQL's dialect, are in prisma/postgres/migrations/20261123000000_order_list_keyset.

-- The admin list's default view (not archived, paid onward) in each of its sorts, so a page reads
-- its rows in index order from a keyset bound. The WHERE text must stay identical to the one
-- lib/orders/read-order-rows.ts writes (SQLite matches a partial index's terms by their text);
-- tests/integration/order-list-indexes.test.ts checks the plans. Newest and oldest walk the
-- first one backwards and forwards, "total high to low" walks the second backwards, "total low to
-- high" (newest first within a total) walks the third forwards.
CREATE INDEX "Order_paid_onward_createdAt_id_idx" ON "Order"("createdAt", "id")
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');
CREATE INDEX "Order_paid_onward_total_createdAt_id_idx" ON "Order"("totalPriceCents", "createdAt", "id")
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');
CREATE INDEX "Order_paid_onward_total_createdAt_desc_idx" ON "Order"("totalPriceCents", "createdAt" DESC, "id" DESC)
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');

-- Order counts: every insert, delete, or change of archived/status/proofState appends change rows,
-- so no code path can forget the count. SQLite runs one writer at a time; the append-only shape
-- is PostgreSQL's (concurrent writers never wait on a shared counter row) and kept here too so
-- both databases read the count the same way.
INSERT INTO "OrderCount" ("archived", "status", "proofState", "orders")
  SELECT "archived", "status", "proofState", COUNT(*) FROM "Order" GROUP BY "archived", "status", "proofState";

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

CREATE TRIGGER "Order_count_delete" AFTER DELETE ON "Order"
BEGIN
  INSERT INTO "OrderCountChange" ("archived", "status", "proofState", "change")
    VALUES (OLD."archived", OLD."status", OLD."proofState", -1);
END;
