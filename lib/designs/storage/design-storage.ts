import "server-only";

/**
 * The three places a design lives: the file itself (`primary`), an independent copy (`backup`,
 * what File Health restores from) and a JSON record about it (`metadata`, see design-metadata.ts).
 */
export const STORAGE_AREAS = ["primary", "backup", "metadata"] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** The areas that hold the design's own bytes. */
export type DesignCopyArea = Exclude<StorageArea, "metadata">;

/** What a store can tell about an entry without reading its bytes (see DesignStorage.stat). */
export type StoredEntryStat = {
  size: number;
  /** When the entry was last written (ISO 8601). */
  modifiedAt: string;
  /**
   * An opaque token that changes whenever the entry's bytes may have changed (local folder: device,
   * inode, size, and modification and change times in nanoseconds; Vercel Blob: ETag, size and upload
   * time). Equal tokens mean the bytes were not rewritten, so a hash computed for one still holds.
   */
  version: string;
};

/**
 * Where design files are kept. Every entry is addressed by its area and the design's server-made
 * file name (`<uuid>.png|jpg`, see design-filename.ts); implementations refuse any other name.
 * Failures of the underlying store surface as DesignStorageError.
 */
export type DesignStorage = {
  /** Stores the bytes, replacing an existing entry; a failed write never leaves a partial entry under the name. */
  write(area: StorageArea, filename: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such entry. */
  read(area: StorageArea, filename: string): Promise<Buffer | null>;
  exists(area: StorageArea, filename: string): Promise<boolean>;
  /** Deletes the entry; deleting a missing entry is not an error. */
  remove(area: StorageArea, filename: string): Promise<void>;
  /** The design file names that have an entry in the area, sorted. */
  list(area: StorageArea): Promise<string[]>;
  /**
   * Optional: size and version of an entry without reading it, or null when there is no such entry.
   * File Health uses it to skip re-hashing unchanged files; without it every check reads the bytes.
   */
  stat?(area: StorageArea, filename: string): Promise<StoredEntryStat | null>;
  /**
   * Optional: `stat` of every design entry of the area at once, keyed by file name (Vercel Blob: one
   * list call per 1,000 entries instead of one head call per file).
   */
  statAll?(area: StorageArea): Promise<Map<string, StoredEntryStat>>;
};

export type StorageOperation = "write" | "read" | "exists" | "remove" | "list" | "stat" | "verify";

const OUT_OF_SPACE_CODES = new Set(["ENOSPC", "EDQUOT"]);

/** A storage operation that failed for a reason other than the entry being absent. */
export class DesignStorageError extends Error {
  constructor(
    readonly operation: StorageOperation,
    readonly area: StorageArea | undefined,
    readonly filename: string | undefined,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Design storage ${operation} failed${area ? ` in ${area}` : ""}${filename ? ` for ${filename}` : ""}: ${reason}`,
      { cause },
    );
    this.name = "DesignStorageError";
  }

  /** True when the store is full, so callers can answer 507 instead of a generic failure. */
  get isOutOfSpace(): boolean {
    const code = (this.cause as { code?: unknown } | undefined)?.code;
    return typeof code === "string" && OUT_OF_SPACE_CODES.has(code);
  }
}

export function assertStorageArea(area: string): asserts area is StorageArea {
  if (!(STORAGE_AREAS as readonly string[]).includes(area)) throw new Error(`Unknown storage area: ${area}`);
}
