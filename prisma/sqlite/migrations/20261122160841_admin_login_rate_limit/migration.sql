-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "LoginThrottle";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "points" INTEGER NOT NULL,
    "expire" DATETIME
);

