import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Writes a file so readers, and a crash mid-write, see either no file (or the old one) or the
 * complete new one, never a partial file: the bytes go to a hidden temp file in the same folder
 * (same file system, so the rename is atomic), are synced, then renamed into place.
 */
export async function writeFileAtomically(file: string, bytes: Buffer): Promise<void> {
  const folder = path.dirname(file);
  const temp = path.join(folder, `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await mkdir(folder, { recursive: true });
    const handle = await open(temp, "wx", 0o640);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncFolder(folder);
}

// Makes the rename itself durable. Some platforms cannot open a folder for syncing; the file's own
// bytes were already synced, so that is not worth failing the write for.
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}
