import "server-only";
import path from "node:path";
import { getServerEnv, type ServerEnv } from "@/lib/env";
import type { DesignStorage } from "./design-storage";
import { LocalFolderStorage } from "./local-folder-storage";
import { withSeparateBackup } from "./separate-backup-storage";
import { VercelBlobStorage } from "./vercel-blob-storage";

export type DesignStorageSetup = {
  storage: DesignStorage;
  /** True when primary and backup copies share one failure domain (one folder root, one Blob store). */
  backupSharesStorage: boolean;
};

type StorageEnv = Pick<
  ServerEnv,
  "BLOB_READ_WRITE_TOKEN" | "BACKUP_BLOB_READ_WRITE_TOKEN" | "DESIGN_STORAGE_DIR" | "DESIGN_BACKUP_DIR"
>;

/** The store id of a read-write token (`vercel_blob_rw_<store>_<secret>`), or the whole token. */
function blobStoreId(token: string): string {
  return /^vercel_blob_rw_([^_]+)_/.exec(token)?.[1] ?? token;
}

/** One folder inside (or equal to) the other: deleting or losing the outer one takes both. */
function foldersOverlap(a: string, b: string): boolean {
  const [first, second] = [path.resolve(a), path.resolve(b)];
  const inside = (child: string, parent: string) => {
    const relative = path.relative(parent, child);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  };
  return inside(first, second) || inside(second, first);
}

/**
 * Where designs live. Vercel Blob when BLOB_READ_WRITE_TOKEN is set, with the backups in the store of
 * BACKUP_BLOB_READ_WRITE_TOKEN when that is set too; otherwise DESIGN_STORAGE_DIR, with the backups
 * under DESIGN_BACKUP_DIR when set. Without a separate place the backups sit beside the primaries.
 */
export function resolveDesignStorage(env: StorageEnv): DesignStorageSetup {
  if (env.BLOB_READ_WRITE_TOKEN) {
    const main = new VercelBlobStorage({ token: env.BLOB_READ_WRITE_TOKEN });
    const backupToken = env.BACKUP_BLOB_READ_WRITE_TOKEN;
    if (!backupToken) return { storage: main, backupSharesStorage: true };
    return {
      storage: withSeparateBackup(main, new VercelBlobStorage({ token: backupToken })),
      backupSharesStorage: blobStoreId(backupToken) === blobStoreId(env.BLOB_READ_WRITE_TOKEN),
    };
  }
  const main = new LocalFolderStorage(env.DESIGN_STORAGE_DIR);
  if (!env.DESIGN_BACKUP_DIR) return { storage: main, backupSharesStorage: true };
  return {
    storage: withSeparateBackup(main, new LocalFolderStorage(env.DESIGN_BACKUP_DIR)),
    backupSharesStorage: foldersOverlap(env.DESIGN_BACKUP_DIR, env.DESIGN_STORAGE_DIR),
  };
}

export function getDesignStorageSetup(): DesignStorageSetup {
  return resolveDesignStorage(getServerEnv());
}

/** The design storage of this deployment. Callers depend on the DesignStorage interface only. */
export function getDesignStorage(): DesignStorage {
  return getDesignStorageSetup().storage;
}
