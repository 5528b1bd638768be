import "server-only";
import { randomUUID } from "node:crypto";
import type { DesignMimeType } from "@/lib/validation/upload";

// Stored designs are named by the server only: a random UUID and the extension of the detected
// type. Storage refuses any other name, so no caller can reach outside its folders or prefixes.
const DESIGN_FILENAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

const EXTENSION_BY_MIME_TYPE: Record<DesignMimeType, "png" | "jpg"> = {
  "image/png": "png",
  "image/jpeg": "jpg",
};

export class InvalidDesignFilenameError extends Error {
  constructor(filename: string) {
    // The name is quoted through JSON so control characters cannot forge log lines.
    super(`Not a design file name: ${JSON.stringify(filename.slice(0, 80))}`);
    this.name = "InvalidDesignFilenameError";
  }
}

export function createDesignFilename(mimeType: DesignMimeType): string {
  return `${randomUUID()}.${EXTENSION_BY_MIME_TYPE[mimeType]}`;
}

export function isDesignFilename(value: unknown): value is string {
  return typeof value === "string" && DESIGN_FILENAME_PATTERN.test(value);
}

export function assertDesignFilename(value: string): void {
  if (!isDesignFilename(value)) throw new InvalidDesignFilenameError(value);
}

/** The content type a stored design is served with, derived from its server-made name. */
export function getDesignContentType(filename: string): DesignMimeType {
  assertDesignFilename(filename);
  return filename.endsWith(".png") ? "image/png" : "image/jpeg";
}
