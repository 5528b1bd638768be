import "server-only";
import { del } from "@vercel/blob";

/**
 * Deletes a browser's upload once the shop has copied or refused it. A failure is only logged: a
 * leftover upload costs space (the abandoned-upload sweep takes it), and the answer must not depend on it.
 */
export async function deleteUploadedBlob(token: string, pathname: string): Promise<void> {
  await del(pathname, { token }).catch((error: unknown) => {
    console.error("Deleting an uploaded blob failed:", error);
  });
}
