import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { computeSha256, copyDesignFile, removeDesignFiles, storeDesignFiles } from "./design-files";
import { InvalidDesignMetadataError, readDesignMetadata } from "./design-metadata";
import { DesignStorageError } from "./design-storage";
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
  const metadata = await storeDesignFiles(storage, { filename, bytes, originalName: "art.png", mimeType: "image/png", createdAt });
  return { filename, bytes, metadata };
}

describe("storeDesignFiles", () => {
  it("writes both copies and verified metadata", async () => {
    const { filename, bytes, metadata } = await storeSample();
    const checksum = createHash("sha256").update(bytes).digest("hex");
    expect(metadata).toEqual({ originalName: "art.png", mimeType: "image/png", size: bytes.length, checksum, createdAt: "2026-11-21T10:00:00.000Z", verified: true });
    expect(await storage.read("primary", filename)).toEqual(bytes);
    expect(await storage.read("backup", filename)).toEqual(bytes);
    expect(await readDesignMetadata(storage, filename)).toEqual(metadata);
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
    await expect(copyDesignFile(storage, filename, "primary", "backup", metadata.checksum)).rejects.toBeInstanceOf(DesignStorageError);
    expect(await storage.read("backup", filename)).toEqual(bytes);
  });

  it("fails when there is nothing to copy", async () => {
    await expect(copyDesignFile(storage, `${randomUUID()}.jpg`, "backup", "primary")).rejects.toBeInstanceOf(DesignStorageError);
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
    for (const area of ["primary", "backup", "metadata"] as const) expect(await storage.exists(area, filename)).toBe(false);
  });
});
