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
async function verifyStoredCopy(
  storage: DesignStorage,
  area: DesignCopyArea,
  filename: string,
  checksum: string,
): Promise<void> {
  const stored = await storage.read(area, filename);
  if (!stored)
    throw new DesignStorageError("verify", area, filename, new Error("the file is missing after writing it"));
  if (computeSha256(stored) !== checksum) {
    throw new DesignStorageError("verify", area, filename, new Error("the stored bytes do not match their checksum"));
  }
}

/**
 * Checks a copy that was just written from bytes whose checksum is known. With `stat`, the entry
 * must exist with exactly the expected size: that catches what goes wrong with a write that
 * reported success (a missing or truncated entry) without reading the whole file back; bit-level
 * damage of a stored copy is what File Health's checksum scan finds and repairs from the other
 * copy. A storage without `stat` is read back and hashed.
 */
async function verifyNewCopy(
  storage: DesignStorage,
  area: DesignCopyArea,
  filename: string,
  size: number,
  checksum: string,
): Promise<void> {
  if (!storage.stat) return verifyStoredCopy(storage, area, filename, checksum);
  const stored = await storage.stat(area, filename);
  if (!stored)
    throw new DesignStorageError("verify", area, filename, new Error("the file is missing after writing it"));
  if (stored.size !== size) {
    throw new DesignStorageError(
      "verify",
      area,
      filename,
      new Error(`the stored copy has ${stored.size} bytes instead of ${size}`),
    );
  }
}

async function writeAndVerifyCopy(
  storage: DesignStorage,
  area: DesignCopyArea,
  file: NewDesignFile,
  checksum: string,
): Promise<void> {
  await storage.write(area, file.filename, file.bytes);
  await verifyNewCopy(storage, area, file.filename, file.bytes.byteLength, checksum);
}

export type NewDesignFile = {
  filename: string;
  bytes: Buffer;
  /** SHA-256 (hex) of `bytes` when the caller already has it (readDesignUpload hashes the upload once); trusted as given. */
  checksum?: string;
  originalName: string;
  mimeType: DesignMimeType;
  createdAt: Date;
};

/**
 * Stores a new design as primary, backup and metadata. Both copies are written at the same time
 * and each is checked once written (see verifyNewCopy); metadata is written last, with
 * `verified: true`, only once both copies passed. `verified` means "both copies were confirmed in
 * storage at their full size right after the write" (read back and hashed on a storage without
 * `stat`); the checksum recorded beside it is that of the bytes that were written, which File
 * Health compares the copies against. All or nothing: on any failure whatever was written is
 * removed again and the error is rethrown.
 */
export async function storeDesignFiles(storage: DesignStorage, file: NewDesignFile): Promise<DesignMetadata> {
  const checksum = file.checksum ?? computeSha256(file.bytes);
  try {
    // allSettled, not all: the cleanup below must not run while the other copy is still being
    // written, or that copy could land after its removal and be left behind.
    const copies = await Promise.allSettled([
      writeAndVerifyCopy(storage, "primary", file, checksum),
      writeAndVerifyCopy(storage, "backup", file, checksum),
    ]);
    const failed = copies.find((copy): copy is PromiseRejectedResult => copy.status === "rejected");
    if (failed) throw failed.reason;
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
    throw new DesignStorageError(
      "verify",
      from,
      filename,
      new Error("the source copy does not match the expected checksum"),
    );
  }
  await storage.write(to, filename, source);
  await verifyStoredCopy(storage, to, filename, checksum);
  return checksum;
}
