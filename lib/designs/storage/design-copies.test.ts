import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { computeSha256, copyDesignFile, removeDesignFiles, storeDesignFiles } from "./design-copies";
import { InvalidDesignMetadataError, readDesignMetadata } from "./design-metadata";
import { DesignStorageError, type DesignStorage, type StorageArea } from "./design-storage";
import { LocalFolderStorage } from "./local-folder-storage";

let root: string;
let storage: LocalFolderStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "design-files-"));
  storage = new LocalFolderStorage(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function storeSample() {
  const filename = `${randomUUID()}.png`;
  const bytes = Buffer.from("pretend these are png bytes");
  const createdAt = new Date("2026-11-21T10:00:00.000Z");
  const metadata = await storeDesignFiles(storage, {
    filename,
    bytes,
    originalName: "art.png",
    mimeType: "image/png",
    createdAt,
  });
  return { filename, bytes, metadata };
}

describe("storeDesignFiles", () => {
  it("writes both copies and verified metadata", async () => {
    const { filename, bytes, metadata } = await storeSample();
    const checksum = createHash("sha256").update(bytes).digest("hex");
    expect(metadata).toEqual({
      originalName: "art.png",
      mimeType: "image/png",
      size: bytes.length,
      checksum,
      createdAt: "2026-11-21T10:00:00.000Z",
      verified: true,
    });
    expect(await storage.read("primary", filename)).toEqual(bytes);
    expect(await storage.read("backup", filename)).toEqual(bytes);
    expect(await readDesignMetadata(storage, filename)).toEqual(metadata);
  });
});

/** The local storage with chosen writes altered; `withoutStat` hides stat, as a storage may not have it. */
function alteredStorage(
  alter: (area: StorageArea, bytes: Buffer) => Buffer,
  { withoutStat = false } = {},
): DesignStorage {
  const inner = storage;
  return {
    write: (area, filename, bytes) => inner.write(area, filename, alter(area, bytes)),
    read: (area, filename) => inner.read(area, filename),
    exists: (area, filename) => inner.exists(area, filename),
    remove: (area, filename) => inner.remove(area, filename),
    list: (area) => inner.list(area),
    ...(withoutStat ? {} : { stat: (area: StorageArea, filename: string) => inner.stat(area, filename) }),
  };
}

const sample = () => ({
  filename: `${randomUUID()}.png`,
  bytes: Buffer.from("pretend these are png bytes"),
  originalName: "art.png",
  mimeType: "image/png" as const,
  createdAt: new Date("2026-11-21T10:00:00.000Z"),
});

async function expectNothingStored(filename: string) {
  for (const area of ["primary", "backup", "metadata"] as const)
    expect(await storage.exists(area, filename)).toBe(false);
}

describe("storeDesignFiles verification and cleanup", () => {
  it("records the checksum it is given instead of hashing again", async () => {
    const file = { ...sample(), checksum: createHash("sha256").update("pretend these are png bytes").digest("hex") };
    const metadata = await storeDesignFiles(storage, file);
    expect(metadata.checksum).toBe(file.checksum);
    expect(await readDesignMetadata(storage, file.filename)).toEqual(metadata);
  });

  it("refuses a copy stored shorter than written, and leaves nothing behind", async () => {
    const file = sample();
    const truncating = alteredStorage((area, bytes) => (area === "backup" ? bytes.subarray(0, -1) : bytes));
    await expect(storeDesignFiles(truncating, file)).rejects.toMatchObject({ operation: "verify", area: "backup" });
    await expectNothingStored(file.filename);
  });

  it("refuses a copy missing after its write, and leaves nothing behind", async () => {
    const file = sample();
    const losing: DesignStorage = {
      ...alteredStorage((_area, bytes) => bytes),
      write: async (area, filename, bytes) => (area === "primary" ? undefined : storage.write(area, filename, bytes)),
    };
    await expect(storeDesignFiles(losing, file)).rejects.toMatchObject({ operation: "verify", area: "primary" });
    await expectNothingStored(file.filename);
  });

  it("reads each copy back and compares checksums on a storage without stat", async () => {
    const file = sample();
    const flipping = alteredStorage(
      (area, bytes) =>
        area === "primary" ? Buffer.from(bytes.map((byte, index) => (index === 0 ? byte ^ 0xff : byte))) : bytes,
      { withoutStat: true },
    );
    await expect(storeDesignFiles(flipping, file)).rejects.toMatchObject({ operation: "verify", area: "primary" });
    await expectNothingStored(file.filename);
  });

  it("writes both copies at once, and removes the written one when the other fails", async () => {
    const file = sample();
    const started: StorageArea[] = [];
    let finishPrimary: () => void = () => undefined;
    const primaryMayFinish = new Promise<void>((resolve) => {
      finishPrimary = resolve;
    });
    const failingBackup: DesignStorage = {
      ...alteredStorage((_area, bytes) => bytes),
      write: async (area, filename, bytes) => {
        started.push(area);
        if (area === "backup")
          throw new DesignStorageError(
            "write",
            area,
            filename,
            Object.assign(new Error("no space left"), { code: "ENOSPC" }),
          );
        await primaryMayFinish; // the primary is still being written when the backup fails
        primaryWrite = storage.write(area, filename, bytes);
        return primaryWrite;
      },
    };
    let primaryWrite: Promise<void> | undefined;
    const stored = storeDesignFiles(failingBackup, file);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual(["primary", "backup"]);
    finishPrimary();
    await expect(stored).rejects.toMatchObject({ operation: "write", area: "backup", isOutOfSpace: true });
    await primaryWrite; // a cleanup that ran before this write ended would have missed its file
    await expectNothingStored(file.filename);
  });
});

describe("copyDesignFile", () => {
  it("restores a damaged primary from the backup", async () => {
    const { filename, bytes, metadata } = await storeSample();
    await storage.write("primary", filename, Buffer.from("damaged"));
    expect(await copyDesignFile(storage, filename, "backup", "primary", metadata.checksum)).toBe(metadata.checksum);
    expect(await storage.read("primary", filename)).toEqual(bytes);
  });

  it("recreates a missing backup from the primary", async () => {
    const { filename, bytes } = await storeSample();
    await storage.remove("backup", filename);
    await copyDesignFile(storage, filename, "primary", "backup");
    expect(computeSha256((await storage.read("backup", filename))!)).toBe(computeSha256(bytes));
  });

  it("refuses to spread a source that does not match the expected checksum", async () => {
    const { filename, bytes, metadata } = await storeSample();
    await storage.write("primary", filename, Buffer.from("damaged"));
    await expect(copyDesignFile(storage, filename, "primary", "backup", metadata.checksum)).rejects.toBeInstanceOf(
      DesignStorageError,
    );
    expect(await storage.read("backup", filename)).toEqual(bytes);
  });

  it("fails when there is nothing to copy", async () => {
    await expect(copyDesignFile(storage, `${randomUUID()}.jpg`, "backup", "primary")).rejects.toBeInstanceOf(
      DesignStorageError,
    );
  });
});

describe("readDesignMetadata and removeDesignFiles", () => {
  it("answers null without metadata and refuses unreadable metadata", async () => {
    const filename = `${randomUUID()}.png`;
    expect(await readDesignMetadata(storage, filename)).toBeNull();
    await storage.write("metadata", filename, Buffer.from("{ not json"));
    await expect(readDesignMetadata(storage, filename)).rejects.toBeInstanceOf(InvalidDesignMetadataError);
  });

  it("removes every entry of a design", async () => {
    const { filename } = await storeSample();
    expect(await removeDesignFiles(storage, filename)).toBe(true);
    for (const area of ["primary", "backup", "metadata"] as const)
      expect(await storage.exists(area, filename)).toBe(false);
  });
});
