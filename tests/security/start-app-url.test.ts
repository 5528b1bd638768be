// A deployment never e-mails localhost links: `npm start` on PostgreSQL (or with VERCEL=1) refuses to
// start without an https:// APP_URL, before it touches the database or builds anything, and says how
// to fix it; the embedded default (SQLite, no configuration) starts as before.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { appUrlProblem, resolveAppUrl } from "@/lib/deployment/app-url.mjs";

const scratch = mkdtempSync(path.join(os.tmpdir(), "start-app-url-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Nothing listens there: a start that got past the check fails on the connection instead.
const UNREACHABLE_POSTGRES = "postgresql://postgres@127.0.0.1:9/nothing_here";

function start(extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, ADMIN_PASSWORD: "a-long-enough-password", PORT: "0" };
  for (const name of [
    "APP_URL",
    "VERCEL",
    "VERCEL_PROJECT_PRODUCTION_URL",
    "ALLOW_HTTP_APP_URL",
    "ADMIN_PASSWORD_HASH",
  ])
    delete env[name];
  // Run from an empty folder: should the check be missing, there is nothing there to build or serve.
  return spawnSync(process.execPath, [path.resolve("scripts/start.mjs")], {
    cwd: scratch,
    env: { ...env, ...extra },
    encoding: "utf8",
    timeout: 20000,
  });
}

describe("npm start and APP_URL in a deployment", () => {
  it.each([
    [
      "PostgreSQL without APP_URL",
      { DATABASE_URL: UNREACHABLE_POSTGRES },
      "APP_URL is not set (the links would point to http://localhost:0)",
    ],
    [
      "PostgreSQL with an http:// APP_URL",
      { DATABASE_URL: UNREACHABLE_POSTGRES, APP_URL: "http://shop.example" },
      "APP_URL is http://shop.example",
    ],
    [
      "VERCEL=1 without APP_URL or its production domain",
      { VERCEL: "1", DATABASE_URL: `file:${path.join(scratch, "v.db")}` },
      "APP_URL is not set",
    ],
  ])("refuses %s with a message naming APP_URL and the fix", (_case, extra, first) => {
    const result = start(extra);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to start: a deployment cannot go live with these gaps.");
    expect(result.stderr).toContain(`  - ${first}`);
    expect(result.stderr).toContain("Set APP_URL to the shop's public https:// address");
    expect(result.stderr).toContain("ALLOW_HTTP_APP_URL=1");
  });

  it.each([
    ["an https:// APP_URL", { APP_URL: "https://stickers.example" }],
    ["ALLOW_HTTP_APP_URL=1 (a local trial)", { ALLOW_HTTP_APP_URL: "1" }],
  ])("goes past the check on PostgreSQL with %s", (_case, extra) => {
    const result = start({ DATABASE_URL: UNREACHABLE_POSTGRES, ...extra });
    expect(result.stderr).not.toContain("Refusing to start");
    expect(result.status).not.toBe(0); // then fails on the unreachable database, as it should
  });
});

describe("the rule", () => {
  it("leaves the embedded default (SQLite, no configuration) alone, links on localhost", () => {
    expect(appUrlProblem({})).toBeNull();
    expect(appUrlProblem({ DATABASE_URL: "file:./data/shop.db", NODE_ENV: "production" })).toBeNull();
    expect(resolveAppUrl({})).toBe("http://localhost:3000");
    expect(resolveAppUrl({ PORT: "8080" })).toBe("http://localhost:8080");
  });

  it("on Vercel, defaults APP_URL to https://$VERCEL_PROJECT_PRODUCTION_URL, and that passes", () => {
    const vercel = {
      VERCEL: "1",
      VERCEL_PROJECT_PRODUCTION_URL: "stickers.example.com",
      DATABASE_URL: "postgresql://x/y",
    };
    expect(resolveAppUrl(vercel)).toBe("https://stickers.example.com");
    expect(appUrlProblem(vercel)).toBeNull();
    expect(resolveAppUrl({ ...vercel, APP_URL: "https://shop.example/" })).toBe("https://shop.example");
    // Only on Vercel: the variable alone changes nothing elsewhere.
    expect(resolveAppUrl({ VERCEL_PROJECT_PRODUCTION_URL: "stickers.example.com" })).toBe("http://localhost:3000");
  });
});
