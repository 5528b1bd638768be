-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Material" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "priceFactorBps" INTEGER NOT NULL,
    "whiteLayer" BOOLEAN NOT NULL DEFAULT false,
    "swatch" TEXT NOT NULL DEFAULT '#ffffff',
    "look" TEXT NOT NULL DEFAULT 'opaque',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Material" ("active", "createdAt", "description", "id", "isDefault", "name", "priceFactorBps", "sortOrder", "swatch", "updatedAt", "whiteLayer") SELECT "active", "createdAt", "description", "id", "isDefault", "name", "priceFactorBps", "sortOrder", "swatch", "updatedAt", "whiteLayer" FROM "Material";
DROP TABLE "Material";
ALTER TABLE "new_Material" RENAME TO "Material";
CREATE TABLE "new_Finish" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "priceFactorBps" INTEGER NOT NULL,
    "swatch" TEXT NOT NULL DEFAULT '#ffffff',
    "look" TEXT NOT NULL DEFAULT 'gloss',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Finish" ("active", "createdAt", "description", "id", "isDefault", "name", "priceFactorBps", "sortOrder", "swatch", "updatedAt") SELECT "active", "createdAt", "description", "id", "isDefault", "name", "priceFactorBps", "sortOrder", "swatch", "updatedAt" FROM "Finish";
DROP TABLE "Finish";
ALTER TABLE "new_Finish" RENAME TO "Finish";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- The seeded stock previews as what it is (#36): white-layer stock is clear, the holographic vinyl and the
-- matte laminate look like themselves; everything else keeps the defaults (opaque, gloss).
UPDATE "Material" SET "look" = 'clear' WHERE "whiteLayer" = true;
UPDATE "Material" SET "look" = 'holographic' WHERE "id" = 'holographic';
UPDATE "Finish" SET "look" = 'matte' WHERE "id" = 'matte';
