-- CreateTable
CREATE TABLE "RevokedAdminToken" (
    "jti" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATETIME NOT NULL
);

