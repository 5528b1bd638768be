// The rehearsal's set-up is a deployment the check accepts, and its edge enforces Vercel's limits.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { adminUrlOf } from "./global-setup";
import { EXPECT_REFUSAL_HEADER, FUNCTION_PAYLOAD_LIMIT_BYTES } from "./support/vercel-edge-proxy";
import { expect, PUBLIC_BLOB_TOKEN, test } from "./support/rehearsal";

// Not spawnSync: the check writes a blob to the stand-in, which answers from this process's event loop.
const checkDeploy = (env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ["scripts/check-deploy.mjs"], { env, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

test("npm run check-deploy passes with the rehearsal's settings and fails without the Blob token", async ({
  rehearsal,
}) => {
  const withAll = await checkDeploy(rehearsal.env);
  expect(withAll.status, withAll.stdout + withAll.stderr).toBe(0);
  // Nothing missing but the one setting a real deployment never has: Stripe's API is the stand-in here.
  expect(withAll.stdout).toMatch(/^Deployment check \(on Vercel\): 0 fatal gaps, 1 warning\./m);
  expect(withAll.stdout).toMatch(/^ {2}- STRIPE_API_HOST is set /m);

  const withoutBlob = { ...rehearsal.env, BLOB_READ_WRITE_TOKEN: undefined };
  const without = await checkDeploy(withoutBlob);
  expect(without.status).toBe(1);
  expect(without.stdout).toContain("BLOB_READ_WRITE_TOKEN is not set");
});

// Each setting the deployment would have taken before the check ran the shop's own schema and connected to
// its services: each answered 500 on every route, locked /admin, or failed every upload.
test("npm run check-deploy refuses each bad setting, naming it", async ({ rehearsal }) => {
  const fresh = `sticker_rehearsal_unmigrated_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrlOf(rehearsal.databaseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${fresh}"`);
  try {
    const unmigrated = Object.assign(new URL(rehearsal.databaseUrl), { pathname: `/${fresh}` }).toString();
    const unreachable = Object.assign(new URL(rehearsal.databaseUrl), { port: "1" }).toString();
    const cases: Array<[Record<string, string | undefined>, string, RegExp]> = [
      [{ CRON_SECRET: "x".repeat(15) }, "CRON_SECRET", /CRON_SECRET must be at least 16 characters/],
      [{ AUTH_SECRET: "y".repeat(31) }, "AUTH_SECRET", /AUTH_SECRET must be at least 32 characters/],
      [{ ORDER_EXPIRY_HOURS: "abc" }, "ORDER_EXPIRY_HOURS", /ORDER_EXPIRY_HOURS must be a number of hours/],
      [{ ADMIN_PASSWORD_HASH: "not-a-hash" }, "ADMIN_PASSWORD_HASH", /ADMIN_PASSWORD_HASH cannot verify any password/],
      [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD", /ADMIN_PASSWORD is 5 characters long/],
      [{ DATABASE_URL: unmigrated }, "DATABASE_URL", /lacks \d+ of \d+ migrations .*: it was never migrated/],
      [{ DATABASE_URL: unreachable }, "DATABASE_URL", /cannot be reached \(connect ECONNREFUSED/],
      [
        { BLOB_READ_WRITE_TOKEN: PUBLIC_BLOB_TOKEN },
        "BLOB_READ_WRITE_TOKEN",
        /Blob store of BLOB_READ_WRITE_TOKEN is public/,
      ],
    ];
    for (const [bad, setting, problem] of cases) {
      const result = await checkDeploy({ ...rehearsal.env, ...bad });
      expect(result.status, `${setting}: ${result.stdout}${result.stderr}`).toBe(1);
      expect(result.stdout).toMatch(/^Deployment check \(on Vercel\): 1 fatal gap, /m);
      expect(result.stdout).toMatch(
        new RegExp(`^Fatal \\(the deployment cannot go live\\):\\n {2}- .*${problem.source}`, "m"),
      );
      expect(result.stdout).toContain(setting);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${fresh}" WITH (FORCE)`);
    await admin.end();
  }
});

test("the edge refuses a request body over 4.5 MB with Vercel's 413 and sets the client address", async ({
  rehearsal,
}) => {
  const tooLarge = await fetch(`${rehearsal.origin}/api/upload-design`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", [EXPECT_REFUSAL_HEADER]: "1" },
    body: new Uint8Array(FUNCTION_PAYLOAD_LIMIT_BYTES + 1),
  });
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.headers.get("x-vercel-error")).toBe("FUNCTION_PAYLOAD_TOO_LARGE");
  expect(await tooLarge.text()).toContain("FUNCTION_PAYLOAD_TOO_LARGE");
  expect(rehearsal.edge.refusals.at(-1)).toMatchObject({ path: "/api/upload-design", expected: true });

  // The shop's rate limits and admin throttle see the address the edge sets (TRUSTED_IP_HEADER).
  const sizes = await fetch(`${rehearsal.origin}/api/sticker-sizes`);
  expect(sizes.status).toBe(200);
});
