// The rehearsal's read-only-disk preload on its own: in a node started with it, writes outside the temp
// folder fail EROFS in every form (sync, callback, promise, ESM named import, stream) and are logged;
// writes inside the temp folder work and are not.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PRELOAD = path.resolve(__dirname, "read-only-disk.mjs");

const PROBE = `
import fs, { writeFileSync, createWriteStream } from "node:fs";
import { writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
const outside = (name) => path.join(process.cwd(), name);
const inside = (name) => path.join(os.tmpdir(), process.env.PROBE_DIR, name);
const attempts = {
  writeFileSync: () => writeFileSync(outside("sync.txt"), "x"),
  callbackAppendFile: () => new Promise((resolve, reject) => fs.appendFile(outside("cb.txt"), "x", (e) => (e ? reject(e) : resolve()))),
  promiseWriteFile: () => writeFile(outside("promise.txt"), "x"),
  promiseMkdir: () => mkdir(outside("folder"), { recursive: true }),
  openForWriting: () => fs.openSync(outside("open.txt"), "w"),
  renameInto: () => fs.renameSync(inside("moved.txt"), outside("moved.txt")),
  createWriteStream: () => createWriteStream(outside("stream.txt")),
  tmpWrite: () => writeFileSync(inside("tmp.txt"), "x"),
  tmpMkdir: () => mkdir(inside("nested/folder"), { recursive: true }),
  readOutside: () => fs.readFileSync(outside("package.json"), "utf8").length > 0,
};
writeFileSync(inside("moved.txt"), "x");
const results = {};
for (const [name, attempt] of Object.entries(attempts)) {
  try { await attempt(); results[name] = "ok"; } catch (error) { results[name] = error.code; }
}
console.log(JSON.stringify(results));
`;

describe("the read-only disk preload", () => {
  let workDir: string;
  let tempDir: string;

  beforeEach(() => {
    // The working folder must lie outside the temp folder: the repository's git-ignored data/.
    mkdirSync(path.resolve("data"), { recursive: true });
    workDir = mkdtempSync(path.resolve("data", "ro-disk-cwd-"));
    tempDir = mkdtempSync(path.join(os.tmpdir(), "ro-disk-"));
    writeFileSync(path.join(workDir, "package.json"), "{}");
  });
  afterEach(() => {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(tempDir, { recursive: true, force: true });
  });

  it("refuses writes outside the temp folder with EROFS and logs them, and lets the temp folder be written", () => {
    const log = path.join(tempDir, "refused.jsonl");
    const run = spawnSync(process.execPath, ["--import", PRELOAD, "--input-type=module", "-e", PROBE], {
      cwd: workDir,
      env: {
        ...process.env,
        READ_ONLY_DISK_LOG: log,
        PROBE_DIR: path.basename(tempDir),
      },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      writeFileSync: "EROFS",
      callbackAppendFile: "EROFS",
      promiseWriteFile: "EROFS",
      promiseMkdir: "EROFS",
      openForWriting: "EROFS",
      renameInto: "EROFS",
      createWriteStream: "EROFS",
      tmpWrite: "ok",
      tmpMkdir: "ok",
      readOutside: "ok",
    });
    for (const name of ["sync.txt", "cb.txt", "promise.txt", "folder", "open.txt", "moved.txt", "stream.txt"]) {
      expect(existsSync(path.join(workDir, name))).toBe(false);
    }
    expect(existsSync(path.join(tempDir, "nested", "folder"))).toBe(true);
    const refused = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { operation: string; path: string; stack: string[] });
    expect(refused).toHaveLength(7);
    expect(refused[0]).toMatchObject({ operation: "writeFile", path: path.join(workDir, "sync.txt") });
    expect(refused[0]?.stack[0]).toMatch(/\[eval1\]|file:|node:/);
  });

  it("leaves node without the preload writing anywhere (the test above is about the preload)", () => {
    const run = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", `import { writeFileSync } from "node:fs"; writeFileSync("plain.txt", "x");`],
      { cwd: workDir, encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(existsSync(path.join(workDir, "plain.txt"))).toBe(true);
  });
});
