/** Texts of the File Health endpoints (answered as `{ message }`). */
export const FILE_HEALTH_MESSAGES = {
  fileNotFound: "File not found",
  backupCreated: "Backup created",
  primaryRestored: "Primary file restored from backup",
  primaryBadUseBackup: "The primary file is damaged or missing; restore it from the backup instead.",
  primaryBadNoBackup: "The primary file is damaged or missing, and no good backup exists.",
  backupBadCannotRestore: "The backup file is damaged or missing, so the primary file cannot be restored from it.",
  storageFull: "There is not enough storage space to write the file right now. Please try again later.",
  storageFailed: "The file could not be written right now. Please try again.",
} as const;
