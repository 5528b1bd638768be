import "server-only";
import { z } from "zod";
import { DESIGN_MIME_TYPES } from "@/lib/validation/upload";
import type { DesignStorage } from "./design-storage";

/**
 * The record kept beside every stored design (`metadata/<name>.json`). It lets File Health tell
 * an intact file from a damaged one without the database: `checksum` is the SHA-256 hex of the
 * bytes, `verified` says both copies were checked right after they were written: present at the
 * full size on a storage with `stat`, read back and matching the checksum on one without (see
 * storeDesignFiles), or read back and matching after a File Health repair.
 */
export const designMetadataSchema = z.object({
  originalName: z.string(),
  mimeType: z.enum(DESIGN_MIME_TYPES),
  size: z.number().int().nonnegative(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: z.iso.datetime(),
  verified: z.boolean(),
});

export type DesignMetadata = z.infer<typeof designMetadataSchema>;

export class InvalidDesignMetadataError extends Error {
  constructor(filename: string, cause: unknown) {
    super(`The metadata of ${filename} is not valid`, { cause });
    this.name = "InvalidDesignMetadataError";
  }
}

export async function writeDesignMetadata(
  storage: DesignStorage,
  filename: string,
  metadata: DesignMetadata,
): Promise<void> {
  const record = designMetadataSchema.parse(metadata);
  await storage.write("metadata", filename, Buffer.from(JSON.stringify(record, null, 2) + "\n", "utf8"));
}

/** The metadata of a design, or null when it has none; unreadable metadata throws InvalidDesignMetadataError. */
export async function readDesignMetadata(storage: DesignStorage, filename: string): Promise<DesignMetadata | null> {
  const bytes = await storage.read("metadata", filename);
  if (!bytes) return null;
  try {
    return designMetadataSchema.parse(JSON.parse(bytes.toString("utf8")));
  } catch (error) {
    throw new InvalidDesignMetadataError(filename, error);
  }
}
