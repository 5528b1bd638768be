import "server-only";
import { ApiError, conflict } from "@/lib/api/errors";
import { getDesignContentType } from "@/lib/designs/storage/design-filename";
import { copyDesignFile } from "@/lib/designs/storage/design-copies";
import { writeDesignMetadata, type DesignMetadata } from "@/lib/designs/storage/design-metadata";
import { DesignStorageError, type DesignCopyArea, type DesignStorage } from "@/lib/designs/storage/design-storage";
import { DESIGN_MIME_TYPES, type DesignMimeType } from "@/lib/validation/upload";
import { classifyCopy } from "./classify";
import { getFileInfo, readMetadataOrNull, type FileInfo } from "./file-info";
import type { DesignFileRow } from "./find-design";
import { hashStoredCopy } from "./hash-cache";
import { FILE_HEALTH_MESSAGES } from "./messages";

// Repairs never spread damage: a copy is only ever written from a source whose SHA-256 equals the
// Design row's checksum, and copyDesignFile checks that again on the bytes it actually copies and
// reads the written copy back. Repairs of one file run one at a time in this process.

const fileLocks = new Map<string, Promise<unknown>>();

async function withFileLock<T>(filename: string, work: () => Promise<T>): Promise<T> {
  const previous = fileLocks.get(filename) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(work);
  fileLocks.set(filename, current);
  try {
    return await current;
  } finally {
    if (fileLocks.get(filename) === current) fileLocks.delete(filename);
  }
}

async function isCopyHealthy(storage: DesignStorage, area: DesignCopyArea, design: DesignFileRow): Promise<boolean> {
  return classifyCopy(await hashStoredCopy(storage, area, design.filename), design.checksum) === "healthy";
}

function toStorageFailure(error: DesignStorageError): ApiError {
  console.error("Repairing a design file failed:", error);
  return new ApiError(
    error.isOutOfSpace ? 507 : 500,
    error.isOutOfSpace ? FILE_HEALTH_MESSAGES.storageFull : FILE_HEALTH_MESSAGES.storageFailed,
  );
}

/** Copies `from` over `to`; a source that no longer matches the checksum is a conflict, not a failure. */
async function copyVerified(
  storage: DesignStorage,
  design: DesignFileRow,
  from: DesignCopyArea,
  to: DesignCopyArea,
  sourceBadMessage: string,
): Promise<void> {
  try {
    await copyDesignFile(storage, design.filename, from, to, design.checksum.toLowerCase());
  } catch (error) {
    if (
      error instanceof DesignStorageError &&
      error.area === from &&
      (error.operation === "verify" || error.operation === "read")
    ) {
      throw conflict(sourceBadMessage); // changed or vanished since it was checked
    }
    throw error instanceof DesignStorageError ? toStorageFailure(error) : error;
  }
}

/** Writes verified metadata for the design unless sound metadata recording its checksum is there. */
async function ensureMetadata(storage: DesignStorage, design: DesignFileRow): Promise<void> {
  const existing = await readMetadataOrNull(storage, design.filename);
  const checksum = design.checksum.toLowerCase();
  if (existing && existing.checksum === checksum && existing.verified) return;
  const mimeType: DesignMimeType = (DESIGN_MIME_TYPES as readonly string[]).includes(design.mimeType)
    ? (design.mimeType as DesignMimeType)
    : getDesignContentType(design.filename);
  const metadata: DesignMetadata = {
    originalName: design.originalName,
    mimeType,
    size: design.sizeBytes,
    checksum,
    createdAt: existing?.createdAt ?? design.createdAt.toISOString(),
    verified: true, // both copies were just checked against the checksum
  };
  try {
    await writeDesignMetadata(storage, design.filename, metadata);
  } catch (error) {
    throw error instanceof DesignStorageError ? toStorageFailure(error) : error;
  }
}

/**
 * Protects a design: copies the primary over the backup, but only when the primary matches the
 * Design row's checksum, and writes verified metadata when it is missing or stale. A damaged or
 * missing primary never overwrites a backup (409).
 */
export async function createBackup(storage: DesignStorage, design: DesignFileRow): Promise<FileInfo> {
  return withFileLock(design.filename, async () => {
    if (!(await isCopyHealthy(storage, "primary", design))) {
      const backupHealthy = await isCopyHealthy(storage, "backup", design);
      throw conflict(
        backupHealthy ? FILE_HEALTH_MESSAGES.primaryBadUseBackup : FILE_HEALTH_MESSAGES.primaryBadNoBackup,
      );
    }
    if (!(await isCopyHealthy(storage, "backup", design))) {
      await copyVerified(storage, design, "primary", "backup", FILE_HEALTH_MESSAGES.primaryBadNoBackup);
    }
    await ensureMetadata(storage, design);
    return getFileInfo(storage, design);
  });
}

/** Repairs a design's primary copy from its backup, when the backup matches the Design row's checksum. */
export async function restorePrimary(storage: DesignStorage, design: DesignFileRow): Promise<FileInfo> {
  return withFileLock(design.filename, async () => {
    if (!(await isCopyHealthy(storage, "backup", design))) throw conflict(FILE_HEALTH_MESSAGES.backupBadCannotRestore);
    await copyVerified(storage, design, "backup", "primary", FILE_HEALTH_MESSAGES.backupBadCannotRestore);
    await ensureMetadata(storage, design);
    return getFileInfo(storage, design);
  });
}
