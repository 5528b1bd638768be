/** Texts of the design-file endpoints. */
export const DESIGN_FILE_MESSAGES = {
  designNotFound: "Design not found",
  fileUnavailable: "The design file for this order is no longer available on the server.",
  /** originalName of the 404 answer when there is no design to name. */
  unknownOriginalName: "Unknown",
  fileNotFound: "File not found",
  linkInvalid: "This link is not valid",
  linkExpired: "This link has expired",
} as const;
