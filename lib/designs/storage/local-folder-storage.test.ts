import { randomUUID } from "node:crypto";
import fsPromises, { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { InvalidDesignFilenameError } from "./design-filename";
import { DesignStorageError, STORAGE_AREAS } from "./design-storage";
import { LocalFolderStorage } from "./local-folder-storage";

let root: string;
let storage: LocalFolderStorage;
const name = () => `${randomUUID()}.png`;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "local-folder-storage-"));
  storage = new LocalFolderStorage(path.join(root, "designs"));
});

afterEach(async () => {
  jest.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("LocalFolderStorage", () => {
  it.each(STORAGE_AREAS)("writes, reads, finds, lists and removes in %s", async (area) => {
    const filename = name();
    const bytes = Buffer.from(`bytes for ${area}`);
    expect(await storage.exists(area, filename)).toBe(false);
    expect(await storage.read(area, filename)).toBeNull();

    await storage.write(area, filename, bytes);

    expect(await storage.read(area, filename)).toEqual(bytes);
    expect(await storage.exists(area, filename)).toBe(true);
    expect(await storage.list(area)).toEqual([filename]);
    const onDisk = area === "metadata" ? `${filename}.json` : filename;
    expect(await readFile(path.join(root, "designs", area, onDisk))).toEqual(bytes);

    await storage.remove(area, filename);
    expect(await storage.exists(area, filename)).toBe(false);
    await expect(storage.remove(area, filename)).resolves.toBeUndefined();
  });

  it("keeps the areas apart", async () => {
    const filename = `${randomUUID()}.jpg`;
    await storage.write("backup", filename, Buffer.from("backup only"));
    expect(await storage.exists("primary", filename)).toBe(false);
    expect(await storage.list("primary")).toEqual([]);
    expect(await storage.list("backup")).toEqual([filename]);
  });

  it("replaces an existing entry", async () => {
    const filename = name();
    await storage.write("primary", filename, Buffer.from("old"));
    await storage.write("primary", filename, Buffer.from("new"));
    expect((await storage.read("primary", filename))?.toString()).toBe("new");
    expect(await filesUnder(path.join(root, "designs"))).toEqual([path.join("primary", filename)]);
  });

  it.each([
    "../escape.png",
    "../../etc/passwd",
    "/etc/passwd",
    "design.png",
    `${randomUUID()}.gif`,
    `${randomUUID()}.PNG`,
    `${randomUUID().toUpperCase()}.png`,
    `${randomUUID()}.png/../../x`,
    `${randomUUID()}.png\u0000`,
    `sub/${randomUUID()}.png`,
    "",
  ])("refuses the name %j for every operation", async (filename) => {
    await expect(storage.write("primary", filename, Buffer.from("x"))).rejects.toBeInstanceOf(
      InvalidDesignFilenameError,
    );
    await expect(storage.read("backup", filename)).rejects.toBeInstanceOf(InvalidDesignFilenameError);
    await expect(storage.exists("metadata", filename)).rejects.toBeInstanceOf(InvalidDesignFilenameError);
    await expect(storage.remove("primary", filename)).rejects.toBeInstanceOf(InvalidDesignFilenameError);
    expect(await filesUnder(root)).toEqual([]);
  });

  it("refuses an unknown area", async () => {
    await expect(storage.write("../outside" as never, name(), Buffer.from("x"))).rejects.toThrow(
      "Unknown storage area",
    );
    await expect(storage.list("public" as never)).rejects.toThrow("Unknown storage area");
  });

  it("never leaves a partial file under the final name when a write fails", async () => {
    const filename = name();
    await storage.write("primary", filename, Buffer.from("previous complete content"));
    jest.spyOn(fsPromises, "rename").mockRejectedValueOnce(Object.assign(new Error("EIO: crash"), { code: "EIO" }));

    await expect(storage.write("primary", filename, Buffer.from("new content"))).rejects.toBeInstanceOf(
      DesignStorageError,
    );

    expect((await storage.read("primary", filename))?.toString()).toBe("previous complete content");
    expect(await filesUnder(path.join(root, "designs"))).toEqual([path.join("primary", filename)]);
  });

  it("writes through a temp file in the same folder, then renames it", async () => {
    const renames: Array<[string, string]> = [];
    const realRename = fsPromises.rename;
    jest.spyOn(fsPromises, "rename").mockImplementation(async (from, to) => {
      renames.push([String(from), String(to)]);
      return realRename(from, to);
    });
    const filename = name();
    await storage.write("backup", filename, Buffer.from("x"));
    expect(renames).toHaveLength(1);
    const [from, to] = renames[0]!;
    expect(to).toBe(path.join(root, "designs", "backup", filename));
    expect(path.dirname(from)).toBe(path.dirname(to));
    expect(path.basename(from)).toMatch(/^\..*\.tmp$/);
  });

  it("lists only design names, not temp files or strangers", async () => {
    const filename = name();
    await storage.write("primary", filename, Buffer.from("x"));
    await writeFile(path.join(root, "designs", "primary", `.${filename}.${randomUUID()}.tmp`), "half");
    await writeFile(path.join(root, "designs", "primary", "notes.txt"), "hello");
    expect(await storage.list("primary")).toEqual([filename]);
    expect(await storage.list("metadata")).toEqual([]);
  });

  it("reports a broken storage folder as DesignStorageError", async () => {
    await writeFile(path.join(root, "designs"), "a file where the folder should be");
    const error = await storage.write("primary", name(), Buffer.from("x")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DesignStorageError);
    expect((error as DesignStorageError).isOutOfSpace).toBe(false);
    expect(await storage.exists("primary", name())).toBe(false);
  });

  it("recognises a full disk", () => {
    const error = new DesignStorageError(
      "write",
      "primary",
      name(),
      Object.assign(new Error("no space"), { code: "ENOSPC" }),
    );
    expect(error.isOutOfSpace).toBe(true);
  });
});
