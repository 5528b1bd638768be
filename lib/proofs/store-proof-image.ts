import "server-only";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { storeDesignImage } from "@/lib/designs/upload-design";

/**
 * Stores a proof image exactly as a design is stored (checked by its bytes, primary + backup copy,
 * metadata, checksum), as a Design row of kind "proof" that no cart session owns: File Health and
 * the signed /uploads links then work for it like for any design.
 */
export function storeProofImage(
  image: { bytes: Buffer; originalName: string },
  storage: DesignStorage = getDesignStorage(),
) {
  return storeDesignImage(
    { bytes: image.bytes, originalName: image.originalName, sessionId: null, kind: "proof" },
    storage,
  );
}
