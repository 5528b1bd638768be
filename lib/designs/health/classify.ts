import type { StoredCopyState } from "./hash-cache";

export const FILE_HEALTH_STATUSES = ["healthy", "corrupted", "missing"] as const;
export type FileHealthStatus = (typeof FILE_HEALTH_STATUSES)[number];

/**
 * The health of a stored copy against the checksum recorded in the Design row (the source of
 * truth): missing when absent, healthy when its SHA-256 matches, corrupted otherwise.
 */
export function classifyCopy(state: StoredCopyState, expectedChecksum: string): FileHealthStatus {
  if (!state.exists) return "missing";
  return state.sha256 === expectedChecksum.toLowerCase() ? "healthy" : "corrupted";
}
