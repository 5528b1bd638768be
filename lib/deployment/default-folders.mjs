// The folders the server writes at run time when no setting names them: one place computes them, for
// lib/env.ts (the defaults the app uses), the deployment check and `npm run check-deploy`. Serverless,
// only the temp folder can be written, so the defaults go there.
import os from "node:os";
import path from "node:path";
import { isServerless } from "./is-serverless.mjs";

/**
 * DESIGN_STORAGE_DIR's and EMAIL_OUTBOX_DIR's defaults: ./data/… on a server's own disk,
 * <os.tmpdir()>/sticker-shop/… when serverless.
 * @param {{ VERCEL?: string | undefined }} env
 */
export function resolveDefaultFolders(env = process.env) {
  const root = isServerless(env) ? path.join(os.tmpdir(), "sticker-shop") : "./data";
  return { designStorageDir: `${root}/designs`, emailOutboxDir: `${root}/outbox` };
}
