-- CreateTable
CREATE TABLE "RevokedAdminToken" (
    "jti" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RevokedAdminToken_pkey" PRIMARY KEY ("jti")
);

