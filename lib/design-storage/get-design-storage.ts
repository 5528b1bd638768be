import "server-only";
import { getServerEnv } from "@/lib/env";
import type { DesignStorage } from "./design-storage";
import { LocalFolderStorage } from "./local-folder-storage";
import { VercelBlobStorage } from "./vercel-blob-storage";

/**
 * The design storage of this deployment: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, otherwise
 * the local DESIGN_STORAGE_DIR. Callers depend on the DesignStorage interface only.
 */
export function getDesignStorage(): DesignStorage {
  const env = getServerEnv();
  if (env.BLOB_READ_WRITE_TOKEN) return new VercelBlobStorage({ token: env.BLOB_READ_WRITE_TOKEN });
  return new LocalFolderStorage(env.DESIGN_STORAGE_DIR);
}
