import "server-only";
import { createSignedDesignFileUrl } from "@/lib/designs/links/sign-design-file-url";
import {
  InvalidDesignMetadataError,
  readDesignMetadata,
  type DesignMetadata,
} from "@/lib/designs/storage/design-metadata";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { classifyCopy, type FileHealthStatus } from "./classify";
import type { DesignFileRow } from "./find-design";
import { hashStoredCopy, type HashStoredCopyOptions } from "./hash-cache";

export type FileInfo = {
  filename: string;
  originalName: string;
  mimeType: string;
  isImage: boolean;
  /** The health of the primary copy, as in the File Health report. */
  status: FileHealthStatus;
  primaryExists: boolean;
  primaryHealthy: boolean;
  backupExists: boolean;
  backupHealthy: boolean;
  metadataExists: boolean;
  /** fully_protected: healthy primary, backup with the same checksum, and readable metadata recording that checksum. */
  backupSystemStatus: "fully_protected" | "at_risk";
  /** Null when there is no metadata or it cannot be read. */
  metadata: { checksum: string; createdAt: string; verified: boolean } | null;
  /** Signed link to the primary copy for an <img> preview: only when it exists and is an image. */
  previewUrl: string | null;
  /** Signed link for "View File": the primary copy, or the backup when the primary is gone; null when neither exists. */
  viewUrl: string | null;
  /** The backup is good and the primary is not: POST /api/admin/restore-primary/{fileName} can repair it. */
  canRestorePrimary: boolean;
  /** The primary is good and the file is not fully protected: POST /api/admin/create-backup/{fileName} can protect it. */
  canCreateBackup: boolean;
};

const IMAGE_MIME_TYPES = new Set(["image/png", "image/jpeg"]);

/** Metadata of a design, or null when it is absent or unreadable (File Health must still answer then). */
export async function readMetadataOrNull(storage: DesignStorage, filename: string): Promise<DesignMetadata | null> {
  try {
    return await readDesignMetadata(storage, filename);
  } catch (error) {
    if (error instanceof InvalidDesignMetadataError) return null;
    throw error;
  }
}

export async function getFileInfo(
  storage: DesignStorage,
  design: DesignFileRow,
  options: Pick<HashStoredCopyOptions, "cache" | "limiter"> = {},
): Promise<FileInfo> {
  const { filename } = design;
  const [primary, backup, metadataExists, metadata] = await Promise.all([
    hashStoredCopy(storage, "primary", filename, options),
    hashStoredCopy(storage, "backup", filename, options),
    storage.exists("metadata", filename),
    readMetadataOrNull(storage, filename),
  ]);

  const status = classifyCopy(primary, design.checksum);
  const primaryHealthy = status === "healthy";
  const backupHealthy = classifyCopy(backup, design.checksum) === "healthy";
  const metadataSound = metadata !== null && metadata.checksum === design.checksum.toLowerCase();
  const fullyProtected = primaryHealthy && backupHealthy && metadataSound;
  const isImage = IMAGE_MIME_TYPES.has(design.mimeType);

  const primaryUrl = primary.exists ? await createSignedDesignFileUrl(filename) : null;
  const viewUrl = primaryUrl ?? (backup.exists ? await createSignedDesignFileUrl(filename, { area: "backup" }) : null);

  return {
    filename,
    originalName: design.originalName,
    mimeType: design.mimeType,
    isImage,
    status,
    primaryExists: primary.exists,
    primaryHealthy,
    backupExists: backup.exists,
    backupHealthy,
    metadataExists: metadataExists,
    backupSystemStatus: fullyProtected ? "fully_protected" : "at_risk",
    metadata: metadata
      ? { checksum: metadata.checksum, createdAt: metadata.createdAt, verified: metadata.verified }
      : null,
    previewUrl: isImage ? primaryUrl : null,
    viewUrl,
    canRestorePrimary: !primaryHealthy && backupHealthy,
    canCreateBackup: primaryHealthy && !fullyProtected,
  };
}
