import "server-only";
import { computeSha256 } from "@/lib/designs/storage/design-copies";
import type { DesignCopyArea, DesignStorage, StoredEntryStat } from "@/lib/designs/storage/design-storage";
import { Limiter } from "./limiter";

/** What File Health knows about one stored copy of a design. */
export type StoredCopyState = { exists: false } | { exists: true; sha256: string; size: number };

type CacheEntry = { version: string; sha256: string; size: number };

/**
 * SHA-256 hashes of stored copies, remembered per (area, file name) together with the entry's
 * version from DesignStorage.stat (local: device, inode, size, mtime and ctime in ns; Blob: ETag).
 * An entry is only used while the version is unchanged, so any rewrite of the bytes is hashed
 * again. Bounded: the least recently used entries are dropped beyond `maxEntries`.
 */
export class ContentHashCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** Reads in progress, by key and version, so concurrent checks of one file share a single read. */
  readonly inFlight = new Map<string, Promise<StoredCopyState>>();

  constructor(readonly maxEntries = 20_000) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, version: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CacheEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Hashing reads whole files (up to 10 MB each): at most 8 at a time in the whole process. */
export const HASH_CONCURRENCY = 8;

const processCache = new ContentHashCache();
const processLimiter = new Limiter(HASH_CONCURRENCY);

export type HashStoredCopyOptions = {
  /** The entry's stat when the caller already has it (from statAll); null means it is absent. */
  knownStat?: StoredEntryStat | null;
  cache?: ContentHashCache;
  limiter?: Limiter;
};

/**
 * Whether a stored copy exists and the SHA-256 of its bytes. With a storage that has `stat`,
 * unchanged files are answered from the cache and concurrent requests for the same version share
 * one read; without it, the bytes are read and hashed every time.
 */
export async function hashStoredCopy(
  storage: DesignStorage,
  area: DesignCopyArea,
  filename: string,
  { knownStat, cache = processCache, limiter = processLimiter }: HashStoredCopyOptions = {},
): Promise<StoredCopyState> {
  if (!storage.stat) return limiter.run(() => readAndHash(storage, area, filename));

  const stat = knownStat !== undefined ? knownStat : await storage.stat(area, filename);
  if (!stat) return { exists: false };
  const key = `${area}/${filename}`;
  const cached = cache.get(key, stat.version);
  if (cached) return { exists: true, sha256: cached.sha256, size: cached.size };

  const flightKey = `${key}@${stat.version}`;
  const pending = cache.inFlight.get(flightKey);
  if (pending) return pending;
  const work = limiter
    .run(async () => {
      const state = await readAndHash(storage, area, filename);
      // Cache only when the entry was not rewritten while it was being read: the hash then belongs
      // to exactly this version. (A rewrite has a new version, so at worst it is hashed again.)
      if (state.exists && storage.stat) {
        const after = await storage.stat(area, filename);
        if (after?.version === stat.version)
          cache.set(key, { version: stat.version, sha256: state.sha256, size: state.size });
      }
      return state;
    })
    .finally(() => cache.inFlight.delete(flightKey));
  cache.inFlight.set(flightKey, work);
  return work;
}

async function readAndHash(storage: DesignStorage, area: DesignCopyArea, filename: string): Promise<StoredCopyState> {
  const bytes = await storage.read(area, filename);
  if (!bytes) return { exists: false };
  return { exists: true, sha256: computeSha256(bytes), size: bytes.byteLength };
}
