// The rehearsal's set-up is a deployment the check accepts, and its edge enforces Vercel's limits.
import { spawnSync } from "node:child_process";
import { EXPECT_REFUSAL_HEADER, FUNCTION_PAYLOAD_LIMIT_BYTES } from "./support/vercel-edge-proxy";
import { expect, test } from "./support/rehearsal";

const checkDeploy = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ["scripts/check-deploy.mjs"], { env, encoding: "utf8" });

test("npm run check-deploy passes with the rehearsal's settings and fails without the Blob token", ({ rehearsal }) => {
  const withAll = checkDeploy(rehearsal.env);
  expect(withAll.status, withAll.stdout + withAll.stderr).toBe(0);
  // Nothing missing but the one setting a real deployment never has: Stripe's API is the stand-in here.
  expect(withAll.stdout).toMatch(/^Deployment check \(on Vercel\): 0 fatal gaps, 1 warning\./m);
  expect(withAll.stdout).toMatch(/^ {2}- STRIPE_API_HOST is set /m);

  const withoutBlob = { ...rehearsal.env, BLOB_READ_WRITE_TOKEN: undefined };
  const without = checkDeploy(withoutBlob);
  expect(without.status).toBe(1);
  expect(without.stdout).toContain("BLOB_READ_WRITE_TOKEN is not set");
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
