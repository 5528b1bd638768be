/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { getAdminToken } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createDesignRow } from "../helpers/fixtures";
import { makeJpeg, makePng, makeUploadRequest } from "../helpers/images";
import { GET as designFileRoute } from "@/app/api/design/[designId]/file/route";
import { POST as uploadRoute } from "@/app/api/upload-design/route";
import { GET as uploadsRoute } from "@/app/uploads/[fileName]/route";
import { signPayload } from "@/lib/admin-auth/signed-tokens";
import { createSignedDesignFileUrl } from "@/lib/designs/links/sign-design-file-url";
import { prisma } from "@/lib/db/client";
import { LocalFolderStorage } from "@/lib/designs/storage/local-folder-storage";

setupTestDatabase();

const storageRoot = process.env.DESIGN_STORAGE_DIR as string;
const MESSAGES = {
  adminRequired: "Admin access required",
  designNotFound: "Design not found",
  fileUnavailable: "The design file for this order is no longer available on the server.",
  fileNotFound: "File not found",
  linkInvalid: "This link is not valid",
  linkExpired: "This link has expired",
};
const DESIGN_HEADERS = {
  "content-disposition": "inline",
  "x-content-type-options": "nosniff",
  "cache-control": "private, max-age=300",
  "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
};

type Uploaded = { id: number; filename: string; originalName: string; mimeType: string; bytes: Buffer };

let admin: Record<string, string>;
let png: Uploaded;
let jpeg: Uploaded;

async function upload(name: string, kind: "png" | "jpeg"): Promise<Uploaded> {
  const bytes = kind === "png" ? await makePng({ width: 40, height: 40 }) : await makeJpeg({ width: 40, height: 40 });
  const response = await uploadRoute(makeUploadRequest([{ bytes, name }]), undefined);
  expect(response.status).toBe(201);
  return { ...(await response.json()), bytes };
}

beforeAll(async () => {
  admin = { authorization: `Bearer ${await getAdminToken()}` };
  png = await upload("Sticker Art.png", "png");
  jpeg = await upload("photo.jpg", "jpeg");
});

afterEach(() => {
  jest.restoreAllMocks();
});

const designFile = (designId: string, headers = admin) => callRoute(designFileRoute, { headers, params: { designId } });

/** GET /uploads/{fileName}{query}, the way Next calls the route (the file name as the decoded path segment). */
async function fetchUpload(fileName: string, query: string) {
  const response = await uploadsRoute(new Request(`http://shop.test/uploads/${encodeURIComponent(fileName)}${query}`), {
    params: Promise.resolve({ fileName }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: unknown = null;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    // the file itself
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

const queryOf = (url: string) => url.slice(url.indexOf("?"));

describe("GET /api/design/{designId}/file", () => {
  const forged = () =>
    signPayload(
      { sub: "admin", iat: Date.now(), exp: Date.now() + 60_000, jti: randomUUID() },
      "some-other-secret-that-is-long-enough",
    );
  const expired = () =>
    signPayload(
      { sub: "admin", iat: Date.now() - 7_200_000, exp: Date.now() - 3_600_000, jti: randomUUID() },
      process.env.AUTH_SECRET as string,
    );

  it.each([
    ["no token", () => ({})],
    ["a forged token", () => ({ authorization: `Bearer ${forged()}` })],
    ["an expired token", () => ({ authorization: `Bearer ${expired()}` })],
    ["a token of another scheme", () => ({ authorization: `Basic ${admin.authorization!.slice(7)}` })],
  ])("refuses %s with 401 and looks nothing up", async (_label, headers) => {
    const findUnique = jest.spyOn(prisma.design, "findUnique");
    const exists = jest.spyOn(LocalFolderStorage.prototype, "exists");
    const response = await designFile(String(png.id), headers());
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.adminRequired } });
    expect(response.body).not.toHaveProperty("url");
    expect(findUnique).not.toHaveBeenCalled();
    expect(exists).not.toHaveBeenCalled();
  });

  it("answers a short-lived signed link to the design's file", async () => {
    const started = Date.now();
    const { status, body, headers } = await designFile(String(png.id));
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/uploads/${png.filename.replace(".", "\\.")}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
      ),
      originalName: "Sticker Art.png",
      mimeType: "image/png",
      expiresAt: expect.any(String),
    });
    const exp = Number(new URL(body.url, "http://shop.test").searchParams.get("exp"));
    expect(body.expiresAt).toBe(new Date(exp * 1000).toISOString());
    expect(exp * 1000 - started).toBeGreaterThan(290_000);
    expect(exp * 1000 - started).toBeLessThanOrEqual(301_000);

    const served = await fetchUpload(png.filename, queryOf(body.url));
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(png.bytes);
  });

  it.each(["999999", "0", "-1", "1.5", "abc", "1e3", " 1", "99999999999", "2147483648"])(
    "answers 404 'Design not found' for the design id %j",
    async (designId) => {
      expect(await designFile(designId)).toMatchObject({
        status: 404,
        body: { message: MESSAGES.designNotFound, originalName: "Unknown" },
      });
    },
  );

  it("answers 404 with the original name when the file is gone", async () => {
    const design = await upload("Lost Art.png", "png");
    await rm(path.join(storageRoot, "primary", design.filename));
    const { status, body } = await designFile(String(design.id));
    expect(status).toBe(404);
    expect(body).toEqual({ message: MESSAGES.fileUnavailable, originalName: "Lost Art.png" });
  });

  it("answers 404 with the original name for a design whose file never existed", async () => {
    const row = await createDesignRow({ originalName: "ghost.png" });
    expect(await designFile(String(row.id))).toMatchObject({
      status: 404,
      body: { message: MESSAGES.fileUnavailable, originalName: "ghost.png" },
    });
  });
});

describe("GET /uploads/{fileName}", () => {
  it("serves the exact uploaded PNG for a valid link, with protective headers", async () => {
    const served = await fetchUpload(png.filename, queryOf(await createSignedDesignFileUrl(png.filename)));
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(png.bytes);
    expect(served.bytes).toEqual(await readFile(path.join(storageRoot, "primary", png.filename)));
    expect(Object.fromEntries(served.headers)).toMatchObject({
      ...DESIGN_HEADERS,
      "content-type": "image/png",
      "content-length": String(png.bytes.length),
    });
  });

  it("serves a JPEG as image/jpeg", async () => {
    const served = await fetchUpload(jpeg.filename, queryOf(await createSignedDesignFileUrl(jpeg.filename)));
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(jpeg.bytes);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("serves the backup copy through a backup link, and only through one", async () => {
    const design = await upload("two-copies.png", "png");
    await rm(path.join(storageRoot, "primary", design.filename));
    const backupLink = await createSignedDesignFileUrl(design.filename, { area: "backup" });
    expect(backupLink).toContain("&area=backup");
    const served = await fetchUpload(design.filename, queryOf(backupLink));
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(design.bytes);

    const primaryLink = await createSignedDesignFileUrl(design.filename);
    expect(await fetchUpload(design.filename, queryOf(primaryLink))).toMatchObject({
      status: 404,
      json: { message: MESSAGES.fileNotFound },
    });
    // A primary link cannot be turned into a backup link.
    expect(await fetchUpload(design.filename, `${queryOf(primaryLink)}&area=backup`)).toMatchObject({
      status: 403,
      json: { message: MESSAGES.linkInvalid },
    });
  });

  it("refuses a tampered signature", async () => {
    const url = new URL(await createSignedDesignFileUrl(png.filename), "http://shop.test");
    const sig = url.searchParams.get("sig") as string;
    url.searchParams.set("sig", `${sig.slice(0, 10)}${sig[10] === "A" ? "B" : "A"}${sig.slice(11)}`);
    const served = await fetchUpload(png.filename, url.search);
    expect(served).toMatchObject({ status: 403, json: { message: MESSAGES.linkInvalid } });
    expect(served.bytes.includes(png.bytes.subarray(0, 16))).toBe(false);
  });

  it("refuses a moved expiry", async () => {
    const url = new URL(await createSignedDesignFileUrl(png.filename), "http://shop.test");
    url.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
    expect(await fetchUpload(png.filename, url.search)).toMatchObject({
      status: 403,
      json: { message: MESSAGES.linkInvalid },
    });
  });

  it("refuses the link of another file", async () => {
    const jpegLink = await createSignedDesignFileUrl(jpeg.filename);
    expect(await fetchUpload(png.filename, queryOf(jpegLink))).toMatchObject({
      status: 403,
      json: { message: MESSAGES.linkInvalid },
    });
  });

  it("refuses an expired link", async () => {
    const expired = await createSignedDesignFileUrl(png.filename, { ttlSeconds: -60 });
    const served = await fetchUpload(png.filename, queryOf(expired));
    expect(served).toMatchObject({ status: 403, json: { message: MESSAGES.linkExpired } });
    expect(served.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["no query at all", () => ""],
    ["no signature", (query: string) => query.replace(/&sig=[^&]*/, "")],
    ["no expiry", (query: string) => query.replace(/exp=[^&]*&/, "")],
    ["an empty signature", (query: string) => query.replace(/sig=[^&]*/, "sig=")],
  ])("refuses a link with %s", async (_label, change) => {
    const query = queryOf(await createSignedDesignFileUrl(png.filename));
    expect(await fetchUpload(png.filename, change(query))).toMatchObject({
      status: 403,
      json: { message: MESSAGES.linkInvalid },
    });
  });

  it.each([
    "..%2F..%2Fetc%2Fpasswd",
    "../../etc/passwd",
    "..\\..\\etc\\passwd",
    "%2e%2e%2fprimary%2fx.png",
    "passwd",
    `${randomUUID()}.svg`,
    `${randomUUID().toUpperCase()}.PNG`,
  ])("answers 404 for the invalid name %j without touching the storage", async (fileName) => {
    const reads = jest.spyOn(LocalFolderStorage.prototype, "read");
    const served = await fetchUpload(fileName, queryOf(await createSignedDesignFileUrl(png.filename)));
    expect(served).toMatchObject({ status: 404, json: { message: MESSAGES.fileNotFound } });
    expect(reads).not.toHaveBeenCalled();
  });

  it("answers 404 for a validly signed link to a file that does not exist", async () => {
    const fileName = `${randomUUID()}.png`;
    expect(await fetchUpload(fileName, queryOf(await createSignedDesignFileUrl(fileName)))).toMatchObject({
      status: 404,
      json: { message: MESSAGES.fileNotFound },
    });
  });

  it("does not tell an unsigned caller whether a file exists", async () => {
    const missing = `${randomUUID()}.png`;
    expect(await fetchUpload(missing, "?exp=9999999999&sig=" + "A".repeat(43))).toMatchObject({ status: 403 });
    expect(await fetchUpload(png.filename, "?exp=9999999999&sig=" + "A".repeat(43))).toMatchObject({ status: 403 });
  });
});
