import "server-only";
import { BlobNotFoundError, del, get, head, list, put, type ListBlobResult } from "@vercel/blob";
import { assertDesignFilename, getDesignContentType, isDesignFilename } from "./design-filename";
import {
  assertStorageArea,
  DesignStorageError,
  type DesignStorage,
  type StorageArea,
  type StorageOperation,
  type StoredEntryStat,
} from "./design-storage";

const METADATA_SUFFIX = ".json";

/** A blob's stat: the ETag changes with every overwrite; size and upload time are added for safety. */
function toStoredEntryStat(blob: { size: number; uploadedAt: Date; etag: string }): StoredEntryStat {
  const modifiedAt = blob.uploadedAt.toISOString();
  return { size: blob.size, modifiedAt, version: `${blob.etag}|${blob.size}|${modifiedAt}` };
}

export type VercelBlobStorageOptions = {
  /** A read-write token of the store (`vercel_blob_rw_<store>_<secret>`). */
  token: string;
  /** Folder of the store that holds the designs. */
  prefix?: string;
};

/**
 * Designs in a Vercel Blob store: `<prefix>/primary/<name>`, `<prefix>/backup/<name>` and
 * `<prefix>/metadata/<name>.json`.
 *
 * Blobs are `private`: @vercel/blob 2.8 reads private blobs server-side with the read-write token
 * (`get(pathname, { access: "private" })`), so a blob URL alone opens nothing and designs are never
 * reachable from a public, guessable address. Pathnames are fixed (no random suffix) because the
 * server-made file name is already unguessable and File Health must find the backup by name.
 */
export class VercelBlobStorage implements DesignStorage {
  private readonly token: string;
  private readonly prefix: string;

  constructor({ token, prefix = "designs" }: VercelBlobStorageOptions) {
    this.token = token;
    this.prefix = prefix.replace(/\/+$/, "");
  }

  private pathnameOf(area: StorageArea, filename: string): string {
    assertStorageArea(area);
    assertDesignFilename(filename);
    return `${this.prefix}/${area}/${area === "metadata" ? filename + METADATA_SUFFIX : filename}`;
  }

  async write(area: StorageArea, filename: string, bytes: Buffer): Promise<void> {
    const pathname = this.pathnameOf(area, filename);
    try {
      // A blob upload is all-or-nothing on the store's side: a failed put leaves no partial blob.
      await put(pathname, bytes, {
        access: "private",
        token: this.token,
        contentType: area === "metadata" ? "application/json" : getDesignContentType(filename),
        addRandomSuffix: false,
        allowOverwrite: true, // restoring a copy from the other area replaces the damaged one
      });
    } catch (error) {
      throw new DesignStorageError("write", area, filename, error);
    }
  }

  async read(area: StorageArea, filename: string): Promise<Buffer | null> {
    const pathname = this.pathnameOf(area, filename);
    try {
      // Bypass the CDN cache: integrity checks must see the bytes stored right now.
      const result = await get(pathname, { access: "private", token: this.token, useCache: false });
      if (!result) return null;
      if (result.statusCode !== 200) throw new Error(`Unexpected status ${result.statusCode}`);
      return Buffer.from(await new Response(result.stream).arrayBuffer());
    } catch (error) {
      throw new DesignStorageError("read", area, filename, error);
    }
  }

  async exists(area: StorageArea, filename: string): Promise<boolean> {
    const pathname = this.pathnameOf(area, filename);
    try {
      await head(pathname, { token: this.token });
      return true;
    } catch (error) {
      if (error instanceof BlobNotFoundError) return false;
      throw new DesignStorageError("exists", area, filename, error);
    }
  }

  async remove(area: StorageArea, filename: string): Promise<void> {
    const pathname = this.pathnameOf(area, filename);
    try {
      await del(pathname, { token: this.token });
    } catch (error) {
      if (error instanceof BlobNotFoundError) return;
      throw new DesignStorageError("remove", area, filename, error);
    }
  }

  async list(area: StorageArea): Promise<string[]> {
    const filenames: string[] = [];
    for await (const { filename } of this.listEntries(area, "list")) filenames.push(filename);
    return filenames.sort();
  }

  async stat(area: StorageArea, filename: string): Promise<StoredEntryStat | null> {
    const pathname = this.pathnameOf(area, filename);
    try {
      return toStoredEntryStat(await head(pathname, { token: this.token }));
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw new DesignStorageError("stat", area, filename, error);
    }
  }

  async statAll(area: StorageArea): Promise<Map<string, StoredEntryStat>> {
    const stats = new Map<string, StoredEntryStat>();
    for await (const { filename, blob } of this.listEntries(area, "stat")) stats.set(filename, toStoredEntryStat(blob));
    return stats;
  }

  /** Every design entry of an area, page by page; a failed page is a DesignStorageError for `operation`. */
  private async *listEntries(area: StorageArea, operation: StorageOperation) {
    assertStorageArea(area);
    const folder = `${this.prefix}/${area}/`;
    let cursor: string | undefined;
    do {
      let page: ListBlobResult;
      try {
        page = await list({ prefix: folder, cursor, token: this.token, limit: 1000 });
      } catch (error) {
        throw new DesignStorageError(operation, area, undefined, error);
      }
      for (const blob of page.blobs) {
        const name = blob.pathname.slice(folder.length);
        const filename =
          area === "metadata" && name.endsWith(METADATA_SUFFIX) ? name.slice(0, -METADATA_SUFFIX.length) : name;
        if (isDesignFilename(filename)) yield { filename, blob };
      }
      cursor = page.hasMore ? page.cursor : undefined;
    } while (cursor);
  }
}
