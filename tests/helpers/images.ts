// Images and upload requests for the design-upload tests, made on the fly (no binary fixtures).
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";

type Size = { width: number; height: number };

// Noise makes the compressed data large enough that cutting the file lands inside the pixel data.
function noiseImage({ width, height }: Size) {
  return sharp({
    create: { width, height, channels: 3, background: "#336699", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  });
}

export function makePng(size: Size = { width: 120, height: 80 }): Promise<Buffer> {
  return noiseImage(size).png().toBuffer();
}

export function makeJpeg(size: Size = { width: 90, height: 60 }): Promise<Buffer> {
  return noiseImage(size).jpeg({ quality: 90 }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

const PNG_SIGNATURE_LENGTH = 8;
const IHDR_CHUNK_LENGTH = 4 + 4 + 13 + 4;

/** A valid small PNG whose IHDR header claims other dimensions (with a correct CRC). */
export async function makePngDeclaring(size: Size): Promise<Buffer> {
  const png = await makePng({ width: 16, height: 16 });
  const ihdrData = Buffer.from(png.subarray(PNG_SIGNATURE_LENGTH + 8, PNG_SIGNATURE_LENGTH + 8 + 13));
  ihdrData.writeUInt32BE(size.width, 0);
  ihdrData.writeUInt32BE(size.height, 4);
  return Buffer.concat([
    png.subarray(0, PNG_SIGNATURE_LENGTH),
    pngChunk("IHDR", ihdrData),
    png.subarray(PNG_SIGNATURE_LENGTH + IHDR_CHUNK_LENGTH),
  ]);
}

/** A valid PNG padded with a private ancillary chunk (which decoders skip) to exactly `totalBytes`. */
export async function makePngOfExactSize(totalBytes: number): Promise<Buffer> {
  const png = await makePng({ width: 64, height: 64 });
  const iendLength = 12;
  const paddingData = totalBytes - png.length - 12;
  if (paddingData < 0) throw new Error("The base PNG is larger than the requested size");
  const padded = Buffer.concat([
    png.subarray(0, png.length - iendLength),
    pngChunk("pdNg", Buffer.alloc(paddingData, 0x2a)),
    png.subarray(png.length - iendLength),
  ]);
  if (padded.length !== totalBytes) throw new Error(`Made ${padded.length} bytes instead of ${totalBytes}`);
  return padded;
}

export type UploadPart = { bytes: Uint8Array; name: string; type?: string; field?: string };

/**
 * A real multipart POST to the upload route, as a browser's FormData would send it. Uploads need a cart
 * session: a fresh one is sent unless `fields.sessionId` is given (`undefined` sends none).
 */
export function makeUploadRequest(
  parts: UploadPart[],
  fields: Record<string, string | undefined> = {},
  headers: HeadersInit = {},
): Request {
  const form = new FormData();
  for (const part of parts) {
    form.append(
      part.field ?? "file",
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? "application/octet-stream" }),
      part.name,
    );
  }
  const withSession =
    "sessionId" in fields ? fields : { ...fields, sessionId: `session_${Date.now()}_${randomUUID()}` };
  for (const [name, value] of Object.entries(withSession)) if (value !== undefined) form.append(name, value);
  return new Request("http://test/api/upload-design", { method: "POST", body: form, headers });
}

/** Every file under a folder (relative paths, sorted), including temp files; [] when it does not exist. */
export async function listFilesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
}
