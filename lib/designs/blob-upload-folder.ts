// Where a shopper's browser may put a design it uploads straight to Vercel Blob: one folder per cart
// session. Used by the browser (to name the blob) and by the server (to refuse anything outside it),
// so it runs on Web Crypto, which both have.

/** The store folder of all direct uploads; outside the designs' own folder, so File Health never lists them. */
export const BLOB_UPLOAD_ROOT = "design-uploads";

/**
 * The folder of one cart session's direct uploads: a SHA-256 of the session id rather than the id
 * itself, because the id is the cart's bearer secret and pathnames show up in the store's dashboard.
 */
export async function computeBlobUploadFolder(sessionId: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(sessionId));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${BLOB_UPLOAD_ROOT}/${hex.slice(0, 32)}/`;
}

/**
 * True when `pathname` names one upload directly inside `folder` as upload() stores it (the name the
 * browser chose plus the random suffix): anything else is not an upload the shop gave a token for.
 */
export function isUploadPathnameIn(pathname: string, folder: string): boolean {
  const name = pathname.startsWith(folder) ? pathname.slice(folder.length) : "";
  return /^[A-Za-z0-9_-]{1,100}\.(png|jpg)$/.test(name);
}
