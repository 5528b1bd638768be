// Rows for integration tests, made through the one Prisma client.
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";

export function makeSessionId(): string {
  return `session_${Date.now()}_${randomUUID()}`;
}

export async function createDesignRow(overrides: { sessionId?: string | null; originalName?: string } = {}) {
  return prisma.design.create({
    data: {
      originalName: overrides.originalName ?? "artwork.png",
      filename: `${randomUUID()}.png`,
      sessionId: overrides.sessionId ?? null,
      mimeType: "image/png",
      sizeBytes: 1234,
      width: 900,
      height: 900,
      checksum: "0".repeat(64),
    },
  });
}

export async function findSize(name: string) {
  return prisma.stickerSize.findUniqueOrThrow({ where: { name } });
}
