/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { setupTestDatabase } from "../helpers/database";
import { redirectBlobStoreHostsTo, startBlobStandIn, type BlobStandIn } from "../helpers/blob-stand-in";
import { listFilesUnder, makePng, makeUploadRequest } from "../helpers/images";
import { POST } from "@/app/api/upload-design/route";
import { prisma } from "@/lib/db/client";
import { InvalidDesignFilenameError } from "@/lib/designs/storage/design-filename";
import { computeSha256, copyDesignFile, storeDesignFiles } from "@/lib/designs/storage/design-copies";
import { readDesignMetadata } from "@/lib/designs/storage/design-metadata";
import { DesignStorageError, STORAGE_AREAS } from "@/lib/designs/storage/design-storage";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { VercelBlobStorage } from "@/lib/designs/storage/vercel-blob-storage";

setupTestDatabase();

const TOKEN = "vercel_blob_rw_teststore_secret";
let standIn: BlobStandIn;
let undoRedirect: () => void;
let storage: VercelBlobStorage;

beforeAll(async () => {
  standIn = await startBlobStandIn({ token: TOKEN, storeId: "teststore" });
  undoRedirect = redirectBlobStoreHostsTo(standIn.origin);
  process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = "0"; // a refused request should fail now, not after back-off
  // Set before anything reads the server environment (it is read once per test file).
  process.env.BLOB_READ_WRITE_TOKEN = TOKEN;
  storage = new VercelBlobStorage({ token: TOKEN });
});

afterAll(async () => {
  undoRedirect();
  await standIn.close();
  delete process.env.VERCEL_BLOB_API_URL;
  delete process.env.VERCEL_BLOB_RETRIES;
  delete process.env.BLOB_READ_WRITE_TOKEN;
});

const newName = (extension: "png" | "jpg" = "png") => `${randomUUID()}.${extension}`;

describe("VercelBlobStorage against the Blob stand-in", () => {
  it.each(STORAGE_AREAS)("writes, reads, finds, lists and removes in %s through the real SDK", async (area) => {
    const filename = newName();
    const bytes = Buffer.from(`design bytes for ${area} ${randomUUID()}`);
    const pathname = area === "metadata" ? `designs/metadata/${filename}.json` : `designs/${area}/${filename}`;
    expect(await storage.exists(area, filename)).toBe(false);
    expect(await storage.read(area, filename)).toBeNull();

    await storage.write(area, filename, bytes);

    expect(standIn.blobs.get(pathname)).toMatchObject({
      bytes,
      access: "private",
      contentType: area === "metadata" ? "application/json" : "image/png",
    });
    expect(await storage.exists(area, filename)).toBe(true);
    expect(await storage.read(area, filename)).toEqual(bytes);
    expect(await storage.list(area)).toContain(filename);

    await storage.remove(area, filename);

    expect(standIn.blobs.has(pathname)).toBe(false);
    expect(await storage.exists(area, filename)).toBe(false);
    expect(await storage.read(area, filename)).toBeNull();
    expect(await storage.list(area)).not.toContain(filename);
  });

  it("sends the bearer token on every API call and every content read", async () => {
    const filename = newName("jpg");
    const seen = standIn.requests.length;
    await storage.write("primary", filename, Buffer.from("x"));
    await storage.exists("primary", filename);
    await storage.read("primary", filename);
    await storage.remove("primary", filename);

    const made = standIn.requests.slice(seen);
    expect(made.map((request) => `${request.method} ${request.path.split("?")[0]}`)).toEqual([
      "PUT /api/blob/",
      "GET /api/blob",
      `GET /designs/primary/${filename}`,
      "POST /api/blob/delete",
    ]);
    for (const request of made) expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    for (const request of made.filter((entry) => entry.path.startsWith("/api/blob"))) {
      expect(request.headers["x-vercel-blob-store-id"]).toBe("teststore");
    }
    expect(made[0]!.headers["x-vercel-blob-access"]).toBe("private");
  });

  it("fails with DesignStorageError when the store refuses the token", async () => {
    const wrongToken = new VercelBlobStorage({ token: "vercel_blob_rw_teststore_wrong" });
    const filename = newName();
    await expect(wrongToken.write("primary", filename, Buffer.from("x"))).rejects.toBeInstanceOf(DesignStorageError);
    await expect(wrongToken.read("primary", filename)).rejects.toBeInstanceOf(DesignStorageError);
    expect(standIn.blobs.has(`designs/primary/${filename}`)).toBe(false);
  });

  it("refuses names that are not server-made before calling the store", async () => {
    const seen = standIn.requests.length;
    for (const filename of ["../escape.png", "designs/primary/x.png", "a.png", `${randomUUID()}.svg`]) {
      await expect(storage.write("primary", filename, Buffer.from("x"))).rejects.toBeInstanceOf(
        InvalidDesignFilenameError,
      );
      await expect(storage.read("backup", filename)).rejects.toBeInstanceOf(InvalidDesignFilenameError);
    }
    expect(standIn.requests.length).toBe(seen);
  });

  it("stores verified design files and repairs a damaged primary from the backup", async () => {
    const filename = newName();
    const bytes = await makePng();
    const metadata = await storeDesignFiles(storage, {
      filename,
      bytes,
      originalName: "art.png",
      mimeType: "image/png",
      createdAt: new Date(),
    });
    expect(await readDesignMetadata(storage, filename)).toEqual(metadata);
    expect(metadata).toMatchObject({ checksum: computeSha256(bytes), verified: true });

    await storage.write("primary", filename, Buffer.from("damaged"));
    await copyDesignFile(storage, filename, "backup", "primary", metadata.checksum);
    expect(await storage.read("primary", filename)).toEqual(bytes);
  });
});

describe("uploads when BLOB_READ_WRITE_TOKEN is set", () => {
  it("chooses Vercel Blob from the environment", () => {
    expect(getDesignStorage()).toBeInstanceOf(VercelBlobStorage);
  });

  it("stores the upload in the Blob store, not in the local folder", async () => {
    const png = await makePng();
    const response = await POST(makeUploadRequest([{ bytes: png, name: "blob.png", type: "image/png" }]), undefined);
    expect(response.status).toBe(201);
    const body = await response.json();

    expect(standIn.blobs.get(`designs/primary/${body.filename}`)?.bytes).toEqual(png);
    expect(standIn.blobs.get(`designs/backup/${body.filename}`)?.bytes).toEqual(png);
    expect(
      JSON.parse(standIn.blobs.get(`designs/metadata/${body.filename}.json`)!.bytes.toString("utf8")),
    ).toMatchObject({
      originalName: "blob.png",
      checksum: computeSha256(png),
      verified: true,
    });
    expect(await prisma.design.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      filename: body.filename,
      checksum: computeSha256(png),
    });
    expect(await listFilesUnder(process.env.DESIGN_STORAGE_DIR as string)).toEqual([]);
  });
});
