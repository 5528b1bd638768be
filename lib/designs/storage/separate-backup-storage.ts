import "server-only";
import type { DesignStorage, StorageArea } from "./design-storage";

/**
 * A storage whose `backup` area lives in another store (a second folder root or Blob store), so one
 * lost disk, deleted folder or revoked token cannot take both copies of a design. Primary and
 * metadata stay in `main`.
 */
export function withSeparateBackup(main: DesignStorage, backup: DesignStorage): DesignStorage {
  const storeOf = (area: StorageArea) => (area === "backup" ? backup : main);
  const storage: DesignStorage = {
    write: (area, filename, bytes) => storeOf(area).write(area, filename, bytes),
    read: (area, filename) => storeOf(area).read(area, filename),
    exists: (area, filename) => storeOf(area).exists(area, filename),
    remove: (area, filename) => storeOf(area).remove(area, filename),
    list: (area) => storeOf(area).list(area),
  };
  const mainStat = main.stat?.bind(main);
  const backupStat = backup.stat?.bind(backup);
  if (mainStat && backupStat) {
    storage.stat = (area, filename) => (area === "backup" ? backupStat : mainStat)(area, filename);
  }
  const mainStatAll = main.statAll?.bind(main);
  const backupStatAll = backup.statAll?.bind(backup);
  if (mainStatAll && backupStatAll) {
    storage.statAll = (area) => (area === "backup" ? backupStatAll : mainStatAll)(area);
  }
  return storage;
}
