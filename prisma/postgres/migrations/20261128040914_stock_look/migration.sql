-- AlterTable
ALTER TABLE "Material" ADD COLUMN     "look" TEXT NOT NULL DEFAULT 'opaque';

-- AlterTable
ALTER TABLE "Finish" ADD COLUMN     "look" TEXT NOT NULL DEFAULT 'gloss';


-- The seeded stock previews as what it is (#36): white-layer stock is clear, the holographic vinyl and the
-- matte laminate look like themselves; everything else keeps the defaults (opaque, gloss).
UPDATE "Material" SET "look" = 'clear' WHERE "whiteLayer" = true;
UPDATE "Material" SET "look" = 'holographic' WHERE "id" = 'holographic';
UPDATE "Finish" SET "look" = 'matte' WHERE "id" = 'matte';
