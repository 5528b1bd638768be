import "server-only";
import { createHash } from "node:crypto";
import type { DesignMimeType } from "@/lib/validation/upload";
import { writeDesignMetadata, type DesignMetadata } from "./design-metadata";
import { DesignStorageError, STORAGE_AREAS, type DesignCopyArea, type DesignStorage } from "./design-storage";

// Operations on all the entries of one design, built on the small DesignStorage interface so they
// work the same on every storage implementation.

export function computeSha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Reads a stored copy back and fails unless it holds exactly the bytes with this checksum. */
async function verifyStoredCopy(storage: DesignStorage, area: DesignCopyArea, filename: string, checksum: string): Promise<void> {
  const stored = await storage.read(area, filename);
  if (!stored) throw new DesignStorageError("verify", area, filename, new Error("the file is missing after writing it"));
  if (computeSha256(stored) !== checksum) {
    throw new DesignStorageError("verify", area, filename, new Error("the stored bytes do not match their checksum"));
  }
}

export type NewDesignFile = {
  filename: string;
  bytes: Buffer;
  originalName: string;
  mimeType: DesignMimeType;
  createdAt: Date;
};

/**
 * Stores a new design as primary, backup and metadata. Metadata is written last, with
 * `verified: true`, once both copies were read back and matched the checksum. All or nothing:
 * on any failure whatever was written is removed again and the error is rethrown.
 */
export async function storeDesignFiles(storage: DesignStorage, file: NewDesignFile): Promise<DesignMetadata> {
  const checksum = computeSha256(file.bytes);
  try {
    await storage.write("primary", file.filename, file.bytes);
    await storage.write("backup", file.filename, file.bytes);
    await verifyStoredCopy(storage, "primary", file.filename, checksum);
    await verifyStoredCopy(storage, "backup", file.filename, checksum);
    const metadata: DesignMetadata = {
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.bytes.byteLength,
      checksum,
      createdAt: file.createdAt.toISOString(),
      verified: true,
    };
    await writeDesignMetadata(storage, file.filename, metadata);
    return metadata;
  } catch (error) {
    await removeDesignFiles(storage, file.filename);
    throw error;
  }
}

/** Removes every entry of a design; best effort, so a failure is logged rather than thrown. */
export async function removeDesignFiles(storage: DesignStorage, filename: string): Promise<boolean> {
  const results = await Promise.allSettled(STORAGE_AREAS.map((area) => storage.remove(area, filename)));
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
  for (const failure of failures) console.error("Could not remove a stored design entry:", failure.reason);
  return failures.length === 0;
}

/**
 * Copies one stored copy of a design over the other (backup → primary to repair, primary → backup
 * to protect), verifying the written copy. With `expectedChecksum` a damaged source is refused
 * instead of being spread.
 */
export async function copyDesignFile(
  storage: DesignStorage,
  filename: string,
  from: DesignCopyArea,
  to: DesignCopyArea,
  expectedChecksum?: string,
): Promise<string> {
  const source = await storage.read(from, filename);
  if (!source) throw new DesignStorageError("read", from, filename, new Error("there is no copy to copy from"));
  const checksum = computeSha256(source);
  if (expectedChecksum !== undefined && checksum !== expectedChecksum) {
    throw new DesignStorageError("verify", from, filename, new Error("the source copy does not match the expected checksum"));
  }
  await storage.write(to, filename, source);
  await verifyStoredCopy(storage, to, filename, checksum);
  return checksum;
}
