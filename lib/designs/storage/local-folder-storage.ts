import "server-only";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "@/lib/files/write-file-atomically";
import { assertDesignFilename, isDesignFilename } from "./design-filename";
import {
  assertStorageArea,
  DesignStorageError,
  type DesignStorage,
  type StorageArea,
  type StoredEntryStat,
} from "./design-storage";

const METADATA_SUFFIX = ".json";
const STAT_BATCH_SIZE = 32;

function hasCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && codes.includes(code);
}

/**
 * Designs in a local folder: `<root>/primary/<name>`, `<root>/backup/<name>` and
 * `<root>/metadata/<name>.json`. Used when no Vercel Blob token is configured.
 */
export class LocalFolderStorage implements DesignStorage {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  // Names are checked against the server-made pattern before any path is built, so `..`, slashes
  // or absolute paths can never select a file outside the area folder.
  private locate(area: StorageArea, filename: string): { folder: string; file: string } {
    assertStorageArea(area);
    assertDesignFilename(filename);
    const folder = path.join(this.root, area);
    return { folder, file: path.join(folder, area === "metadata" ? filename + METADATA_SUFFIX : filename) };
  }

  async write(area: StorageArea, filename: string, bytes: Buffer): Promise<void> {
    const { file } = this.locate(area, filename);
    try {
      await writeFileAtomically(file, bytes);
    } catch (error) {
      throw new DesignStorageError("write", area, filename, error);
    }
  }

  async read(area: StorageArea, filename: string): Promise<Buffer | null> {
    const { file } = this.locate(area, filename);
    try {
      return await readFile(file);
    } catch (error) {
      if (hasCode(error, "ENOENT", "ENOTDIR")) return null;
      throw new DesignStorageError("read", area, filename, error);
    }
  }

  async exists(area: StorageArea, filename: string): Promise<boolean> {
    const { file } = this.locate(area, filename);
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (hasCode(error, "ENOENT", "ENOTDIR")) return false;
      throw new DesignStorageError("exists", area, filename, error);
    }
  }

  async remove(area: StorageArea, filename: string): Promise<void> {
    const { file } = this.locate(area, filename);
    try {
      await rm(file, { force: true });
    } catch (error) {
      if (hasCode(error, "ENOTDIR")) return;
      throw new DesignStorageError("remove", area, filename, error);
    }
  }

  async list(area: StorageArea): Promise<string[]> {
    assertStorageArea(area);
    let names: string[];
    try {
      names = await readdir(path.join(this.root, area));
    } catch (error) {
      if (hasCode(error, "ENOENT")) return [];
      throw new DesignStorageError("list", area, undefined, error);
    }
    // Temp files of writes in progress start with a dot and never match the design name pattern.
    const filenames =
      area === "metadata"
        ? names.filter((name) => name.endsWith(METADATA_SUFFIX)).map((name) => name.slice(0, -METADATA_SUFFIX.length))
        : names;
    return filenames.filter(isDesignFilename).sort();
  }

  async stat(area: StorageArea, filename: string): Promise<StoredEntryStat | null> {
    const { file } = this.locate(area, filename);
    try {
      // Nanosecond times: a rewrite within the same millisecond still changes the version. Writes
      // here rename a new file into place (new inode); an in-place rewrite changes mtime and ctime,
      // and ctime cannot be set back by anyone, so no change of the bytes keeps the same version.
      const info = await stat(file, { bigint: true });
      if (!info.isFile()) return null;
      return {
        size: Number(info.size),
        modifiedAt: info.mtime.toISOString(),
        version: `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`,
      };
    } catch (error) {
      if (hasCode(error, "ENOENT", "ENOTDIR")) return null;
      throw new DesignStorageError("stat", area, filename, error);
    }
  }

  async statAll(area: StorageArea): Promise<Map<string, StoredEntryStat>> {
    const filenames = await this.list(area);
    const stats = new Map<string, StoredEntryStat>();
    // A few at a time: thousands of parallel stat calls would only queue in libuv's small pool.
    for (let start = 0; start < filenames.length; start += STAT_BATCH_SIZE) {
      const batch = filenames.slice(start, start + STAT_BATCH_SIZE);
      const results = await Promise.all(batch.map((filename) => this.stat(area, filename)));
      results.forEach((result, index) => {
        if (result) stats.set(batch[index] as string, result); // null: removed since the listing
      });
    }
    return stats;
  }
}
