import "server-only";
import { ApiError } from "@/lib/api/errors";
import { createDesignFilename } from "@/lib/designs/storage/design-filename";
import { storeDesignFiles } from "@/lib/designs/storage/design-copies";
import { DesignStorageError, type DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { traceWorkingCopyOffThread } from "@/lib/die-cut/trace-off-thread";
import type { WorkingCopy } from "@/lib/die-cut/types";
import { inspectDesignImage } from "./inspect-design-image";
import { sanitizeOriginalName } from "./sanitize-original-name";

// The files half of storing an image (a shopper's design, an operator's proof, a proof's replacement
// design): checked, traced and written, with no database row, so the pipeline can also be run and
// measured on its own (bench/run.mjs, the die-cut upload figure).

/** The image to check and store: its bytes, their SHA-256 when already known, the name it was sent under. */
export type CheckedDesignInput = {
  bytes: Buffer;
  /** SHA-256 (hex) of `bytes` when already known. */
  checksum?: string;
  /** The name the sender gave, unsanitized. */
  originalName: string;
};

export const STORAGE_MESSAGES = {
  full: "There is not enough storage space to save your design right now. Please try again later.",
  failed: "Your design could not be saved right now. Please try again.",
} as const;

function toStorageFailure(error: DesignStorageError): ApiError {
  console.error("Storing an uploaded image failed:", error);
  return error.isOutOfSpace ? new ApiError(507, STORAGE_MESSAGES.full) : new ApiError(500, STORAGE_MESSAGES.failed);
}

/** The files of a checked image, stored: everything its Design row needs but the owner and kind. */
export type StoredDesignFiles = {
  filename: string;
  originalName: string;
  mimeType: "image/png" | "image/jpeg";
  width: number;
  height: number;
  sizeBytes: number;
  checksum: string;
  createdAt: Date;
  /** The artwork's traced outline (JSON, lib/die-cut), or null when not traced. */
  outline: string | null;
};

export type StoreDesignOptions = {
  /**
   * Trace the artwork's outline for die-cut lines (default). Proof images are not traced; the bench
   * turns it off to measure what tracing adds to an upload. Never an API option.
   */
  traceOutline?: boolean;
  /** Who the upload is for (a cart session id, "proof:<id>"): the geometry pool's unit of fairness. */
  caller?: string;
};

/**
 * The outline (or its refusal: too many pieces, too intricate), or null (logged) when the trace did not
 * finish (its time limit, a full pool): the upload stands, and die-cut traces it again when asked.
 */
async function traceOutlineOrNull(copy: WorkingCopy, caller: string): Promise<string | null> {
  try {
    return JSON.stringify(await traceWorkingCopyOffThread(copy, caller));
  } catch (error) {
    console.error("Tracing an uploaded design's outline failed:", error);
    return null;
  }
}

/**
 * Checks the image by its bytes (400 for anything but a sound PNG or JPG) and stores it under a
 * server-made name: primary, backup, metadata, checksum (507/500 when storage fails). The caller
 * records the Design row, in its own transaction if it has one, and removes the files if that fails.
 */
export async function storeCheckedDesignFiles(
  input: CheckedDesignInput,
  storage: DesignStorage = getDesignStorage(),
  { traceOutline = true, caller = "shop" }: StoreDesignOptions = {},
): Promise<StoredDesignFiles> {
  // One decode checks every pixel and, when the outline is traced, makes the tracer's working copy.
  const image = await inspectDesignImage(input.bytes, { workingCopy: traceOutline });
  const filename = createDesignFilename(image.mimeType);
  const originalName = sanitizeOriginalName(input.originalName, image.mimeType === "image/png" ? "png" : "jpg");
  const createdAt = new Date();
  const writing = storeDesignFiles(storage, {
    filename,
    bytes: input.bytes,
    checksum: input.checksum,
    originalName,
    mimeType: image.mimeType,
    createdAt,
  });
  // Settled below; a failure while the outline is traced must not count as unhandled meanwhile.
  writing.catch(() => undefined);
  // Traced in the geometry pool while the files are written, so the trace holds up none of the writes' steps.
  const tracing = image.workingCopy ? traceOutlineOrNull(image.workingCopy, caller) : null;
  try {
    const { checksum } = await writing;
    const outline = await tracing;
    return {
      filename,
      originalName,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      sizeBytes: input.bytes.byteLength,
      checksum,
      createdAt,
      outline,
    };
  } catch (error) {
    throw error instanceof DesignStorageError ? toStorageFailure(error) : error;
  }
}
