/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { getAdminToken } from "../helpers/admin";
import { redirectBlobStoreHostsTo, startBlobStandIn } from "../helpers/blob-stand-in";
import { callRoute } from "../helpers/call-route";
import { createDesignRow } from "../helpers/fixtures";
import { listFilesUnder, makeJpeg, makePng, makeUploadRequest } from "../helpers/images";
import { POST as createBackupRoute } from "@/app/api/admin/create-backup/[fileName]/route";
import { GET as fileHealthRoute } from "@/app/api/admin/file-health/route";
import { GET as fileInfoRoute } from "@/app/api/admin/file-info/[fileName]/route";
import { POST as restorePrimaryRoute } from "@/app/api/admin/restore-primary/[fileName]/route";
import { POST as uploadRoute } from "@/app/api/upload-design/route";
import { GET as uploadsRoute } from "@/app/uploads/[fileName]/route";
import { signPayload } from "@/lib/admin-auth/signed-tokens";
import { prisma } from "@/lib/db/client";
import { computeSha256 } from "@/lib/designs/storage/design-copies";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { LocalFolderStorage } from "@/lib/designs/storage/local-folder-storage";
import { VercelBlobStorage } from "@/lib/designs/storage/vercel-blob-storage";

// Lets the Vercel Blob test swap the storage; every other test uses the real local folder.
let mockStorageOverride: DesignStorage | undefined;
jest.mock("@/lib/designs/storage/get-design-storage", () => {
  const actual = jest.requireActual("@/lib/designs/storage/get-design-storage");
  return {
    ...actual,
    getDesignStorage: () => mockStorageOverride ?? actual.getDesignStorage(),
    getDesignStorageSetup: () =>
      mockStorageOverride
        ? { storage: mockStorageOverride, backupSharesStorage: true }
        : actual.getDesignStorageSetup(),
  };
});

setupTestDatabase();

const storageRoot = process.env.DESIGN_STORAGE_DIR as string;
const MESSAGES = {
  adminRequired: "Admin access required",
  fileNotFound: "File not found",
  backupCreated: "Backup created",
  primaryRestored: "Primary file restored from backup",
  primaryBadUseBackup: "The primary file is damaged or missing; restore it from the backup instead.",
  primaryBadNoBackup: "The primary file is damaged or missing, and no good backup exists.",
  backupBadCannotRestore: "The backup file is damaged or missing, so the primary file cannot be restored from it.",
};
const SIGNED_URL = (filename: string, area?: "backup") =>
  new RegExp(
    `^/uploads/${filename.replace(".", "\\.")}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}${area ? "&area=backup" : ""}$`,
  );

type Uploaded = { id: number; filename: string; originalName: string; bytes: Buffer; createdAt: string };

let admin: Record<string, string>;

beforeAll(async () => {
  admin = { authorization: `Bearer ${await getAdminToken()}` };
});

beforeEach(async () => {
  // Every test starts from an empty shop, so reports can be compared exactly.
  await prisma.design.deleteMany();
  await rm(storageRoot, { recursive: true, force: true });
});

afterEach(() => {
  mockStorageOverride = undefined;
  jest.restoreAllMocks();
});

/** A design uploaded for real: Design row, primary, backup and verified metadata. */
async function upload(name = "artwork.png", kind: "png" | "jpeg" = "png"): Promise<Uploaded> {
  const bytes = kind === "png" ? await makePng({ width: 48, height: 32 }) : await makeJpeg({ width: 48, height: 32 });
  const response = await uploadRoute(
    makeUploadRequest([{ bytes, name, type: kind === "png" ? "image/png" : "image/jpeg" }]),
    undefined,
  );
  expect(response.status).toBe(201);
  return { ...(await response.json()), bytes };
}

const fileOf = (area: "primary" | "backup", filename: string) => path.join(storageRoot, area, filename);
const metadataFileOf = (filename: string) => path.join(storageRoot, "metadata", `${filename}.json`);

/** Flips one byte in the middle of a stored copy, in place (same size). */
async function flipOneByte(area: "primary" | "backup", filename: string): Promise<void> {
  const file = fileOf(area, filename);
  const bytes = await readFile(file);
  const index = Math.floor(bytes.length / 2);
  bytes[index] = (bytes[index] as number) ^ 0xff;
  await writeFile(file, bytes);
}

const report = () => callRoute(fileHealthRoute, { headers: admin });
const fileInfo = (fileName: string, headers = admin) => callRoute(fileInfoRoute, { headers, params: { fileName } });
const createBackup = (fileName: string, headers = admin) =>
  callRoute(createBackupRoute, { method: "POST", headers, params: { fileName } });
const restorePrimary = (fileName: string, headers = admin) =>
  callRoute(restorePrimaryRoute, { method: "POST", headers, params: { fileName } });

/** Every file under the storage folder with its bytes, to prove a request changed nothing. */
async function storageSnapshot(): Promise<Record<string, string>> {
  const files = await listFilesUnder(storageRoot);
  const entries = await Promise.all(
    files.map(async (file) => [file, computeSha256(await readFile(path.join(storageRoot, file)))] as const),
  );
  return Object.fromEntries(entries);
}

function spyOnStorageAndDesigns() {
  const methods = ["read", "write", "exists", "remove", "list", "stat", "statAll"] as const;
  const storage = methods.map((method) => jest.spyOn(LocalFolderStorage.prototype, method));
  const designs = [jest.spyOn(prisma.design, "findMany"), jest.spyOn(prisma.design, "findUnique")];
  return [...storage, ...designs];
}

describe("admin access", () => {
  const expiredToken = () => {
    const now = Date.now();
    return signPayload(
      { sub: "admin", iat: now - 13 * 3600_000, exp: now - 3600_000, jti: randomUUID() },
      process.env.AUTH_SECRET as string,
    );
  };
  const forgedToken = () => {
    const now = Date.now();
    return signPayload(
      { sub: "admin", iat: now, exp: now + 3600_000, jti: randomUUID() },
      "not-the-shop-secret-but-long-enough-anyway",
    );
  };
  const credentials: Array<[string, () => Record<string, string>]> = [
    ["no token", () => ({})],
    ["a forged token", () => ({ authorization: `Bearer ${forgedToken()}` })],
    ["an expired token", () => ({ authorization: `Bearer ${expiredToken()}` })],
    [
      "a token with a tampered payload",
      () => ({
        authorization: `Bearer ${admin.authorization!.slice(7).replace(/^./, (c) => (c === "e" ? "f" : "e"))}`,
      }),
    ],
  ];
  const endpoints: Array<
    [string, (fileName: string, headers: Record<string, string>) => ReturnType<typeof callRoute>]
  > = [
    ["GET /api/admin/file-health", (_fileName, headers) => callRoute(fileHealthRoute, { headers })],
    ["GET /api/admin/file-info/{fileName}", (fileName, headers) => fileInfo(fileName, headers)],
    ["POST /api/admin/create-backup/{fileName}", (fileName, headers) => createBackup(fileName, headers)],
    ["POST /api/admin/restore-primary/{fileName}", (fileName, headers) => restorePrimary(fileName, headers)],
  ];

  it.each(
    endpoints.flatMap(([endpoint, call]) =>
      credentials.map(([label, headers]) => [endpoint, label, call, headers] as const),
    ),
  )("%s refuses %s with 401 and touches nothing", async (_endpoint, _label, call, headers) => {
    const design = await upload();
    await flipOneByte("primary", design.filename); // a repair would have something to do
    await rm(fileOf("backup", design.filename));
    const before = await storageSnapshot();
    const spies = spyOnStorageAndDesigns();

    const response = await call(design.filename, headers());

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: MESSAGES.adminRequired });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(await storageSnapshot()).toEqual(before);
  });

  it("answers with a real token (the refusals above are about the token)", async () => {
    const design = await upload();
    expect((await fileInfo(design.filename)).status).toBe(200);
    expect((await report()).status).toBe(200);
  });
});

describe("GET /api/admin/file-health", () => {
  it("reports an empty shop as all healthy", async () => {
    const { status, body, headers } = await report();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "all_healthy",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      summary: { total: 0, healthy: 0, corrupted: 0, missing: 0 },
      details: { healthy: [], corrupted: [], missing: [] },
      files: [],
      // The test storage keeps backups beside the primaries (no DESIGN_BACKUP_DIR): said so.
      backupSharesStorage: true,
    });
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("reports intact uploads as healthy, newest first", async () => {
    const first = await upload("first.png");
    const second = await upload("second.jpg", "jpeg");
    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "all_healthy",
      summary: { total: 2, healthy: 2, corrupted: 0, missing: 0 },
      details: { healthy: [second.filename, first.filename], corrupted: [], missing: [] },
      files: [
        { filename: second.filename, originalName: "second.jpg", status: "healthy", kind: "design", proof: null },
        { filename: first.filename, originalName: "first.png", status: "healthy", kind: "design", proof: null },
      ],
    });
    expect(Date.now() - Date.parse(body.timestamp)).toBeLessThan(60_000);
  });

  it("classifies healthy, corrupted (one byte flipped) and missing (deleted) primaries", async () => {
    const healthy = await upload("healthy.png");
    const corrupted = await upload("corrupted.png");
    const missing = await upload("missing.png");
    const neverStored = await createDesignRow({ originalName: "row-only.png" }); // a row whose file never existed
    await flipOneByte("primary", corrupted.filename);
    await rm(fileOf("primary", missing.filename));

    const { status, body } = await report();

    expect(status).toBe(200);
    expect(body.status).toBe("issues_detected");
    expect(body.summary).toEqual({ total: 4, healthy: 1, corrupted: 1, missing: 2 });
    expect(body.details).toEqual({
      healthy: [healthy.filename],
      corrupted: [corrupted.filename],
      missing: expect.arrayContaining([missing.filename, neverStored.filename]),
    });
    expect(body.details.missing).toHaveLength(2);
    expect(body.files).toEqual(
      expect.arrayContaining([
        { filename: healthy.filename, originalName: "healthy.png", status: "healthy", kind: "design", proof: null },
        {
          filename: corrupted.filename,
          originalName: "corrupted.png",
          status: "corrupted",
          kind: "design",
          proof: null,
        },
        { filename: missing.filename, originalName: "missing.png", status: "missing", kind: "design", proof: null },
        {
          filename: neverStored.filename,
          originalName: "row-only.png",
          status: "missing",
          kind: "design",
          proof: null,
        },
      ]),
    );
    expect(body.files).toHaveLength(4);
  });

  it("reports issues when files are only missing", async () => {
    const design = await upload();
    await rm(fileOf("primary", design.filename));
    expect((await report()).body).toMatchObject({
      status: "issues_detected",
      summary: { total: 1, healthy: 0, corrupted: 0, missing: 1 },
    });
  });

  it("reports a missing backup or metadata as healthy (they are shown in file info)", async () => {
    const design = await upload();
    await rm(fileOf("backup", design.filename));
    await rm(metadataFileOf(design.filename));
    expect((await report()).body).toMatchObject({ status: "all_healthy", summary: { total: 1, healthy: 1 } });
  });

  it("does not report stored files that have no Design row", async () => {
    const design = await upload();
    await prisma.design.delete({ where: { id: design.id } });
    expect((await report()).body.summary.total).toBe(0);
  });

  it("hashes unchanged files once, and notices a same-size rewrite with a new modification time", async () => {
    const design = await upload();
    const otherDesign = await upload("other.png");
    const read = jest.spyOn(LocalFolderStorage.prototype, "read");
    const primaryReads = () => read.mock.calls.filter(([area]) => area === "primary").map(([, filename]) => filename);

    expect((await report()).body.summary.healthy).toBe(2);
    read.mockClear();
    expect((await report()).body.summary.healthy).toBe(2);
    expect(primaryReads()).toEqual([]); // answered from the cache

    const file = fileOf("primary", design.filename);
    const sizeBefore = (await stat(file)).size;
    await flipOneByte("primary", design.filename);
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    expect((await stat(file)).size).toBe(sizeBefore);

    const { body } = await report();
    expect(body.details.corrupted).toEqual([design.filename]);
    expect(body.details.healthy).toEqual([otherDesign.filename]);
    expect(primaryReads()).toEqual([design.filename]); // only the changed file was read again
  });

  it("sees a repaired file as healthy again", async () => {
    const design = await upload();
    await flipOneByte("primary", design.filename);
    expect((await report()).body.details.corrupted).toEqual([design.filename]);
    await writeFile(fileOf("primary", design.filename), design.bytes);
    expect((await report()).body).toMatchObject({ status: "all_healthy", details: { healthy: [design.filename] } });
  });
});

describe("GET /api/admin/file-info/{fileName}", () => {
  it("describes a fully protected file, with signed links that serve it", async () => {
    const design = await upload("My Art.png");
    const { status, body, headers } = await fileInfo(design.filename);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      filename: design.filename,
      originalName: "My Art.png",
      mimeType: "image/png",
      isImage: true,
      status: "healthy",
      primaryExists: true,
      primaryHealthy: true,
      backupExists: true,
      backupHealthy: true,
      metadataExists: true,
      backupSystemStatus: "fully_protected",
      metadata: { checksum: computeSha256(design.bytes), createdAt: design.createdAt, verified: true },
      previewUrl: expect.stringMatching(SIGNED_URL(design.filename)),
      viewUrl: expect.stringMatching(SIGNED_URL(design.filename)),
      canRestorePrimary: false,
      canCreateBackup: false,
    });
    const served = await uploadsRoute(new Request(`http://shop.test${body.previewUrl}`), {
      params: Promise.resolve({ fileName: design.filename }),
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(design.bytes);
  });

  it("is at risk without a backup", async () => {
    const design = await upload();
    await rm(fileOf("backup", design.filename));
    expect((await fileInfo(design.filename)).body).toMatchObject({
      status: "healthy",
      backupExists: false,
      backupHealthy: false,
      metadataExists: true,
      backupSystemStatus: "at_risk",
      canRestorePrimary: false,
      canCreateBackup: true,
    });
  });

  it("is at risk with a damaged backup", async () => {
    const design = await upload();
    await flipOneByte("backup", design.filename);
    expect((await fileInfo(design.filename)).body).toMatchObject({
      backupExists: true,
      backupHealthy: false,
      backupSystemStatus: "at_risk",
    });
  });

  it("is at risk without metadata, and with unreadable metadata", async () => {
    const design = await upload();
    await rm(metadataFileOf(design.filename));
    expect((await fileInfo(design.filename)).body).toMatchObject({
      metadataExists: false,
      metadata: null,
      backupSystemStatus: "at_risk",
    });
    await writeFile(metadataFileOf(design.filename), "{ not json");
    expect((await fileInfo(design.filename)).body).toMatchObject({
      metadataExists: true,
      metadata: null,
      backupSystemStatus: "at_risk",
    });
  });

  it("offers the backup to view and to restore from when the primary is missing", async () => {
    const design = await upload();
    await rm(fileOf("primary", design.filename));
    const { body } = await fileInfo(design.filename);
    expect(body).toMatchObject({
      status: "missing",
      primaryExists: false,
      primaryHealthy: false,
      backupExists: true,
      backupHealthy: true,
      backupSystemStatus: "at_risk",
      previewUrl: null,
      viewUrl: expect.stringMatching(SIGNED_URL(design.filename, "backup")),
      canRestorePrimary: true,
      canCreateBackup: false,
    });
    const served = await uploadsRoute(new Request(`http://shop.test${body.viewUrl}`), {
      params: Promise.resolve({ fileName: design.filename }),
    });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(design.bytes);
  });

  it("reports a corrupted primary, still previewable, restorable from the backup", async () => {
    const design = await upload();
    await flipOneByte("primary", design.filename);
    expect((await fileInfo(design.filename)).body).toMatchObject({
      status: "corrupted",
      primaryExists: true,
      primaryHealthy: false,
      backupHealthy: true,
      previewUrl: expect.stringMatching(SIGNED_URL(design.filename)),
      canRestorePrimary: true,
    });
  });

  it("has no links when neither copy exists", async () => {
    const design = await upload();
    await rm(fileOf("primary", design.filename));
    await rm(fileOf("backup", design.filename));
    expect((await fileInfo(design.filename)).body).toMatchObject({
      status: "missing",
      previewUrl: null,
      viewUrl: null,
      canRestorePrimary: false,
    });
  });

  it.each([
    "..%2F..%2Fetc%2Fpasswd",
    "../../etc/passwd",
    "../primary/x.png",
    "artwork.png",
    `${randomUUID()}.gif`,
    `${randomUUID()}.png.json`,
    "",
  ])("answers 404 for the invalid name %j without touching the storage or the database", async (fileName) => {
    const spies = spyOnStorageAndDesigns();
    for (const call of [fileInfo, createBackup, restorePrimary]) {
      expect(await call(fileName)).toMatchObject({ status: 404, body: { message: MESSAGES.fileNotFound } });
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("answers 404 for a well-formed name no design has", async () => {
    const fileName = `${randomUUID()}.png`;
    for (const call of [fileInfo, createBackup, restorePrimary]) {
      expect(await call(fileName)).toMatchObject({ status: 404, body: { message: MESSAGES.fileNotFound } });
    }
  });
});

describe("POST /api/admin/create-backup/{fileName}", () => {
  it("recreates a deleted backup from a healthy primary", async () => {
    const design = await upload();
    await rm(fileOf("backup", design.filename));

    const { status, body } = await createBackup(design.filename);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: MESSAGES.backupCreated,
      fileInfo: { backupExists: true, backupHealthy: true, backupSystemStatus: "fully_protected" },
    });
    expect(await readFile(fileOf("backup", design.filename))).toEqual(design.bytes);
  });

  it("replaces a damaged backup and writes missing metadata as verified", async () => {
    const design = await upload("logo.png");
    await flipOneByte("backup", design.filename);
    await rm(metadataFileOf(design.filename));

    const { status, body } = await createBackup(design.filename);

    expect(status).toBe(200);
    expect(body.fileInfo).toMatchObject({
      backupSystemStatus: "fully_protected",
      metadataExists: true,
      metadata: { checksum: computeSha256(design.bytes), verified: true },
    });
    expect(await readFile(fileOf("backup", design.filename))).toEqual(design.bytes);
    expect(JSON.parse(await readFile(metadataFileOf(design.filename), "utf8"))).toEqual({
      originalName: "logo.png",
      mimeType: "image/png",
      size: design.bytes.length,
      checksum: computeSha256(design.bytes),
      createdAt: design.createdAt,
      verified: true,
    });
  });

  it("never overwrites a good backup with a corrupted primary", async () => {
    const design = await upload();
    await flipOneByte("primary", design.filename);
    const backupBefore = await readFile(fileOf("backup", design.filename));
    const before = await storageSnapshot();

    const { status, body } = await createBackup(design.filename);

    expect(status).toBe(409);
    expect(body).toEqual({ message: MESSAGES.primaryBadUseBackup });
    expect(await readFile(fileOf("backup", design.filename))).toEqual(backupBefore);
    expect(backupBefore).toEqual(design.bytes);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses a missing primary", async () => {
    const design = await upload();
    await rm(fileOf("primary", design.filename));
    expect(await createBackup(design.filename)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.primaryBadUseBackup },
    });
    expect(await readFile(fileOf("backup", design.filename))).toEqual(design.bytes);
  });

  it("says so when the primary is damaged and no good backup exists", async () => {
    const design = await upload();
    await flipOneByte("primary", design.filename);
    await flipOneByte("backup", design.filename);
    const before = await storageSnapshot();
    expect(await createBackup(design.filename)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.primaryBadNoBackup },
    });
    expect(await storageSnapshot()).toEqual(before);

    await rm(fileOf("backup", design.filename));
    expect(await createBackup(design.filename)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.primaryBadNoBackup },
    });
    expect((await listFilesUnder(storageRoot)).some((file) => file.startsWith("backup"))).toBe(false);
  });

  it("leaves a fully protected file as it is", async () => {
    const design = await upload();
    const before = await storageSnapshot();
    expect(await createBackup(design.filename)).toMatchObject({
      status: 200,
      body: { message: MESSAGES.backupCreated, fileInfo: { backupSystemStatus: "fully_protected" } },
    });
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("POST /api/admin/restore-primary/{fileName}", () => {
  it("repairs a corrupted primary from the backup, after which it is healthy", async () => {
    const design = await upload();
    await flipOneByte("primary", design.filename);
    expect((await report()).body.details.corrupted).toEqual([design.filename]);

    const { status, body } = await restorePrimary(design.filename);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: MESSAGES.primaryRestored,
      fileInfo: {
        status: "healthy",
        primaryHealthy: true,
        backupSystemStatus: "fully_protected",
        canRestorePrimary: false,
      },
    });
    expect(await readFile(fileOf("primary", design.filename))).toEqual(design.bytes);
    expect((await report()).body).toMatchObject({
      status: "all_healthy",
      details: { healthy: [design.filename], corrupted: [] },
    });
  });

  it("brings back a deleted primary", async () => {
    const design = await upload();
    await rm(fileOf("primary", design.filename));
    expect(await restorePrimary(design.filename)).toMatchObject({
      status: 200,
      body: { fileInfo: { status: "healthy" } },
    });
    expect(await readFile(fileOf("primary", design.filename))).toEqual(design.bytes);
  });

  it("refuses to restore from a damaged or missing backup, and changes nothing", async () => {
    const design = await upload();
    await flipOneByte("primary", design.filename);
    await flipOneByte("backup", design.filename);
    const before = await storageSnapshot();
    expect(await restorePrimary(design.filename)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.backupBadCannotRestore },
    });
    expect(await storageSnapshot()).toEqual(before);

    await rm(fileOf("backup", design.filename));
    const withoutBackup = await storageSnapshot();
    expect(await restorePrimary(design.filename)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.backupBadCannotRestore },
    });
    expect(await storageSnapshot()).toEqual(withoutBackup);
  });
});

describe("File Health on Vercel Blob storage", () => {
  const TOKEN = "vercel_blob_rw_healthstore_secret";

  it("lists stats in one call, hashes unchanged blobs once, and notices an overwrite", async () => {
    const standIn = await startBlobStandIn({ token: TOKEN, storeId: "healthstore" });
    const undoRedirect = redirectBlobStoreHostsTo(standIn.origin);
    process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
    process.env.VERCEL_BLOB_RETRIES = "0";
    try {
      const storage = new VercelBlobStorage({ token: TOKEN });
      mockStorageOverride = storage;
      const design = await upload("blob.png");
      expect(standIn.blobs.has(`designs/primary/${design.filename}`)).toBe(true);

      expect((await report()).body).toMatchObject({ status: "all_healthy", details: { healthy: [design.filename] } });
      const seen = standIn.requests.length;
      expect((await report()).body.details.healthy).toEqual([design.filename]);
      // One list call (GET ?prefix=), no head per file (GET ?url=) and no content read.
      const made = standIn.requests.slice(seen).map((request) => new URL(request.path, "http://stand-in"));
      expect(made.map((url) => `${url.pathname} ${url.searchParams.get("prefix")}`)).toEqual([
        "/api/blob designs/primary/",
      ]);

      const primary = fileOf("primary", design.filename); // not used by Blob: the local folder stays empty
      await expect(stat(primary)).rejects.toMatchObject({ code: "ENOENT" });
      const flipped = Buffer.from(design.bytes);
      flipped[10] = (flipped[10] as number) ^ 0xff;
      await storage.write("primary", design.filename, flipped);
      expect((await report()).body.details.corrupted).toEqual([design.filename]);

      expect(await storage.stat("primary", design.filename)).toEqual({
        size: flipped.length,
        modifiedAt: expect.any(String),
        version: expect.any(String),
      });
      expect(await storage.stat("primary", `${randomUUID()}.png`)).toBeNull();

      const restored = await restorePrimary(design.filename);
      expect(restored).toMatchObject({
        status: 200,
        body: { fileInfo: { status: "healthy", backupSystemStatus: "fully_protected" } },
      });
      expect(standIn.blobs.get(`designs/primary/${design.filename}`)?.bytes).toEqual(design.bytes);
    } finally {
      undoRedirect();
      await standIn.close();
      delete process.env.VERCEL_BLOB_API_URL;
      delete process.env.VERCEL_BLOB_RETRIES;
    }
  });
});
