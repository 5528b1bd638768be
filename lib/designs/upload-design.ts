import "server-only";
import { ApiError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { Design } from "@/lib/db/generated/sqlite/client";
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

/** An image to store as a Design row: a shopper's upload, or an operator's proof image. */
export type DesignImageInput = {
  bytes: Buffer;
  /** SHA-256 (hex) of `bytes` when already known. */
  checksum?: string;
  /** The name the sender gave, unsanitized. */
  originalName: string;
  /** The cart session that owns it; null for a proof image (it belongs to an order, not a cart). */
  sessionId: string | null;
  kind: "design" | "proof";
};

/**
 * Checks the image by its bytes, stores it under a server-made name (primary, backup, metadata,
 * checksum), then records its Design row. Files are written before the row and removed again when
 * the row cannot be written, so a Design row never points at a missing file.
 */
export async function storeDesignImage(
  input: DesignImageInput,
  storage: DesignStorage = getDesignStorage(),
): Promise<Design> {
  const image = await inspectDesignImage(input.bytes);
  const filename = createDesignFilename(image.mimeType);
  const originalName = sanitizeOriginalName(input.originalName, image.mimeType === "image/png" ? "png" : "jpg");
  const createdAt = new Date();

  let checksum: string;
  try {
    ({ checksum } = await storeDesignFiles(storage, {
      filename,
      bytes: input.bytes,
      checksum: input.checksum,
      originalName,
      mimeType: image.mimeType,
      createdAt,
    }));
  } catch (error) {
    throw error instanceof DesignStorageError ? toStorageFailure(error) : error;
  }

  try {
    return await prisma.design.create({
      data: {
        originalName,
        filename,
        sessionId: input.sessionId,
        mimeType: image.mimeType,
        sizeBytes: input.bytes.byteLength,
        width: image.width,
        height: image.height,
        checksum,
        kind: input.kind,
        createdAt,
      },
    });
  } catch (error) {
    await removeDesignFiles(storage, filename);
    throw error;
  }
}

/** Registers a shopper's uploaded design (see storeDesignImage). */
export async function uploadDesign(
  upload: DesignUpload,
  storage: DesignStorage = getDesignStorage(),
): Promise<DesignDto> {
  return toDesignDto(await storeDesignImage({ ...upload, kind: "design" }, storage));
}
