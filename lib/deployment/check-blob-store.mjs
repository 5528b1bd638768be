// The live half of the Blob check: the store BLOB_READ_WRITE_TOKEN (and BACKUP_BLOB_READ_WRITE_TOKEN) opens
// takes a private blob, the way the shop stores every design and print file (access: "private"). A store
// created as public refuses that ("Cannot use private access on a public store"), so every upload would fail.
import { randomUUID } from "node:crypto";
import { del, put } from "@vercel/blob";

/** @typedef {import("./check-deployment.mjs").Gap} Gap */

const PRIVATE_STORE_FIX =
  "Create a Blob store with access Private (the project's Storage tab: Create Database, Blob, then Private; or vercel blob create-store <name> --access private), connect it to the project in place of this one (that sets the token), and redeploy. A store's access is chosen when it is created and cannot be changed.";

/**
 * Writes and deletes one tiny private blob with the token in `setting`; a gap when the store refuses.
 * @param {string} setting
 * @param {string} token
 * @returns {Promise<Gap | null>}
 */
async function probeStore(setting, token) {
  let url;
  try {
    const blob = await put(`deployment-check/${randomUUID()}.txt`, "deployment check", {
      access: "private",
      token,
      contentType: "text/plain",
      addRandomSuffix: false,
    });
    url = blob.url;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/public store/i.test(message)) {
      return {
        setting,
        problem: `The Blob store of ${setting} is public: it refused a private blob (${message}), and the shop stores every design and print file privately, so every upload would fail.`,
        fix: PRIVATE_STORE_FIX,
      };
    }
    return {
      setting,
      problem: `The Blob store of ${setting} refused a test write (${message}): designs and print files could not be stored.`,
      fix: `Copy ${setting} again from the store's settings (a read-write token, vercel_blob_rw_…), or connect a private Blob store to the project; then redeploy.`,
    };
  }
  try {
    await del(url, { token });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      setting,
      problem: `The Blob store of ${setting} took a test blob but refused to delete it (${message}): unused designs could never be removed.`,
      fix: `Use a read-write token (vercel_blob_rw_…) for ${setting}.`,
    };
  }
  return null;
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<Gap[]>}
 */
export async function checkBlobStore(env = process.env) {
  const settings = ["BLOB_READ_WRITE_TOKEN", "BACKUP_BLOB_READ_WRITE_TOKEN"].filter((name) => env[name]?.trim());
  const results = await Promise.all(settings.map((name) => probeStore(name, /** @type {string} */ (env[name]).trim())));
  return results.filter((gap) => gap !== null);
}
