import "server-only";
import { ApiError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { createDesignFilename } from "@/lib/design-storage/design-filename";
import { removeDesignFiles, storeDesignFiles } from "@/lib/design-storage/design-copies";
import { DesignStorageError, type DesignStorage } from "@/lib/design-storage/design-storage";
import { getDesignStorage } from "@/lib/design-storage/get-design-storage";
import { toDesignDto, type DesignDto } from "./design-dto";
import { inspectDesignImage } from "./inspect-design-image";
import type { DesignUpload } from "./read-design-upload";
import { sanitizeOriginalName } from "./sanitize-original-name";

export const STORAGE_MESSAGES = {
  full: "There is not enough storage space to save your design right now. Please try again later.",
  failed: "Your design could not be saved right now. Please try again.",
} as const;

function toStorageFailure(error: DesignStorageError): ApiError {
  console.error("Storing an uploaded design failed:", error);
  return error.isOutOfSpace ? new ApiError(507, STORAGE_MESSAGES.full) : new ApiError(500, STORAGE_MESSAGES.failed);
}

/**
 * Registers an uploaded design: checks the image, stores it under a server-made name (primary,
 * backup, metadata), then records it. Files are written before the row and removed again when the
 * row cannot be written, so a Design row never points at a missing file.
 */
export async function uploadDesign(
  upload: DesignUpload,
  storage: DesignStorage = getDesignStorage(),
): Promise<DesignDto> {
  const image = await inspectDesignImage(upload.bytes);
  const filename = createDesignFilename(image.mimeType);
  const originalName = sanitizeOriginalName(upload.originalName, image.mimeType === "image/png" ? "png" : "jpg");
  const createdAt = new Date();

  let checksum: string;
  try {
    ({ checksum } = await storeDesignFiles(storage, {
      filename,
      bytes: upload.bytes,
      checksum: upload.checksum,
      originalName,
      mimeType: image.mimeType,
      createdAt,
    }));
  } catch (error) {
    throw error instanceof DesignStorageError ? toStorageFailure(error) : error;
  }

  try {
    const design = await prisma.design.create({
      data: {
        originalName,
        filename,
        sessionId: upload.sessionId,
        mimeType: image.mimeType,
        sizeBytes: upload.bytes.byteLength,
        width: image.width,
        height: image.height,
        checksum,
        createdAt,
      },
    });
    return toDesignDto(design);
  } catch (error) {
    await removeDesignFiles(storage, filename);
    throw error;
  }
}
