-- AlterTable
ALTER TABLE "PrintSheet" ADD COLUMN     "finishId" TEXT,
ADD COLUMN     "finishName" TEXT,
ADD COLUMN     "materialId" TEXT,
ADD COLUMN     "materialName" TEXT;


-- #36: a sheet names the one stock it is printed on. Sheets made before this carry their orders' stock when
-- their orders share one (the oldest order's names); a sheet whose orders mixed stocks keeps null, and the
-- make-print-sheets job refuses to make it if it is still queued.
UPDATE "PrintSheet" SET
  "materialId" = (SELECT o."materialId" FROM "PrintSheetOrder" p JOIN "Order" o ON o."id" = p."orderId" WHERE p."sheetId" = "PrintSheet"."id" ORDER BY o."id" LIMIT 1),
  "materialName" = (SELECT o."materialName" FROM "PrintSheetOrder" p JOIN "Order" o ON o."id" = p."orderId" WHERE p."sheetId" = "PrintSheet"."id" ORDER BY o."id" LIMIT 1),
  "finishId" = (SELECT o."finishId" FROM "PrintSheetOrder" p JOIN "Order" o ON o."id" = p."orderId" WHERE p."sheetId" = "PrintSheet"."id" ORDER BY o."id" LIMIT 1),
  "finishName" = (SELECT o."finishName" FROM "PrintSheetOrder" p JOIN "Order" o ON o."id" = p."orderId" WHERE p."sheetId" = "PrintSheet"."id" ORDER BY o."id" LIMIT 1)
WHERE (SELECT COUNT(DISTINCT o."materialId" || '|' || o."finishId") FROM "PrintSheetOrder" p JOIN "Order" o ON o."id" = p."orderId" WHERE p."sheetId" = "PrintSheet"."id") = 1;
