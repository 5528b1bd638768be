/** @jest-environment node */
// Primary and backup copies of a design in separate failure domains: DESIGN_BACKUP_DIR (a second
// folder root) for local storage, BACKUP_BLOB_READ_WRITE_TOKEN (a second Blob store) for Vercel Blob.
// File Health says when both copies share one storage.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { redirectBlobStoreHostsTo, startBlobStandIn } from "../helpers/blob-stand-in";
import { callRoute } from "../helpers/call-route";
import { makeSessionId } from "../helpers/fixtures";
import { makePng, makeUploadRequest } from "../helpers/images";
import { GET as fileHealthRoute } from "@/app/api/admin/file-health/route";
import { POST as restorePrimaryRoute } from "@/app/api/admin/restore-primary/[fileName]/route";
import { POST as uploadRoute } from "@/app/api/upload-design/route";
import { computeSha256, storeDesignFiles } from "@/lib/designs/storage/design-copies";
import { resolveDesignStorage } from "@/lib/designs/storage/get-design-storage";

const backupRoot = mkdtempSync(path.join(os.tmpdir(), "sticker-backup-root-"));
// Before anything reads the server environment (read once per test file).
process.env.DESIGN_BACKUP_DIR = backupRoot;

setupTestDatabase();

const storageRoot = process.env.DESIGN_STORAGE_DIR as string;

afterAll(() => {
  delete process.env.DESIGN_BACKUP_DIR;
  rmSync(backupRoot, { recursive: true, force: true });
});

describe("local storage with DESIGN_BACKUP_DIR", () => {
  it("keeps the backup under its own root, reports separate storage, and restores from it when the primary root is lost", async () => {
    const bytes = await makePng({ width: 40, height: 30 });
    const uploaded = await uploadRoute(
      makeUploadRequest([{ bytes, name: "art.png", type: "image/png" }], { sessionId: makeSessionId() }),
      undefined,
    );
    expect(uploaded.status).toBe(201);
    const { filename } = (await uploaded.json()) as { filename: string };

    expect(await readFile(path.join(storageRoot, "primary", filename))).toEqual(bytes);
    expect(await readFile(path.join(backupRoot, "backup", filename))).toEqual(bytes);
    expect(existsSync(path.join(storageRoot, "backup", filename))).toBe(false);

    const headers = await adminHeaders();
    const health = await callRoute(fileHealthRoute, { headers });
    expect(health.status).toBe(200);
    expect(health.body.backupSharesStorage).toBe(false);

    // The primary folder root is lost: the backup, elsewhere, brings the design back.
    rmSync(path.join(storageRoot, "primary"), { recursive: true, force: true });
    const restored = await callRoute(restorePrimaryRoute, {
      method: "POST",
      headers,
      params: { fileName: filename },
    });
    expect(restored.status).toBe(200);
    expect(await readFile(path.join(storageRoot, "primary", filename))).toEqual(bytes);
  });
});

describe("where the backup goes, and whether it shares the primary's storage", () => {
  it("local: shared without DESIGN_BACKUP_DIR or with an overlapping one, separate with another root", () => {
    const base = { BLOB_READ_WRITE_TOKEN: undefined, BACKUP_BLOB_READ_WRITE_TOKEN: undefined };
    const shared = (DESIGN_STORAGE_DIR: string, DESIGN_BACKUP_DIR?: string) =>
      resolveDesignStorage({ ...base, DESIGN_STORAGE_DIR, DESIGN_BACKUP_DIR }).backupSharesStorage;
    expect(shared("./data/designs")).toBe(true);
    expect(shared("./data/designs", "./data/designs")).toBe(true);
    expect(shared("./data/designs", "./data/designs/backups")).toBe(true);
    expect(shared("/srv/designs/primary", "/srv/designs")).toBe(true);
    expect(shared("./data/designs", "/mnt/backup-disk/designs")).toBe(false);
    expect(shared("/srv/designs", "/srv/designs-backup")).toBe(false);
  });

  it("Vercel Blob: backups go to the store of BACKUP_BLOB_READ_WRITE_TOKEN; shared without it or with the same store", async () => {
    const PRIMARY = "vercel_blob_rw_mainstore_secret1";
    const BACKUP = "vercel_blob_rw_backupstore_secret2";
    const standIn = await startBlobStandIn({
      token: PRIMARY,
      storeId: "mainstore",
      otherStores: [{ token: BACKUP, storeId: "backupstore" }],
    });
    const undoRedirect = redirectBlobStoreHostsTo(standIn.origin);
    process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
    process.env.VERCEL_BLOB_RETRIES = "0";
    try {
      const env = { DESIGN_STORAGE_DIR: "./unused", DESIGN_BACKUP_DIR: undefined, BLOB_READ_WRITE_TOKEN: PRIMARY };
      expect(resolveDesignStorage({ ...env, BACKUP_BLOB_READ_WRITE_TOKEN: undefined }).backupSharesStorage).toBe(true);
      expect(
        resolveDesignStorage({ ...env, BACKUP_BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_mainstore_othersecret" })
          .backupSharesStorage,
      ).toBe(true);

      const setup = resolveDesignStorage({ ...env, BACKUP_BLOB_READ_WRITE_TOKEN: BACKUP });
      expect(setup.backupSharesStorage).toBe(false);
      const bytes = await makePng({ width: 20, height: 20 });
      const filename = `${"a".repeat(8)}-aaaa-4aaa-8aaa-${"a".repeat(12)}.png`;
      await storeDesignFiles(setup.storage, {
        filename,
        bytes,
        checksum: computeSha256(bytes),
        originalName: "a.png",
        mimeType: "image/png",
        createdAt: new Date(),
      });
      expect(standIn.blobs.get(`designs/primary/${filename}`)?.bytes).toEqual(bytes);
      expect(standIn.blobs.has(`designs/backup/${filename}`)).toBe(false);
      expect(standIn.blobsOf(BACKUP).get(`designs/backup/${filename}`)?.bytes).toEqual(bytes);
      expect(standIn.blobsOf(BACKUP).has(`designs/primary/${filename}`)).toBe(false);
      expect(await setup.storage.read("backup", filename)).toEqual(bytes);
      expect(await setup.storage.list("backup")).toEqual([filename]);
    } finally {
      undoRedirect();
      await standIn.close();
      delete process.env.VERCEL_BLOB_API_URL;
      delete process.env.VERCEL_BLOB_RETRIES;
    }
  });
});
