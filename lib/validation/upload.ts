// Limits of a design upload (spec sections 5 and 9). Safe to import in the browser too, so the
// drop zone and the server agree on the same numbers.

/** Largest accepted design file: 10 MB. */
export const MAX_DESIGN_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Room for the multipart framing around the file (boundaries, part headers with the file name,
 * the sessionId field). A body larger than file limit + this allowance is refused while it streams.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Largest accepted image area: 50 megapixels (bounds the memory needed to decode it). */
export const MAX_DESIGN_PIXELS = 50_000_000;

/** Longest original file name kept; longer names are cut. */
export const MAX_ORIGINAL_NAME_LENGTH = 255;

export const DESIGN_MIME_TYPES = ["image/png", "image/jpeg"] as const;
export type DesignMimeType = (typeof DESIGN_MIME_TYPES)[number];

/** The form field that carries the design file. */
export const DESIGN_FILE_FIELD = "file";

/** What the drop zone offers in the file dialog; the server still decides by the bytes. */
export const ACCEPTED_DESIGN_FILES = { "image/png": [".png"], "image/jpeg": [".jpg", ".jpeg"] };
