import { DESIGN_FILE_MESSAGES } from "./design-file-messages";

// react-dropzone's rejection codes (its ErrorCode enum), named here so this module needs no browser library.
const MESSAGE_BY_CODE: Record<string, string> = {
  "file-too-large": DESIGN_FILE_MESSAGES.tooLarge,
  "file-invalid-type": DESIGN_FILE_MESSAGES.wrongType,
  "too-many-files": DESIGN_FILE_MESSAGES.tooManyFiles,
};

/**
 * The shopper's words for a file the drop zone refused, from its first error code: react-dropzone's own
 * messages ("File is larger than 10485760 bytes") speak to developers, not to people choosing a picture.
 */
export function describeDesignFileRejection(codes: readonly string[]): string {
  const first = codes[0];
  return (first !== undefined && MESSAGE_BY_CODE[first]) || DESIGN_FILE_MESSAGES.cannotUpload;
}
