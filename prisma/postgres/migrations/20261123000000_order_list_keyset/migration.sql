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

    CONSTRAINT "OrderCount_pkey" PRIMARY KEY ("archived","status","proofState")
);

-- CreateTable
CREATE TABLE "OrderCountChange" (
    "id" SERIAL NOT NULL,
    "archived" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "proofState" TEXT NOT NULL,
    "change" INTEGER NOT NULL,

    CONSTRAINT "OrderCountChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Order_archived_createdAt_id_idx" ON "Order"("archived", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_archived_status_createdAt_id_idx" ON "Order"("archived", "status", "createdAt", "id");


-- Written by hand (Prisma 6 declares neither partial indexes nor triggers). The same statements, in
-- SQLite's dialect, are in prisma/sqlite/migrations/20261123000000_order_list_keyset.

-- The admin list's default view (not archived, paid onward) in each of its sorts, so a page reads
-- its rows in index order from a keyset bound (tests/integration/order-list-indexes.test.ts checks
-- the plans). Newest and oldest walk the first one backwards and forwards, "total high to low" walks
-- the second backwards, "total low to high" (newest first within a total) walks the third forwards.
CREATE INDEX "Order_paid_onward_createdAt_id_idx" ON "Order"("createdAt", "id")
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');
CREATE INDEX "Order_paid_onward_total_createdAt_id_idx" ON "Order"("totalPriceCents", "createdAt", "id")
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');
CREATE INDEX "Order_paid_onward_total_createdAt_desc_idx" ON "Order"("totalPriceCents", "createdAt" DESC, "id" DESC)
  WHERE "archived" = false AND "status" IN ('paid', 'processing', 'shipped', 'delivered', 'cancelled');

-- Order counts: every insert, delete, or change of archived/status/proofState appends change rows,
-- so no code path can forget the count. Appending never waits: concurrent transactions that would
-- update the same counter row (every checkout inserts a pending order) would queue behind each
-- other's row lock until commit, and two that update two counter rows in opposite orders (paid ->
-- processing beside processing -> paid) would deadlock. lib/orders/order-counts.ts folds the
-- changes into "OrderCount" under an advisory lock, the only writer of that table.
INSERT INTO "OrderCount" ("archived", "status", "proofState", "orders")
  SELECT "archived", "status", "proofState", COUNT(*) FROM "Order" GROUP BY "archived", "status", "proofState";

CREATE FUNCTION "order_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "OrderCountChange" ("archived", "status", "proofState", "change")
      VALUES (OLD."archived", OLD."status", OLD."proofState", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "OrderCountChange" ("archived", "status", "proofState", "change")
      VALUES (NEW."archived", NEW."status", NEW."proofState", 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Order_count_insert" AFTER INSERT ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "order_count_change"();

CREATE TRIGGER "Order_count_update" AFTER UPDATE OF "archived", "status", "proofState" ON "Order"
  FOR EACH ROW
  WHEN (OLD."archived" IS DISTINCT FROM NEW."archived" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."proofState" IS DISTINCT FROM NEW."proofState")
  EXECUTE FUNCTION "order_count_change"();

CREATE TRIGGER "Order_count_delete" AFTER DELETE ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "order_count_change"();

-- TRUNCATE fires no row triggers: it empties the counts with the table.
CREATE FUNCTION "order_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "OrderCountChange";
  DELETE FROM "OrderCount";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Order_count_truncate" AFTER TRUNCATE ON "Order"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_count_truncate"();
