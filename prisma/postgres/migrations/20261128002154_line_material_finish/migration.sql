-- #35: each cart line and order names its material and finish (the catalogue's ids) and keeps their names;
-- lines and orders made before the catalogue were white vinyl with a gloss laminate, the spec's one stock.
-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "finishId" TEXT NOT NULL DEFAULT 'gloss',
ADD COLUMN     "finishName" TEXT NOT NULL DEFAULT 'Gloss laminate',
ADD COLUMN     "materialId" TEXT NOT NULL DEFAULT 'white-vinyl',
ADD COLUMN     "materialName" TEXT NOT NULL DEFAULT 'White vinyl';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "finishId" TEXT NOT NULL DEFAULT 'gloss',
ADD COLUMN     "finishName" TEXT NOT NULL DEFAULT 'Gloss laminate',
ADD COLUMN     "materialId" TEXT NOT NULL DEFAULT 'white-vinyl',
ADD COLUMN     "materialName" TEXT NOT NULL DEFAULT 'White vinyl';

