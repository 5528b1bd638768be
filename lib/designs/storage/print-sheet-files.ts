import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BlobNotFoundError, del, get, head, issueSignedToken, list, presignUrl, put } from "@vercel/blob";
import { getServerEnv } from "@/lib/env";

// Print sheets' PDFs live beside the designs, in a folder of their own: `<DESIGN_STORAGE_DIR>/print-sheets/`
// here, `print-sheets/` in the Vercel Blob store when deployed. A sheet can be far larger than a design (and
// than the 4.5 MB a Vercel Function may answer), so it is written from a stream, never held whole in memory,
// and read back only through a short-lived link: a signed /print-sheets/{key} route that streams the local
// file, or a presigned URL of the private blob, which the browser fetches from Blob itself.

/** Server-made keys only ("<uuid>.pdf"), so no caller can reach outside the folder. */
const PRINT_SHEET_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
export const PRINT_SHEET_FOLDER = "print-sheets";

export function createPrintSheetKey(): string {
  return `${randomUUID()}.pdf`;
}

/**
 * A sheet's work folder while it is made in steps: work/<uuid>/ holds its rendered artwork, <index>.raster,
 * and on clear stock each artwork's White plates, <index>.plate (JSON).
 */
export type PrintSheetWorkKind = "raster" | "plate";
const WORK_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WORK_FOLDER = "work";

export function createPrintSheetWorkKey(): string {
  return randomUUID();
}

function assertWorkFile(workKey: string, index: number): void {
  if (!WORK_KEY_PATTERN.test(workKey) || !Number.isSafeInteger(index) || index < 0)
    throw new Error(`Not a print sheet work file: ${JSON.stringify(workKey.slice(0, 80))} #${index}`);
}

export function isPrintSheetKey(value: unknown): value is string {
  return typeof value === "string" && PRINT_SHEET_KEY_PATTERN.test(value);
}

function assertPrintSheetKey(key: string): void {
  if (!PRINT_SHEET_KEY_PATTERN.test(key)) throw new Error(`Not a print sheet key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** A stored sheet's download: a URL to hand to the browser and when it stops working. */
export type PrintSheetDownload = { url: string; expiresAt: string };

export type PrintSheetFiles = {
  /** Stores the stream under the key (nothing under it if the stream fails); resolves with the bytes written. */
  write(key: string, source: Readable): Promise<{ sizeBytes: number }>;
  /** The stored file as a stream, or null when there is none (local folder only; Blob is read through its URL). */
  openRead?(key: string): Promise<{ stream: Readable; sizeBytes: number } | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Where "local" links are signed by the shop (lib/designs/links/print-sheet-link.ts); Blob presigns its own. */
  readonly kind: "local" | "blob";
  /** Blob only: a presigned GET URL of the private blob, valid until `validUntil` (ms). */
  presign?(key: string, validUntil: number): Promise<string>;
  /**
   * A sheet's rendered artwork (and, on clear stock, its White plates) while it is made in steps: stored
   * (replacing any earlier try), read, removed with the whole work folder.
   */
  writeWork(workKey: string, index: number, data: Buffer, kind?: PrintSheetWorkKind): Promise<void>;
  readWork(workKey: string, index: number, kind?: PrintSheetWorkKind): Promise<Buffer | null>;
  removeWork(workKey: string): Promise<void>;
};

/** Counts the bytes that pass, so the stored size is known without a second read. */
function countBytes(): { counter: Transform; count: () => number } {
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(null, chunk);
    },
  });
  return { counter, count: () => total };
}

export class LocalPrintSheetFiles implements PrintSheetFiles {
  readonly kind = "local" as const;
  private readonly folder: string;

  constructor(designStorageDir: string) {
    this.folder = path.join(path.resolve(designStorageDir), PRINT_SHEET_FOLDER);
  }

  private fileOf(key: string): string {
    assertPrintSheetKey(key);
    return path.join(this.folder, key);
  }

  async write(key: string, source: Readable): Promise<{ sizeBytes: number }> {
    const file = this.fileOf(key);
    // Into a hidden temp file, then renamed: a reader never sees half a sheet, a failed write leaves none.
    const temp = path.join(this.folder, `.${key}.${randomUUID()}.tmp`);
    await mkdir(this.folder, { recursive: true });
    const { counter, count } = countBytes();
    try {
      await pipeline(source, counter, createWriteStream(temp, { flags: "wx", mode: 0o640 }));
      const handle = await open(temp, "r+");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
    return { sizeBytes: count() };
  }

  async openRead(key: string): Promise<{ stream: Readable; sizeBytes: number } | null> {
    const file = this.fileOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), sizeBytes: info.size };
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.fileOf(key))).isFile();
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  private workFileOf(workKey: string, index: number, kind: PrintSheetWorkKind): string {
    assertWorkFile(workKey, index);
    return path.join(this.folder, WORK_FOLDER, workKey, `${index}.${kind}`);
  }

  async writeWork(workKey: string, index: number, data: Buffer, kind: PrintSheetWorkKind = "raster"): Promise<void> {
    const file = this.workFileOf(workKey, index, kind);
    await mkdir(path.dirname(file), { recursive: true });
    // Renamed into place: a step stopped mid-write leaves no half raster for the next one to read.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, data, { mode: 0o640 });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async readWork(workKey: string, index: number, kind: PrintSheetWorkKind = "raster"): Promise<Buffer | null> {
    try {
      return await readFile(this.workFileOf(workKey, index, kind));
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return null;
      throw error;
    }
  }

  async removeWork(workKey: string): Promise<void> {
    assertWorkFile(workKey, 0);
    await rm(path.join(this.folder, WORK_FOLDER, workKey), { recursive: true, force: true });
    // The work folder goes with its last sheet (another sheet's work keeps it: ENOTEMPTY).
    await rmdir(path.join(this.folder, WORK_FOLDER)).catch(() => undefined);
  }
}

export class BlobPrintSheetFiles implements PrintSheetFiles {
  readonly kind = "blob" as const;

  constructor(private readonly token: string) {}

  private pathnameOf(key: string): string {
    assertPrintSheetKey(key);
    return `${PRINT_SHEET_FOLDER}/${key}`;
  }

  async write(key: string, source: Readable): Promise<{ sizeBytes: number }> {
    const { counter, count } = countBytes();
    const body = new PassThrough();
    const piping = pipeline(source, counter, body);
    // Multipart: the SDK sends the stream in parts as it comes, so the sheet is never held whole.
    const uploading = put(this.pathnameOf(key), body, {
      access: "private",
      token: this.token,
      contentType: "application/pdf",
      addRandomSuffix: false,
      allowOverwrite: false,
      multipart: true,
    }).catch((error: unknown) => {
      // Blob refused or is down: nothing reads `body` any more, so end the stream feeding it.
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    await Promise.all([piping, uploading]);
    return { sizeBytes: count() };
  }

  async exists(key: string): Promise<boolean> {
    try {
      await head(this.pathnameOf(key), { token: this.token });
      return true;
    } catch (error) {
      if (error instanceof BlobNotFoundError) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await del(this.pathnameOf(key), { token: this.token });
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
    }
  }

  private workPathnameOf(workKey: string, index: number, kind: PrintSheetWorkKind): string {
    assertWorkFile(workKey, index);
    return `${PRINT_SHEET_FOLDER}/${WORK_FOLDER}/${workKey}/${index}.${kind}`;
  }

  async writeWork(workKey: string, index: number, data: Buffer, kind: PrintSheetWorkKind = "raster"): Promise<void> {
    // A put is all or nothing; a retried step's raster replaces the one it may have stored before stopping.
    await put(this.workPathnameOf(workKey, index, kind), data, {
      access: "private",
      token: this.token,
      contentType: "application/octet-stream",
      addRandomSuffix: false,
      allowOverwrite: true,
    });
  }

  async readWork(workKey: string, index: number, kind: PrintSheetWorkKind = "raster"): Promise<Buffer | null> {
    const result = await get(this.workPathnameOf(workKey, index, kind), {
      access: "private",
      token: this.token,
      useCache: false,
    });
    if (!result) return null;
    if (result.statusCode !== 200) throw new Error(`Unexpected status ${result.statusCode} reading sheet artwork`);
    return Buffer.from(await new Response(result.stream).arrayBuffer());
  }

  async removeWork(workKey: string): Promise<void> {
    assertWorkFile(workKey, 0);
    const prefix = `${PRINT_SHEET_FOLDER}/${WORK_FOLDER}/${workKey}/`;
    let cursor: string | undefined;
    do {
      const page = await list({ prefix, cursor, token: this.token, limit: 1000 });
      if (page.blobs.length > 0)
        await del(
          page.blobs.map((blob) => blob.url),
          { token: this.token },
        );
      cursor = page.hasMore ? page.cursor : undefined;
    } while (cursor);
  }

  async presign(key: string, validUntil: number): Promise<string> {
    const pathname = this.pathnameOf(key);
    const signed = await issueSignedToken({ token: this.token, pathname, operations: ["get"], validUntil });
    const { presignedUrl } = await presignUrl(signed, { operation: "get", pathname, validUntil, access: "private" });
    return presignedUrl;
  }
}

/** This deployment's print sheet folder: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else the local one. */
export function getPrintSheetFiles(): PrintSheetFiles {
  const env = getServerEnv();
  if (env.BLOB_READ_WRITE_TOKEN) return new BlobPrintSheetFiles(env.BLOB_READ_WRITE_TOKEN);
  return new LocalPrintSheetFiles(env.DESIGN_STORAGE_DIR);
}
