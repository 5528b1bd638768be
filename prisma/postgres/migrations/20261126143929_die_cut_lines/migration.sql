-- #22: die-cut stickers and custom sizes. A line keeps its own shape, dimensions and readable size
-- name (a custom size has no StickerSize row); a die-cut line its frozen cut line; a design the
-- outline traced at upload. Existing lines take them from their standard size.

-- AlterTable
ALTER TABLE "Design" ADD COLUMN     "outline" TEXT;

-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "cutLine" TEXT,
ADD COLUMN     "heightInches" DOUBLE PRECISION,
ADD COLUMN     "shape" TEXT NOT NULL DEFAULT 'square',
ADD COLUMN     "sizeName" TEXT,
ADD COLUMN     "widthInches" DOUBLE PRECISION,
ALTER COLUMN "sizeId" DROP NOT NULL;

UPDATE "CartItem" AS c SET "shape" = s."shape", "widthInches" = s."width", "heightInches" = s."height", "sizeName" = s."name"
FROM "StickerSize" AS s WHERE s."id" = c."sizeId";

ALTER TABLE "CartItem" ALTER COLUMN "heightInches" SET NOT NULL,
ALTER COLUMN "sizeName" SET NOT NULL,
ALTER COLUMN "widthInches" SET NOT NULL;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cutLine" TEXT,
ADD COLUMN     "heightInches" DOUBLE PRECISION,
ADD COLUMN     "shape" TEXT NOT NULL DEFAULT 'square',
ADD COLUMN     "sizeName" TEXT,
ADD COLUMN     "widthInches" DOUBLE PRECISION,
ALTER COLUMN "sizeId" DROP NOT NULL;

UPDATE "Order" AS o SET "shape" = s."shape", "widthInches" = s."width", "heightInches" = s."height", "sizeName" = s."name"
FROM "StickerSize" AS s WHERE s."id" = o."sizeId";

ALTER TABLE "Order" ALTER COLUMN "heightInches" SET NOT NULL,
ALTER COLUMN "sizeName" SET NOT NULL,
ALTER COLUMN "widthInches" SET NOT NULL;

-- STICKER_SHAPES (lib/domain/sticker-shapes.ts)
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_shape_check" CHECK ("shape" IN ('square', 'circle', 'die-cut'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_shape_check" CHECK ("shape" IN ('square', 'circle', 'die-cut'));
