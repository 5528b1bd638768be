-- #35: the owner's catalogue (materials, finishes, quantity tiers, prices per size, shipping, history) and its defaults.
-- CreateTable
CREATE TABLE "Material" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "priceFactorBps" INTEGER NOT NULL,
    "whiteLayer" BOOLEAN NOT NULL DEFAULT false,
    "swatch" TEXT NOT NULL DEFAULT '#ffffff',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Finish" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "priceFactorBps" INTEGER NOT NULL,
    "swatch" TEXT NOT NULL DEFAULT '#ffffff',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "QuantityTier" (
    "quantity" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT
);

-- CreateTable
CREATE TABLE "SizePrice" (
    "sizeId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,

    PRIMARY KEY ("sizeId", "quantity"),
    CONSTRAINT "SizePrice_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "StickerSize" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "SizePrice_quantity_fkey" FOREIGN KEY ("quantity") REFERENCES "QuantityTier" ("quantity") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShippingMethodSetting" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "businessDays" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CatalogueSetting" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 1,
    "roundedCornersFeeCents" INTEGER NOT NULL,
    "freeShippingCities" TEXT NOT NULL,
    "freeShippingMinQuantity" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CatalogueChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "subject" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AlterTable
ALTER TABLE "StickerSize" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "StickerSize" ADD COLUMN "anchor" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "StickerSize_anchor_key" ON "StickerSize"("anchor");

-- CreateIndex
CREATE INDEX "SizePrice_quantity_idx" ON "SizePrice"("quantity");

-- CreateIndex
CREATE INDEX "CatalogueChange_createdAt_id_idx" ON "CatalogueChange"("createdAt", "id");


-- #35: the spec's catalogue, as the shop sold it before the owner could change it.
INSERT INTO "Material" ("id", "name", "description", "priceFactorBps", "whiteLayer", "swatch", "active", "sortOrder", "isDefault", "updatedAt") VALUES
    ('white-vinyl', 'White vinyl', 'Durable, waterproof vinyl with an opaque white base that keeps colours bright.', 10000, false, '#ffffff', true, 1, true, CURRENT_TIMESTAMP),
    ('clear-vinyl', 'Clear vinyl', 'Transparent vinyl: the surface shows through wherever the design has no ink. A white ink layer under the artwork keeps its colours solid.', 11500, true, '#dbeef5', true, 2, false, CURRENT_TIMESTAMP),
    ('holographic', 'Holographic', 'Rainbow-shimmer vinyl whose colours shift as the light moves.', 13000, false, '#c9b8e8', true, 3, false, CURRENT_TIMESTAMP);

INSERT INTO "Finish" ("id", "name", "description", "priceFactorBps", "swatch", "active", "sortOrder", "isDefault", "updatedAt") VALUES
    ('gloss', 'Gloss laminate', 'A shiny protective laminate that makes colours pop and shrugs off scratches and water.', 10000, '#f4f8fb', true, 1, true, CURRENT_TIMESTAMP),
    ('matte', 'Matte laminate', 'A smooth, glare-free protective laminate with a soft, premium look.', 10000, '#e4e4df', true, 2, false, CURRENT_TIMESTAMP);

INSERT INTO "QuantityTier" ("quantity") VALUES (50), (100), (150), (200), (300), (400), (500);

-- The custom-size rule's anchors.
UPDATE "StickerSize" SET "anchor" = 'small' WHERE "name" = '2"';
UPDATE "StickerSize" SET "anchor" = 'large' WHERE "name" = '4"';

-- Each size's totals (spec section 9), by name here only; a size of another name was priced like the 2" and keeps that.
WITH "SpecPrice" ("name", "quantity", "totalCents") AS (VALUES
    ('3" circle', 50, 5000), ('3" circle', 100, 9200), ('3" circle', 150, 13200), ('3" circle', 200, 16800), ('3" circle', 300, 23200), ('3" circle', 400, 31000), ('3" circle', 500, 37000),
    ('3" square', 50, 5000), ('3" square', 100, 9000), ('3" square', 150, 13000), ('3" square', 200, 16500), ('3" square', 300, 22500), ('3" square', 400, 30000), ('3" square', 500, 36000),
    ('2"', 50, 5000), ('2"', 100, 8500), ('2"', 150, 12000), ('2"', 200, 15000), ('2"', 300, 22500), ('2"', 400, 28000), ('2"', 500, 35000),
    ('4"', 50, 6000), ('4"', 100, 10000), ('4"', 150, 14000), ('4"', 200, 17500), ('4"', 300, 25500), ('4"', 400, 34000), ('4"', 500, 40000),
    ('2x4', 50, 5500), ('2x4', 100, 9500), ('2x4', 150, 13500), ('2x4', 200, 17000), ('2x4', 300, 24000), ('2x4', 400, 32000), ('2x4', 500, 38000)
)
INSERT INTO "SizePrice" ("sizeId", "quantity", "totalCents")
SELECT "s"."id", "p"."quantity", "p"."totalCents"
FROM "StickerSize" AS "s"
JOIN "SpecPrice" AS "p"
  ON "p"."name" = CASE WHEN "s"."name" IN (SELECT "name" FROM "SpecPrice") THEN "s"."name" ELSE '2"' END;

INSERT INTO "ShippingMethodSetting" ("id", "name", "amountCents", "businessDays", "sortOrder", "updatedAt") VALUES
    ('standard', 'Standard Shipping', 500, '3-5', 1, CURRENT_TIMESTAMP),
    ('priority', 'Priority Shipping', 1000, '2-3', 2, CURRENT_TIMESTAMP);

INSERT INTO "CatalogueSetting" ("id", "version", "roundedCornersFeeCents", "freeShippingCities", "freeShippingMinQuantity", "updatedAt") VALUES
    (1, 1, 5, '["las vegas","henderson","north las vegas"]', 300, CURRENT_TIMESTAMP);
