import os from "node:os";
import path from "node:path";

/**
 * Whether `folder` (relative ones from the working directory) is os.tmpdir() or inside it: the only
 * place a serverless function may write.
 * @param {string} folder
 */
export function isInsideTempFolder(folder) {
  const relative = path.relative(path.resolve(os.tmpdir()), path.resolve(folder));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}
