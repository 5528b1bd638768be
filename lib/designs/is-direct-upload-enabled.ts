import "server-only";
import { getServerEnv } from "@/lib/env";

/**
 * True when designs go from the browser straight to Vercel Blob (BLOB_READ_WRITE_TOKEN is set): a
 * serverless function takes at most 4.5 MB of request body, less than a 10 MB design.
 */
export function isDirectUploadEnabled(): boolean {
  return Boolean(getServerEnv().BLOB_READ_WRITE_TOKEN);
}
