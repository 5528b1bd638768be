import { openSqlDatabase } from "./lib/sql-database.mjs";
import { seedStickerSizes, STICKER_SIZES } from "./lib/seed-data.mjs";

const db = await openSqlDatabase();
try {
  await seedStickerSizes(db);
  console.log(`Seeded ${STICKER_SIZES.length} sticker sizes (${db.provider}).`);
} finally {
  await db.close();
}
