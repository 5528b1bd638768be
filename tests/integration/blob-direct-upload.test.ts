/** @jest-environment node */
// Designs uploaded from the browser straight to Vercel Blob (the Blob stand-in, through the real SDK):
// the token route that binds an upload to a cart session, and the report that turns the stored
// bytes into a Design only after the same checks, and within the same rate limit, as a posted upload
// (the shipped limits, no trusted address header).
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { BlobContentTypeNotAllowedError, BlobFileTooLargeError } from "@vercel/blob";
import { getPayloadFromClientToken, upload } from "@vercel/blob/client";
import { setupTestDatabase } from "../helpers/database";
import { redirectBlobStoreHostsTo, startBlobStandIn, type BlobStandIn } from "../helpers/blob-stand-in";
import { callRoute } from "../helpers/call-route";
import { makeSessionId } from "../helpers/fixtures";
import {
  listFilesUnder,
  makeJpeg,
  makePng,
  makePngDeclaring,
  makePngOfExactSize,
  makeUploadRequest,
} from "../helpers/images";
import { POST as postUpload } from "@/app/api/upload-design/route";
import { POST as postToken } from "@/app/api/upload-design/blob-token/route";
import { POST as postFromBlob } from "@/app/api/upload-design/from-blob/route";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { prisma } from "@/lib/db/client";
import { computeBlobUploadFolder } from "@/lib/designs/blob-upload-folder";
import { REGISTER_BLOB_MESSAGES } from "@/lib/designs/register-blob-upload";
import { runJob } from "@/lib/jobs/run-job";
import { DESIGN_FILE_MESSAGES } from "@/lib/validation/design-file-messages";
import { MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";

delete process.env.TRUSTED_IP_HEADER;
delete process.env.RATE_LIMIT_MULTIPLIER;
setupTestDatabase();

const TOKEN = "vercel_blob_rw_teststore_secret";
let standIn: BlobStandIn;
let undoRedirect: () => void;

beforeAll(async () => {
  standIn = await startBlobStandIn({ token: TOKEN, storeId: "teststore" });
  undoRedirect = redirectBlobStoreHostsTo(standIn.origin);
  process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = "0";
  process.env.BLOB_READ_WRITE_TOKEN = TOKEN; // before anything reads the server environment
});

afterAll(async () => {
  undoRedirect();
  await standIn.close();
  delete process.env.VERCEL_BLOB_API_URL;
  delete process.env.VERCEL_BLOB_RETRIES;
  delete process.env.BLOB_READ_WRITE_TOKEN;
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const blobUrl = (pathname: string) => `https://teststore.private.blob.vercel-storage.com/${pathname}`;

function requestToken(sessionId: string | null, pathname: string, declared: unknown) {
  return callRoute(postToken, {
    method: "POST",
    headers: sessionId ? { "x-session-id": sessionId } : {},
    body: {
      type: "blob.generate-client-token",
      payload: { pathname, clientPayload: JSON.stringify(declared), multipart: false },
    },
  });
}

/** Puts bytes into the stand-in as the browser's upload() would, in the session's folder. */
async function storeUpload(sessionId: string, bytes: Buffer, name = "upload-Ab12Cd.png") {
  const pathname = `${await computeBlobUploadFolder(sessionId)}${name}`;
  standIn.blobs.set(pathname, {
    bytes,
    contentType: name.endsWith(".png") ? "image/png" : "image/jpeg",
    access: "private",
    uploadedAt: new Date(),
    etag: `"${sha256(bytes)}"`,
  });
  return pathname;
}

function reportUpload(sessionId: string, url: string, originalName = "art.png") {
  return callRoute(postFromBlob, { method: "POST", body: { sessionId, url, originalName } });
}

describe("POST /api/upload-design/blob-token", () => {
  it("issues a client token for the session's own folder: one PNG or JPG type, 10 MB, random suffix", async () => {
    const sessionId = makeSessionId();
    const pathname = `${await computeBlobUploadFolder(sessionId)}upload.png`;
    const response = await requestToken(sessionId, pathname, { contentType: "image/png", size: 9_000_000 });

    expect(response.status).toBe(200);
    expect(response.body.clientToken).toMatch(/^vercel_blob_client_teststore_/);
    const payload = getPayloadFromClientToken(response.body.clientToken);
    expect(payload).toMatchObject({
      pathname,
      allowedContentTypes: ["image/png"],
      maximumSizeInBytes: MAX_DESIGN_FILE_BYTES,
      addRandomSuffix: true,
      allowOverwrite: false,
    });
    expect(payload.validUntil).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
  });

  it.each([
    ["an SVG", { contentType: "image/svg+xml", size: 1000 }, "upload.png", 400, DESIGN_FILE_MESSAGES.wrongType],
    ["a text file", { contentType: "text/plain", size: 1000 }, "upload.png", 400, DESIGN_FILE_MESSAGES.wrongType],
    [
      "11 MB",
      { contentType: "image/png", size: MAX_DESIGN_FILE_BYTES + 1 },
      "upload.png",
      413,
      DESIGN_FILE_MESSAGES.tooLarge,
    ],
    ["no declared file", null, "upload.png", 400, DESIGN_FILE_MESSAGES.cannotUpload],
    ["a name with the other type's extension", { contentType: "image/jpeg", size: 10 }, "upload.png", 400, undefined],
    ["a path out of the folder", { contentType: "image/png", size: 10 }, "../x/upload.png", 400, undefined],
  ])("refuses %s", async (_label, declared, name, status, message) => {
    const sessionId = makeSessionId();
    const response = await requestToken(sessionId, `${await computeBlobUploadFolder(sessionId)}${name}`, declared);
    expect(response.status).toBe(status);
    expect(typeof response.body.message).toBe("string");
    if (message) expect(response.body.message).toBe(message);
    expect(response.body.clientToken).toBeUndefined();
  });

  it("refuses a request without a cart session, and a pathname in another session's folder", async () => {
    const sessionId = makeSessionId();
    const pathname = `${await computeBlobUploadFolder(sessionId)}upload.png`;
    const declared = { contentType: "image/png", size: 1000 };

    const withoutSession = await requestToken(null, pathname, declared);
    expect(withoutSession.status).toBe(400);
    expect(withoutSession.body.message).toMatch(/cart session id is required/);

    const otherSession = await requestToken(makeSessionId(), pathname, declared);
    expect(otherSession.status).toBe(400);
    expect(otherSession.body.clientToken).toBeUndefined();
  });

  it("refuses the upload-completed callback (the shop checks the bytes when the browser reports them)", async () => {
    const response = await callRoute(postToken, {
      method: "POST",
      headers: { "x-session-id": makeSessionId() },
      body: { type: "blob.upload-completed", payload: { blob: {}, tokenPayload: null } },
    });
    expect(response.status).toBe(400);
  });
});

describe("the browser's path through the real SDK: upload() with the shop's token, then the report", () => {
  let shop: http.Server;
  let tokenUrl: string;

  // The token route behind a real HTTP address, as upload() calls it from the browser.
  beforeAll(async () => {
    shop = http.createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", async () => {
        const request = new Request(`http://shop.test${incoming.url}`, {
          method: "POST",
          headers: incoming.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        });
        const response = await postToken(request, undefined);
        outgoing.writeHead(response.status, { "content-type": "application/json" });
        outgoing.end(await response.text());
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    tokenUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/upload-design/blob-token`;
  });

  afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

  const uploadAs = async (sessionId: string, bytes: Buffer, contentType: string, declared = contentType) =>
    upload(`${await computeBlobUploadFolder(sessionId)}upload.png`, bytes, {
      access: "private",
      contentType,
      handleUploadUrl: tokenUrl,
      headers: { "x-session-id": sessionId },
      clientPayload: JSON.stringify({ contentType: declared, size: bytes.length }),
    });

  it("stores the file under a random suffix in the session's folder and turns it into a design", async () => {
    const sessionId = makeSessionId();
    const png = await makePngOfExactSize(200 * 1024);
    const blob = await uploadAs(sessionId, png, "image/png");

    const folder = await computeBlobUploadFolder(sessionId);
    expect(blob.pathname).toMatch(new RegExp(`^${folder}upload-[0-9a-f]{16}\\.png$`));
    expect(standIn.blobs.get(blob.pathname)?.bytes).toEqual(png);

    const response = await reportUpload(sessionId, blob.url, "sticker.png");
    expect(response.status).toBe(201);
    expect(await prisma.design.findUniqueOrThrow({ where: { id: response.body.id } })).toMatchObject({
      sessionId,
      checksum: sha256(png),
    });
    expect(standIn.blobs.has(blob.pathname)).toBe(false);
  });

  it("cannot send another type, or more bytes, than the token was issued for", async () => {
    const sessionId = makeSessionId();
    const before = standIn.blobs.size;
    await expect(uploadAs(sessionId, Buffer.from("<svg/>"), "image/svg+xml", "image/png")).rejects.toBeInstanceOf(
      BlobContentTypeNotAllowedError,
    );
    const tooLarge = Buffer.alloc(MAX_DESIGN_FILE_BYTES + 1);
    await expect(
      upload(`${await computeBlobUploadFolder(sessionId)}upload.png`, tooLarge, {
        access: "private",
        contentType: "image/png",
        handleUploadUrl: tokenUrl,
        headers: { "x-session-id": sessionId },
        clientPayload: JSON.stringify({ contentType: "image/png", size: 1000 }), // the browser may lie
      }),
    ).rejects.toBeInstanceOf(BlobFileTooLargeError);
    expect(standIn.blobs.size).toBe(before);
  });
});

describe("POST /api/upload-design/from-blob", () => {
  it("accepts a 9 MB PNG stored in Blob: a Design of the session with primary, backup and checksum", async () => {
    const sessionId = makeSessionId();
    const png = await makePngOfExactSize(9 * 1024 * 1024);
    const pathname = await storeUpload(sessionId, png);

    const response = await reportUpload(sessionId, blobUrl(pathname), "My Art.png");

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ originalName: "My Art.png", size: png.length });
    const design = await prisma.design.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(design).toMatchObject({ sessionId, kind: "design", checksum: sha256(png), mimeType: "image/png" });
    // Compared by hash: jest's deep equality walks 9 MB byte by byte.
    expect(sha256(standIn.blobs.get(`designs/primary/${design.filename}`)!.bytes)).toBe(sha256(png));
    expect(sha256(standIn.blobs.get(`designs/backup/${design.filename}`)!.bytes)).toBe(sha256(png));
    expect(
      JSON.parse(standIn.blobs.get(`designs/metadata/${design.filename}.json`)!.bytes.toString("utf8")),
    ).toMatchObject({ checksum: sha256(png), verified: true });
    // The uploaded blob is gone once its copies are stored under the server-made name.
    expect(standIn.blobs.has(pathname)).toBe(false);
    expect(await listFilesUnder(process.env.DESIGN_STORAGE_DIR as string)).toEqual([]);
  });

  it("takes the session from X-Session-Id too, and accepts a JPG", async () => {
    const sessionId = makeSessionId();
    const jpeg = await makeJpeg();
    const pathname = await storeUpload(sessionId, jpeg, "photo-x1.jpg");
    const response = await callRoute(postFromBlob, {
      method: "POST",
      headers: { "x-session-id": sessionId },
      body: { url: blobUrl(pathname), originalName: "photo.jpg" },
    });
    expect(response.status).toBe(201);
    expect(response.body.mimeType).toBe("image/jpeg");
  });

  it.each([
    [
      "a renamed text file",
      () => Buffer.from("just some text, not an image\n".repeat(50)),
      DESIGN_FILE_MESSAGES.wrongType,
    ],
    ["a 60 MP image", () => makePngDeclaring({ width: 10_000, height: 6_000 }), DESIGN_FILE_MESSAGES.tooManyPixels],
  ])("refuses %s with 400, deletes it from Blob and records nothing", async (_label, makeBytes, message) => {
    const sessionId = makeSessionId();
    const pathname = await storeUpload(sessionId, await makeBytes());
    const designsBefore = await prisma.design.count();
    const blobsBefore = [...standIn.blobs.keys()].filter((key) => key.startsWith("designs/")).length;

    const response = await reportUpload(sessionId, blobUrl(pathname));

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(standIn.blobs.has(pathname)).toBe(false);
    expect(await prisma.design.count()).toBe(designsBefore);
    expect([...standIn.blobs.keys()].filter((key) => key.startsWith("designs/")).length).toBe(blobsBefore);
  });

  it("refuses a blob of another session, another host or another store, and leaves it alone", async () => {
    const owner = makeSessionId();
    const png = await makePngOfExactSize(64 * 1024);
    const pathname = await storeUpload(owner, png);
    const seen = standIn.requests.length;
    const designsBefore = await prisma.design.count();

    for (const url of [
      blobUrl(pathname).replace("https://", "http://"),
      `https://otherstore.private.blob.vercel-storage.com/${pathname}`,
      `https://teststore.public.blob.vercel-storage.com/${pathname}`,
      `http://127.0.0.1:5432/${pathname}`,
      `https://teststore.private.blob.vercel-storage.com/designs/primary/${pathname.split("/").pop()}`,
      `${blobUrl(pathname)}?download=1`,
      "not a url",
    ]) {
      const response = await reportUpload(owner, url);
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
    }
    const thief = await reportUpload(makeSessionId(), blobUrl(pathname));
    expect(thief.status).toBe(400);
    expect(thief.body.message).toBe(
      "This file was not uploaded from your cart session. Please upload the design again.",
    );

    // Nothing was fetched, read or deleted for any of them.
    expect(standIn.requests.length).toBe(seen);
    expect(standIn.blobs.get(pathname)?.bytes).toEqual(png);
    expect(await prisma.design.count()).toBe(designsBefore);

    expect((await reportUpload(owner, blobUrl(pathname))).status).toBe(201);
  });

  it("refuses a URL whose path has a malformed escape (%E0) with 400 { message }, and changes nothing", async () => {
    const sessionId = makeSessionId();
    const png = await makePng();
    const pathname = await storeUpload(sessionId, png);
    const folder = await computeBlobUploadFolder(sessionId);
    const seen = standIn.requests.length;
    const designsBefore = await prisma.design.count();

    for (const url of [
      blobUrl(`${folder}upload-%E0.png`),
      blobUrl(pathname.replace("upload-", "upload-%E0")),
      blobUrl(`${folder}upload-%C3%28.png`),
      `${blobUrl(pathname)}%`,
    ]) {
      const response = await reportUpload(sessionId, url);
      expect({ url, status: response.status, body: response.body }).toEqual({
        url,
        status: 400,
        body: { message: REGISTER_BLOB_MESSAGES.notYours },
      });
    }

    // Nothing was read or deleted in Blob, and no design recorded; the session's own upload is untouched.
    expect(standIn.requests.length).toBe(seen);
    expect(standIn.blobs.get(pathname)?.bytes).toEqual(png);
    expect(await prisma.design.count()).toBe(designsBefore);
  });

  it("has the posted uploads' limit (20 a minute per session) in a count of its own, refusing with 429 before any blob is read", async () => {
    const sessionId = makeSessionId();
    const png = await makePng();
    const postOne = () =>
      postUpload(makeUploadRequest([{ bytes: png, name: "art.png", type: "image/png" }], { sessionId }), undefined);
    // Without a trusted address every caller also counts in the one shared bucket.
    const countShared = async (rule: string) =>
      (await prisma.rateLimit.findUnique({ where: { key: `rl-${rule}-shared:all` } }))?.points ?? 0;
    const [reportsBefore, uploadsBefore] = [await countShared("uploadReport"), await countShared("upload")];
    for (let call = 0; call < 20; call++) {
      const reported = await storeUpload(sessionId, png, `upload-n${call}.png`);
      expect((await reportUpload(sessionId, blobUrl(reported))).status).toBe(201);
    }
    expect(await countShared("uploadReport")).toBe(reportsBefore + 20);
    // A direct upload's client token counts as an upload already: its report does not count there again.
    expect(await countShared("upload")).toBe(uploadsBefore);
    const pathname = await storeUpload(sessionId, png, "upload-over.png");
    const seen = standIn.requests.length;

    const refused = await reportUpload(sessionId, blobUrl(pathname));

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: RATE_LIMITS.uploadReport.message });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Refused before Blob was asked anything: the upload is neither read nor deleted (the shopper may
    // report it again after Retry-After; remove-unused-designs sweeps it after an hour otherwise).
    expect(standIn.requests.length).toBe(seen);
    expect(standIn.blobs.get(pathname)?.bytes).toEqual(png);
    expect(await prisma.design.count({ where: { sessionId } })).toBe(20);
    // Another session still reports; the posted route keeps its own allowance.
    const other = makeSessionId();
    expect((await reportUpload(other, blobUrl(await storeUpload(other, png)))).status).toBe(201);
    expect((await postOne()).status).toBe(201);
  }, 60000);

  it("answers 404 for a blob that is not (or no longer) there", async () => {
    const sessionId = makeSessionId();
    const pathname = `${await computeBlobUploadFolder(sessionId)}gone-Zz9.png`;
    const response = await reportUpload(sessionId, blobUrl(pathname));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("The uploaded file was not found. Please upload the design again.");
  });

  it("refuses a report without a valid cart session", async () => {
    const response = await callRoute(postFromBlob, {
      method: "POST",
      body: { url: blobUrl("design-uploads/x/y.png") },
    });
    expect(response.status).toBe(400);
  });
});

describe("uploads never reported", () => {
  it("are deleted by the remove-unused-designs job after an hour, and nothing else is", async () => {
    const sessionId = makeSessionId();
    const now = new Date();
    const old = await storeUpload(sessionId, Buffer.from("old"), "old-a1.png");
    const recent = await storeUpload(sessionId, Buffer.from("recent"), "recent-b2.png");
    standIn.blobs.get(old)!.uploadedAt = new Date(now.getTime() - 61 * 60_000);
    standIn.blobs.get(recent)!.uploadedAt = new Date(now.getTime() - 59 * 60_000);
    const designsBefore = [...standIn.blobs.keys()].filter((key) => key.startsWith("designs/"));

    expect(await runJob("remove-unused-designs", now)).toMatchObject({ abandonedUploadsRemoved: 1 });

    expect(standIn.blobs.has(old)).toBe(false);
    expect(standIn.blobs.has(recent)).toBe(true);
    expect([...standIn.blobs.keys()].filter((key) => key.startsWith("designs/"))).toEqual(designsBefore);
    expect(await runJob("remove-unused-designs", now)).toMatchObject({ abandonedUploadsRemoved: 0 });
  });
});
