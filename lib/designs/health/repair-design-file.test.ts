import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import { computeSha256 } from "@/lib/designs/storage/design-copies";
import type { DesignStorage, StorageArea } from "@/lib/designs/storage/design-storage";
import { LocalFolderStorage } from "@/lib/designs/storage/local-folder-storage";
import type { DesignFileRow } from "./find-design";
import { FILE_HEALTH_MESSAGES } from "./messages";
import { createBackup, restorePrimary } from "./repair-design-file";

// The checks before a repair read the source once; the copy reads it again. These tests change
// the source in between (another process writing, a disk going bad) and expect nothing to spread.

let root: string;
let local: LocalFolderStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "repair-design-file-"));
  local = new LocalFolderStorage(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const good = Buffer.from("the design exactly as it was uploaded");
const damaged = Buffer.from("the design exactly as it was uploadeX");

function designRow(filename: string): DesignFileRow {
  return {
    id: 1,
    originalName: "art.png",
    filename,
    mimeType: "image/png",
    sizeBytes: good.length,
    checksum: computeSha256(good),
    createdAt: new Date("2026-11-21T10:00:00.000Z"),
  };
}

/** Local storage without stat (so every check reads), whose `area` turns bad after its first read. */
function decayingAfterFirstRead(area: StorageArea): DesignStorage {
  let reads = 0;
  return {
    write: (a, filename, bytes) => local.write(a, filename, bytes),
    read: async (a, filename) => {
      if (a !== area) return local.read(a, filename);
      reads += 1;
      if (reads > 1) await local.write(area, filename, damaged);
      return local.read(a, filename);
    },
    exists: (a, filename) => local.exists(a, filename),
    remove: (a, filename) => local.remove(a, filename),
    list: (a) => local.list(a),
  };
}

async function expectConflict(work: Promise<unknown>, message: string) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 409, message });
}

describe("repairs never spread a copy that went bad after it was checked", () => {
  it("createBackup leaves the backup alone when the primary decays before the copy", async () => {
    const filename = `${randomUUID()}.png`;
    await local.write("primary", filename, good);
    await expectConflict(
      createBackup(decayingAfterFirstRead("primary"), designRow(filename)),
      FILE_HEALTH_MESSAGES.primaryBadNoBackup,
    );
    expect(await local.exists("backup", filename)).toBe(false);
  });

  it("restorePrimary leaves the primary alone when the backup decays before the copy", async () => {
    const filename = `${randomUUID()}.png`;
    await local.write("backup", filename, good);
    await expectConflict(
      restorePrimary(decayingAfterFirstRead("backup"), designRow(filename)),
      FILE_HEALTH_MESSAGES.backupBadCannotRestore,
    );
    expect(await local.exists("primary", filename)).toBe(false);
  });

  it("repairs normally when nothing changes in between", async () => {
    const filename = `${randomUUID()}.png`;
    await local.write("backup", filename, good);
    const info = await restorePrimary(local, designRow(filename));
    expect(info).toMatchObject({ status: "healthy", backupSystemStatus: "fully_protected" });
    expect(await local.read("primary", filename)).toEqual(good);
  });
});
