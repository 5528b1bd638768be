// Preloaded (node --import, through NODE_OPTIONS) into the rehearsal's production server: the disk is
// read-only outside os.tmpdir(), as on Vercel. Every fs call that would write elsewhere throws EROFS
// (sync), calls back with it, or rejects with it (callback and promise forms), and is logged, one JSON
// line with the path and the head of the stack, to READ_ONLY_DISK_LOG (the rehearsal fails unless that
// log is empty). Next's own caches count too: a serverless build must keep them off the disk.
// module.syncBuiltinESMExports() makes `import { writeFile } from "node:fs"` see it too. Each process it
// is loaded into says so in READ_ONLY_DISK_LOADED_LOG, so an empty refusal log cannot mean "never loaded".
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import os from "node:os";
import path from "node:path";

const TEMP_ROOT = fs.realpathSync(os.tmpdir());
const LOG = process.env.READ_ONLY_DISK_LOG;
const WRITABLE_ROOTS = [os.tmpdir(), TEMP_ROOT];
const originalAppendFileSync = fs.appendFileSync;
if (process.env.READ_ONLY_DISK_LOADED_LOG) {
  originalAppendFileSync(
    process.env.READ_ONLY_DISK_LOADED_LOG,
    `${JSON.stringify({ pid: process.pid, script: process.argv[1] ?? "" })}\n`,
  );
}

/** Whether a write to `target` stays inside a writable folder (a file descriptor was opened already). */
function isWritable(target) {
  if (typeof target === "number" || target === undefined || target === null) return true;
  if (target instanceof URL) target = target.protocol === "file:" ? new URL(target).pathname : String(target);
  if (Buffer.isBuffer(target)) target = target.toString();
  if (typeof target !== "string") return true; // a FileHandle: opened (and checked) already
  const resolved = path.resolve(target);
  return WRITABLE_ROOTS.some((root) => {
    const relative = path.relative(root, resolved);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  });
}

function refusal(operation, target) {
  const error = new Error(`EROFS: read-only file system, ${operation} '${String(target)}'`);
  Object.assign(error, { code: "EROFS", errno: -30, syscall: operation, path: String(target) });
  if (LOG) {
    const stack = (new Error().stack ?? "")
      .split("\n")
      .slice(4, 10)
      .map((line) => line.trim());
    try {
      originalAppendFileSync(LOG, `${JSON.stringify({ operation, path: String(target), stack })}\n`);
    } catch {
      // The log is in the temp folder; nothing else to do if it cannot be written.
    }
  }
  return error;
}

const isWriteFlag = (flags) =>
  flags !== undefined &&
  flags !== null &&
  (typeof flags === "number"
    ? (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_TRUNC)) !== 0
    : /[wa+]/.test(String(flags)));

// Which arguments name paths written to, per operation (open*: only with a write flag).
const WRITES = {
  writeFile: [0],
  appendFile: [0],
  mkdir: [0],
  mkdtemp: [0],
  rename: [0, 1],
  copyFile: [1],
  cp: [1],
  rm: [0],
  rmdir: [0],
  unlink: [0],
  symlink: [1],
  link: [1],
  truncate: [0],
  chmod: [0],
  chown: [0],
  utimes: [0],
};

function targetsOf(operation, args) {
  if (operation === "open") return isWriteFlag(args[1]) ? [args[0]] : [];
  if (operation === "createWriteStream") {
    const options = args[1];
    return typeof options === "object" && options?.fd !== undefined ? [] : [args[0]];
  }
  return (WRITES[operation] ?? []).map((index) => args[index]);
}

function blocked(operation, args) {
  const target = targetsOf(operation, args).find((candidate) => !isWritable(candidate));
  return target === undefined ? null : refusal(operation, target);
}

for (const operation of [...Object.keys(WRITES), "open"]) {
  const sync = `${operation}Sync`;
  if (typeof fs[sync] === "function") {
    const original = fs[sync];
    fs[sync] = function (...args) {
      const error = blocked(operation, args);
      if (error) throw error;
      return original.apply(this, args);
    };
  }
  if (typeof fs[operation] === "function") {
    const original = fs[operation];
    fs[operation] = function (...args) {
      const error = blocked(operation, args);
      if (error) {
        const callback = args.findLast((arg) => typeof arg === "function");
        if (callback) process.nextTick(callback, error);
        else throw error;
        return undefined;
      }
      return original.apply(this, args);
    };
  }
  if (typeof fs.promises[operation] === "function") {
    const original = fs.promises[operation];
    fs.promises[operation] = function (...args) {
      const error = blocked(operation, args);
      return error ? Promise.reject(error) : original.apply(this, args);
    };
  }
}

const originalCreateWriteStream = fs.createWriteStream;
fs.createWriteStream = function (...args) {
  const error = blocked("createWriteStream", args);
  if (error) throw error;
  return originalCreateWriteStream.apply(this, args);
};

syncBuiltinESMExports();
