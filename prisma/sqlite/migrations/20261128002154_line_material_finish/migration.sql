-- #35: each cart line and order names its material and finish (the catalogue's ids) and keeps their names;
-- lines and orders made before the catalogue were white vinyl with a gloss laminate, the spec's one stock.
ALTER TABLE "CartItem" ADD COLUMN "materialId" TEXT NOT NULL DEFAULT 'white-vinyl';
ALTER TABLE "CartItem" ADD COLUMN "materialName" TEXT NOT NULL DEFAULT 'White vinyl';
ALTER TABLE "CartItem" ADD COLUMN "finishId" TEXT NOT NULL DEFAULT 'gloss';
ALTER TABLE "CartItem" ADD COLUMN "finishName" TEXT NOT NULL DEFAULT 'Gloss laminate';

ALTER TABLE "Order" ADD COLUMN "materialId" TEXT NOT NULL DEFAULT 'white-vinyl';
ALTER TABLE "Order" ADD COLUMN "materialName" TEXT NOT NULL DEFAULT 'White vinyl';
ALTER TABLE "Order" ADD COLUMN "finishId" TEXT NOT NULL DEFAULT 'gloss';
ALTER TABLE "Order" ADD COLUMN "finishName" TEXT NOT NULL DEFAULT 'Gloss laminate';
