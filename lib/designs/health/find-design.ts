import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import { FILE_HEALTH_MESSAGES } from "./messages";

export type DesignFileRow = {
  id: number;
  originalName: string;
  filename: string;
  mimeType: string;
  sizeBytes: number;
  checksum: string;
  createdAt: Date;
};

/**
 * The Design row of a stored file name, or 404. A name that is not a server-made design name
 * (path traversal, anything else) is refused before the database or the storage is consulted.
 */
export async function findDesignByFilename(fileName: string): Promise<DesignFileRow> {
  if (!isDesignFilename(fileName)) throw notFound(FILE_HEALTH_MESSAGES.fileNotFound);
  const design = await prisma.design.findUnique({
    where: { filename: fileName },
    select: {
      id: true,
      originalName: true,
      filename: true,
      mimeType: true,
      sizeBytes: true,
      checksum: true,
      createdAt: true,
    },
  });
  if (!design) throw notFound(FILE_HEALTH_MESSAGES.fileNotFound);
  return design;
}
