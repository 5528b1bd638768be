import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DesignStorage, StorageArea } from "@/lib/designs/storage/design-storage";
import { LocalFolderStorage } from "@/lib/designs/storage/local-folder-storage";
import { ContentHashCache, hashStoredCopy } from "./hash-cache";
import { Limiter } from "./limiter";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let root: string;
let local: LocalFolderStorage;
let reads: string[];
let cache: ContentHashCache;
const limiter = new Limiter(8);

/** The real local storage, counting reads. */
function counting(inner: DesignStorage, withStat = true): DesignStorage {
  const storage: DesignStorage = {
    write: (area, filename, bytes) => inner.write(area, filename, bytes),
    read: (area: StorageArea, filename: string) => {
      reads.push(`${area}/${filename}`);
      return inner.read(area, filename);
    },
    exists: (area, filename) => inner.exists(area, filename),
    remove: (area, filename) => inner.remove(area, filename),
    list: (area) => inner.list(area),
  };
  if (withStat) storage.stat = (area, filename) => inner.stat!(area, filename);
  return storage;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "hash-cache-"));
  local = new LocalFolderStorage(root);
  reads = [];
  cache = new ContentHashCache();
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("hashStoredCopy", () => {
  it("hashes a file once and answers from the cache while it is unchanged", async () => {
    const storage = counting(local);
    const filename = `${randomUUID()}.png`;
    const bytes = Buffer.from("original bytes of the design");
    await local.write("primary", filename, bytes);

    expect(await hashStoredCopy(storage, "primary", filename, { cache, limiter })).toEqual({
      exists: true,
      sha256: sha256(bytes),
      size: bytes.length,
    });
    expect(await hashStoredCopy(storage, "primary", filename, { cache, limiter })).toEqual({
      exists: true,
      sha256: sha256(bytes),
      size: bytes.length,
    });
    expect(reads).toEqual([`primary/${filename}`]);
  });

  it("notices a same-size rewrite in place, even with the old modification time put back", async () => {
    const storage = counting(local);
    const filename = `${randomUUID()}.png`;
    await local.write("primary", filename, Buffer.from("AAAAAAAA"));
    const file = path.join(root, "primary", filename);
    const before = (await local.stat("primary", filename))!;
    await hashStoredCopy(storage, "primary", filename, { cache, limiter });

    await writeFile(file, "BBBBBBBB");
    const oldTime = new Date(before.modifiedAt);
    await utimes(file, oldTime, oldTime); // mtime back; ctime still moves

    expect(await hashStoredCopy(storage, "primary", filename, { cache, limiter })).toMatchObject({
      sha256: sha256(Buffer.from("BBBBBBBB")),
    });
    expect(reads).toHaveLength(2);
  });

  it("answers missing without reading when the file is absent", async () => {
    const storage = counting(local);
    expect(await hashStoredCopy(storage, "backup", `${randomUUID()}.jpg`, { cache, limiter })).toEqual({
      exists: false,
    });
    expect(reads).toEqual([]);
  });

  it("trusts a stat from a listing: null means missing", async () => {
    const storage = counting(local);
    const filename = `${randomUUID()}.png`;
    await local.write("primary", filename, Buffer.from("x"));
    expect(await hashStoredCopy(storage, "primary", filename, { cache, limiter, knownStat: null })).toEqual({
      exists: false,
    });
    expect(reads).toEqual([]);
  });

  it("shares one read between concurrent checks of the same file", async () => {
    const storage = counting(local);
    const filename = `${randomUUID()}.png`;
    await local.write("primary", filename, Buffer.alloc(1024 * 1024, 7));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => hashStoredCopy(storage, "primary", filename, { cache, limiter })),
    );
    expect(new Set(results.map((result) => (result.exists ? result.sha256 : null))).size).toBe(1);
    expect(reads).toHaveLength(1);
  });

  it("reads and hashes every time when the storage cannot stat", async () => {
    const storage = counting(local, false);
    const filename = `${randomUUID()}.png`;
    await local.write("primary", filename, Buffer.from("bytes"));
    await hashStoredCopy(storage, "primary", filename, { cache, limiter });
    await hashStoredCopy(storage, "primary", filename, { cache, limiter });
    expect(reads).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it("hashes at most the limiter's number of files at once", async () => {
    let running = 0;
    let peak = 0;
    const slow: DesignStorage = {
      ...counting(local),
      stat: (area, filename) => local.stat(area, filename),
      read: async (area, filename) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return local.read(area, filename);
      },
    };
    const names = Array.from({ length: 30 }, () => `${randomUUID()}.png`);
    for (const name of names) await local.write("primary", name, Buffer.from(name));
    await Promise.all(names.map((name) => hashStoredCopy(slow, "primary", name, { cache, limiter })));
    expect(peak).toBe(8);
  });
});

describe("ContentHashCache", () => {
  it("drops an entry whose version changed and the least recently used beyond its size", () => {
    const small = new ContentHashCache(2);
    small.set("a", { version: "1", sha256: "ha", size: 1 });
    small.set("b", { version: "1", sha256: "hb", size: 1 });
    expect(small.get("a", "1")).toMatchObject({ sha256: "ha" }); // a is now the most recent
    small.set("c", { version: "1", sha256: "hc", size: 1 });
    expect(small.get("b", "1")).toBeUndefined();
    expect(small.get("a", "2")).toBeUndefined();
    expect(small.get("a", "1")).toBeUndefined();
    expect(small.get("c", "1")).toMatchObject({ sha256: "hc" });
  });
});
