/** @jest-environment node */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { setupTestDatabase } from "../helpers/database";
import { makeSessionId } from "../helpers/fixtures";
import {
  listFilesUnder,
  makeJpeg,
  makePng,
  makePngDeclaring,
  makePngOfExactSize,
  makeUploadRequest,
} from "../helpers/images";
import { POST } from "@/app/api/upload-design/route";
import { prisma } from "@/lib/db/client";
import { LocalFolderStorage } from "@/lib/designs/storage/local-folder-storage";
import { DesignStorageError, type DesignStorage, type StorageArea } from "@/lib/designs/storage/design-storage";

// Lets a test swap in a failing storage; every other test uses the real one from the environment.
let mockStorageOverride: DesignStorage | undefined;
jest.mock("@/lib/designs/storage/get-design-storage", () => {
  const actual = jest.requireActual("@/lib/designs/storage/get-design-storage");
  return { getDesignStorage: () => mockStorageOverride ?? actual.getDesignStorage() };
});

setupTestDatabase();

const storageRoot = process.env.DESIGN_STORAGE_DIR as string;
const TEN_MB = 10 * 1024 * 1024;

const MESSAGES = {
  wrongType: "This file is not a PNG or JPG image. Please choose a PNG or JPG.",
  noFile: "Please choose a PNG or JPG file to upload.",
  severalFiles: "Please upload a single file.",
  emptyFile: "The file is empty. Please choose a PNG or JPG image.",
  tooLarge: "This file is larger than 10 MB. Please choose a smaller PNG or JPG.",
  tooManyPixels:
    "This image has more than 50 megapixels (for example 7000 × 7000 pixels). Please choose a smaller PNG or JPG.",
  unreadable: "The image could not be read. It may be damaged or incomplete; please export it again and retry.",
  notMultipart: 'Please send the design as multipart/form-data with a "file" field.',
  unreadableForm: "The upload could not be read. Please try again.",
  storageFull: "There is not enough storage space to save your design right now. Please try again later.",
  storageFailed: "Your design could not be saved right now. Please try again.",
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function send(request: Request) {
  const response = await POST(request, undefined);
  return { status: response.status, body: await response.json() };
}

async function snapshot() {
  return { rows: await prisma.design.count(), files: await listFilesUnder(storageRoot) };
}

/** Sends the request and checks the exact answer, and that neither a row nor a file was left behind. */
async function expectRefused(request: Request, status: number, message: string) {
  const before = await snapshot();
  expect(await send(request)).toEqual({ status, body: { message } });
  expect(await snapshot()).toEqual(before);
}

/** A multipart body produced lazily, counting how many bytes the server pulled from it. */
function streamingUpload(totalFileBytes: number, headers: Record<string, string> = {}) {
  const boundary = "----stand-in-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sentFileBytes = 0;
  let headSent = false;
  let tailSent = false;
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let next: Uint8Array;
      if (!headSent) {
        headSent = true;
        next = head;
      } else if (sentFileBytes < totalFileBytes) {
        next = chunk.subarray(0, Math.min(chunk.length, totalFileBytes - sentFileBytes));
        sentFileBytes += next.length;
      } else if (!tailSent) {
        tailSent = true;
        next = tail;
      } else {
        controller.close();
        return;
      }
      counter.pulled += next.length;
      controller.enqueue(new Uint8Array(next));
    },
  });
  const request = new Request("http://test/api/upload-design", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, counter };
}

/** Wraps the real local storage and fails (or truncates) chosen writes. */
class FaultyStorage implements DesignStorage {
  readonly inner = new LocalFolderStorage(storageRoot);
  constructor(private readonly fault: { area: StorageArea; error?: Error; truncate?: boolean }) {}
  async write(area: StorageArea, filename: string, bytes: Buffer) {
    if (area === this.fault.area && this.fault.error)
      throw new DesignStorageError("write", area, filename, this.fault.error);
    // A write that reports success but stores only part of the bytes.
    const stored = area === this.fault.area && this.fault.truncate ? bytes.subarray(0, -1) : bytes;
    return this.inner.write(area, filename, stored);
  }
  read(area: StorageArea, filename: string) {
    return this.inner.read(area, filename);
  }
  exists(area: StorageArea, filename: string) {
    return this.inner.exists(area, filename);
  }
  remove(area: StorageArea, filename: string) {
    return this.inner.remove(area, filename);
  }
  list(area: StorageArea) {
    return this.inner.list(area);
  }
  stat(area: StorageArea, filename: string) {
    return this.inner.stat(area, filename);
  }
}

afterEach(() => {
  mockStorageOverride = undefined;
  jest.restoreAllMocks();
});

describe("POST /api/upload-design: accepted uploads", () => {
  it("stores a PNG as primary, backup and verified metadata, and records it", async () => {
    const png = await makePng({ width: 120, height: 80 });
    const sessionId = makeSessionId();

    const { status, body } = await send(
      makeUploadRequest([{ bytes: png, name: "My Design.png", type: "image/png" }], { sessionId }),
    );

    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      originalName: "My Design.png",
      filename: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/),
      mimeType: "image/png",
      size: png.length,
      width: 120,
      height: 80,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await readFile(path.join(storageRoot, "primary", body.filename))).toEqual(png);
    expect(await readFile(path.join(storageRoot, "backup", body.filename))).toEqual(png);
    expect(JSON.parse(await readFile(path.join(storageRoot, "metadata", `${body.filename}.json`), "utf8"))).toEqual({
      originalName: "My Design.png",
      mimeType: "image/png",
      size: png.length,
      checksum: sha256(png),
      createdAt: body.createdAt,
      verified: true,
    });
    const row = await prisma.design.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      originalName: "My Design.png",
      filename: body.filename,
      sessionId,
      mimeType: "image/png",
      sizeBytes: png.length,
      width: 120,
      height: 80,
      checksum: sha256(png),
    });
    expect(row.createdAt.toISOString()).toBe(body.createdAt);
    expect((await listFilesUnder(storageRoot)).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });

  it("stores a JPEG and reports its size as displayed (EXIF orientation applied)", async () => {
    const jpeg = await sharp(await makeJpeg({ width: 90, height: 60 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const { status, body } = await send(makeUploadRequest([{ bytes: jpeg, name: "photo.jpeg", type: "image/jpeg" }]));

    expect(status).toBe(201);
    expect(body).toMatchObject({
      originalName: "photo.jpeg",
      mimeType: "image/jpeg",
      size: jpeg.length,
      width: 60,
      height: 90,
    });
    expect(body.filename).toMatch(/\.jpg$/);
    expect(sha256(await readFile(path.join(storageRoot, "primary", body.filename)))).toBe(sha256(jpeg));
    expect(await readFile(path.join(storageRoot, "backup", body.filename))).toEqual(jpeg);
    const row = await prisma.design.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      mimeType: "image/jpeg",
      width: 60,
      height: 90,
      checksum: sha256(jpeg),
    });
    expect(row.sessionId).toMatch(/^session_/);
  });

  it("decides the type from the bytes, not from the name or the declared type", async () => {
    const jpeg = await makeJpeg();
    const { status, body } = await send(
      makeUploadRequest([{ bytes: jpeg, name: "looks-like.png", type: "image/png" }]),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ mimeType: "image/jpeg", originalName: "looks-like.png" });
    expect(body.filename).toMatch(/\.jpg$/);
  });

  it("stores a path-traversal name under a server-made name and keeps only its last component", async () => {
    const png = await makePng();
    const before = await listFilesUnder(storageRoot);

    const { status, body } = await send(
      makeUploadRequest([{ bytes: png, name: "../../etc/passwd.png", type: "image/png" }]),
    );

    expect(status).toBe(201);
    expect(body.originalName).toBe("passwd.png");
    expect(body.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    const added = (await listFilesUnder(storageRoot)).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual(
      [`backup/${body.filename}`, `metadata/${body.filename}.json`, `primary/${body.filename}`]
        .map((file) => path.normalize(file))
        .sort(),
    );
    expect((await prisma.design.findUniqueOrThrow({ where: { id: body.id } })).originalName).toBe("passwd.png");
  });

  it("cleans control characters and Windows paths out of the original name", async () => {
    const { status, body } = await send(
      makeUploadRequest([
        { bytes: await makePng(), name: "C:\\Users\\me\\logo\u0000\u202e\r\nfinal.png", type: "image/png" },
      ]),
    );
    expect(status).toBe(201);
    expect(body.originalName).toBe("logofinal.png");
  });

  it("refuses a malformed session id instead of storing it (400, no row)", async () => {
    const before = await prisma.design.count();
    const { status, body } = await send(
      makeUploadRequest([{ bytes: await makePng(), name: "a.png" }], { sessionId: "../../admin" }),
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/cart session id is required/);
    expect(await prisma.design.count()).toBe(before);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const png = await makePngOfExactSize(TEN_MB);
    const { status, body } = await send(makeUploadRequest([{ bytes: png, name: "big.png", type: "image/png" }]));
    expect(status).toBe(201);
    expect(body.size).toBe(TEN_MB);
    expect(sha256(await readFile(path.join(storageRoot, "primary", body.filename)))).toBe(sha256(png));
  });

  it("gives parallel uploads distinct files and rows", async () => {
    const png = await makePng();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => send(makeUploadRequest([{ bytes: png, name: "same.png" }]))),
    );
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((result) => result.body.filename)).size).toBe(5);
    for (const { body } of results)
      expect(await readFile(path.join(storageRoot, "primary", body.filename))).toEqual(png);
  });
});

describe("POST /api/upload-design: refused uploads leave no row and no file", () => {
  it.each([
    ["a text file renamed .png", Buffer.from("just some notes, not an image\n"), "notes.png", "image/png"],
    [
      "an HTML page renamed .png",
      Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
      "page.png",
      "image/png",
    ],
    [
      "an SVG renamed .png",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      "logo.png",
      "image/png",
    ],
    [
      "an SVG as itself",
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      "logo.svg",
      "image/svg+xml",
    ],
    [
      "zip bytes renamed .jpg",
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]),
      "archive.jpg",
      "image/jpeg",
    ],
  ])("refuses %s", async (_label, bytes, name, type) => {
    await expectRefused(makeUploadRequest([{ bytes, name, type }]), 400, MESSAGES.wrongType);
  });

  it("refuses a GIF, which is an image but not an accepted one", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    await expectRefused(
      makeUploadRequest([{ bytes: gif, name: "anim.png", type: "image/png" }]),
      400,
      MESSAGES.wrongType,
    );
  });

  it("refuses an empty file", async () => {
    await expectRefused(
      makeUploadRequest([{ bytes: new Uint8Array(0), name: "empty.png", type: "image/png" }]),
      400,
      MESSAGES.emptyFile,
    );
  });

  it("refuses two files", async () => {
    const png = await makePng();
    await expectRefused(
      makeUploadRequest([
        { bytes: png, name: "a.png" },
        { bytes: png, name: "b.png" },
      ]),
      400,
      MESSAGES.severalFiles,
    );
  });

  it("refuses a second file under another field name", async () => {
    const png = await makePng();
    await expectRefused(
      makeUploadRequest([
        { bytes: png, name: "a.png" },
        { bytes: png, name: "b.png", field: "extra" },
      ]),
      400,
      MESSAGES.severalFiles,
    );
  });

  it("refuses a form without a file", async () => {
    await expectRefused(makeUploadRequest([], { sessionId: makeSessionId() }), 400, MESSAGES.noFile);
  });

  it("refuses a file field that holds text instead of a file", async () => {
    await expectRefused(makeUploadRequest([], { file: "not-a-file.png" }), 400, MESSAGES.noFile);
  });

  it("refuses a body that is not multipart", async () => {
    const request = new Request("http://test/api/upload-design", {
      method: "POST",
      body: JSON.stringify({ file: "x" }),
      headers: { "content-type": "application/json" },
    });
    await expectRefused(request, 400, MESSAGES.notMultipart);
  });

  it("refuses a malformed multipart body", async () => {
    const request = new Request("http://test/api/upload-design", {
      method: "POST",
      body: "this is not multipart at all",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    });
    await expectRefused(request, 400, MESSAGES.unreadableForm);
  });

  it("answers 413 for a file one byte over 10 MB", async () => {
    const bytes = await makePngOfExactSize(TEN_MB + 1);
    await expectRefused(makeUploadRequest([{ bytes, name: "big.png", type: "image/png" }]), 413, MESSAGES.tooLarge);
  });

  it("answers 413 for a 12 MB file", async () => {
    const bytes = Buffer.alloc(12 * 1024 * 1024, 0x41);
    await expectRefused(makeUploadRequest([{ bytes, name: "huge.png", type: "image/png" }]), 413, MESSAGES.tooLarge);
  });

  it("answers 413 for a streamed body without Content-Length, and stops reading it", async () => {
    const { request, counter } = streamingUpload(200 * 1024 * 1024);
    expect(request.headers.get("content-length")).toBeNull();
    await expectRefused(request, 413, MESSAGES.tooLarge);
    // Read up to the limit (file + multipart allowance) plus at most a couple of chunks in flight, never the 200 MB.
    expect(counter.pulled).toBeLessThan(TEN_MB + 64 * 1024 + 4 * 64 * 1024);
  });

  it("answers 413 from a too-large Content-Length before reading the body", async () => {
    const { request, counter } = streamingUpload(200 * 1024 * 1024, { "content-length": String(200 * 1024 * 1024) });
    expect(request.headers.get("content-length")).toBe(String(200 * 1024 * 1024));
    await expectRefused(request, 413, MESSAGES.tooLarge);
    expect(counter.pulled).toBeLessThan(256 * 1024);
  });

  it("refuses a PNG whose header declares 30,000 × 30,000 pixels, without decoding it", async () => {
    const bomb = await makePngDeclaring({ width: 30_000, height: 30_000 });
    const started = Date.now();
    await expectRefused(
      makeUploadRequest([{ bytes: bomb, name: "bomb.png", type: "image/png" }]),
      400,
      MESSAGES.tooManyPixels,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("refuses an image just over 50 megapixels", async () => {
    const bytes = await makePngDeclaring({ width: 10_001, height: 5_000 });
    await expectRefused(makeUploadRequest([{ bytes, name: "wide.png" }]), 400, MESSAGES.tooManyPixels);
  });

  it("refuses a truncated PNG", async () => {
    const png = await makePng({ width: 300, height: 300 });
    await expectRefused(
      makeUploadRequest([{ bytes: png.subarray(0, Math.floor(png.length * 0.6)), name: "cut.png" }]),
      400,
      MESSAGES.unreadable,
    );
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await makeJpeg({ width: 300, height: 300 });
    await expectRefused(
      makeUploadRequest([{ bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), name: "cut.jpg" }]),
      400,
      MESSAGES.unreadable,
    );
  });

  it("refuses a PNG signature followed by garbage", async () => {
    const bytes = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("garbage".repeat(50)),
    ]);
    await expectRefused(makeUploadRequest([{ bytes, name: "fake.png" }]), 400, MESSAGES.unreadable);
  });
});

describe("POST /api/upload-design: storage and database failures", () => {
  it("answers 507 when the store is full, removing the copy already written", async () => {
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    mockStorageOverride = new FaultyStorage({ area: "backup", error: full });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expectRefused(makeUploadRequest([{ bytes: await makePng(), name: "a.png" }]), 507, MESSAGES.storageFull);
  });

  it("answers 500 when the metadata cannot be written, removing both copies", async () => {
    mockStorageOverride = new FaultyStorage({
      area: "metadata",
      error: Object.assign(new Error("EIO: i/o error"), { code: "EIO" }),
    });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expectRefused(makeUploadRequest([{ bytes: await makePng(), name: "a.png" }]), 500, MESSAGES.storageFailed);
  });

  it("answers 500 when a stored copy is incomplete after its write", async () => {
    mockStorageOverride = new FaultyStorage({ area: "primary", truncate: true });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expectRefused(makeUploadRequest([{ bytes: await makePng(), name: "a.png" }]), 500, MESSAGES.storageFailed);
  });

  it("answers 500 when the real storage folder cannot be written", async () => {
    // A regular file where the primary folder should be makes every write there fail.
    const primaryFolder = path.join(storageRoot, "primary");
    const parked = path.join(storageRoot, "..", "parked-primary");
    await mkdir(primaryFolder, { recursive: true });
    await rm(parked, { recursive: true, force: true });
    await rename(primaryFolder, parked);
    await writeFile(primaryFolder, "not a folder");
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expectRefused(makeUploadRequest([{ bytes: await makePng(), name: "a.png" }]), 500, MESSAGES.storageFailed);
    } finally {
      await rm(primaryFolder, { force: true });
      await rename(parked, primaryFolder);
    }
  });

  it("removes the stored files when the database row cannot be written", async () => {
    jest.spyOn(prisma.design, "create").mockRejectedValueOnce(new Error("database write failed"));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expectRefused(
      makeUploadRequest([{ bytes: await makePng(), name: "a.png" }]),
      500,
      "Something went wrong on our side. Please try again.",
    );
  });
});
