// `npm start` refuses an ADMIN_PASSWORD shorter than 12 characters before it touches the database or
// builds anything.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const scratch = mkdtempSync(path.join(os.tmpdir(), "start-password-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function start(adminPassword: string) {
  const databaseFile = path.join(scratch, `${adminPassword.length}.db`);
  const env = { ...process.env };
  delete env.ADMIN_PASSWORD_HASH;
  // Run from an empty folder: should the check be missing, there is nothing there to build or serve.
  const result = spawnSync(process.execPath, [path.resolve("scripts/start.mjs")], {
    cwd: scratch,
    env: { ...env, ADMIN_PASSWORD: adminPassword, DATABASE_URL: `file:${databaseFile}`, PORT: "0" },
    encoding: "utf8",
    timeout: 15000,
  });
  return { ...result, databaseCreated: existsSync(databaseFile) };
}

describe("npm start and ADMIN_PASSWORD", () => {
  it.each(["short", "elevenchars", "  padded-9  "])("refuses %j with a clear message", (password) => {
    const result = start(password);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to start: ADMIN_PASSWORD is");
    expect(result.stderr).toContain("it must have at least 12");
    expect(result.databaseCreated).toBe(false);
  });
});
