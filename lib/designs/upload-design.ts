import "server-only";
import { prisma } from "@/lib/db/client";
import type { Design } from "@/lib/db/generated/sqlite/client";
import { removeDesignFiles } from "@/lib/designs/storage/design-copies";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { toDesignDto, type DesignDto } from "./design-dto";
import type { DesignUpload } from "./read-design-upload";
import { storeCheckedDesignFiles } from "./store-checked-design-files";

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
 * Checks and stores the image (storeCheckedDesignFiles), then records its Design row. Files are
 * written before the row and removed again when the row cannot be written, so a Design row never
 * points at a missing file.
 */
export async function storeDesignImage(
  input: DesignImageInput,
  storage: DesignStorage = getDesignStorage(),
): Promise<Design> {
  const stored = await storeCheckedDesignFiles(input, storage, {
    traceOutline: input.kind === "design",
    caller: input.sessionId ?? "proof",
  });
  try {
    return await prisma.design.create({ data: { ...stored, sessionId: input.sessionId, kind: input.kind } });
  } catch (error) {
    await removeDesignFiles(storage, stored.filename);
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
