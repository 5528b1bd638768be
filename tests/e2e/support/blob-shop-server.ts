// A production server of the shop with Vercel Blob on, for the direct-to-Blob e2e specs: the Blob
// stand-in, an HTTPS proxy in front of it for the browser's calls (Playwright re-routes
// https://vercel.com/api/blob there), and `next start` with the Blob token and its own SQLite database.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { startBlobStandIn, type BlobStandIn } from "../../helpers/blob-stand-in";
import { routeBlobApi, startHttpsStandInProxy } from "./https-stand-in-proxy";

const ROOT = process.cwd();

export type BlobShopServer = {
  standIn: BlobStandIn;
  /** The shop's own address (http://127.0.0.1:<port>). */
  origin: string;
  /** Where the shop writes its database, local files and outbox. */
  dataDir: string;
  /** Sends the page's calls to Vercel Blob's API to the stand-in, as they would go to Blob itself. */
  routeBlobApi: (page: Page) => Promise<void>;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the stand-in, its proxy and the shop (data under data/<dataFolder>); call in beforeAll. */
export async function startBlobShopServer({
  token,
  storeId,
  dataFolder,
}: {
  token: string;
  storeId: string;
  dataFolder: string;
}): Promise<BlobShopServer> {
  const dataDir = path.join(ROOT, "data", dataFolder);
  const standIn = await startBlobStandIn({ token, storeId });
  const proxy = await startHttpsStandInProxy(standIn.origin);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${path.join(dataDir, "shop.db")}`,
    DESIGN_STORAGE_DIR: path.join(dataDir, "designs"),
    EMAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    ADMIN_PASSWORD: "e2e-admin-password",
    NEXT_TELEMETRY_DISABLED: "1",
    PAYMENTS_TEST_MODE: "1",
    BLOB_READ_WRITE_TOKEN: token,
    VERCEL_BLOB_API_URL: standIn.apiUrl,
    VERCEL_BLOB_RETRIES: "0",
    E2E_BLOB_STORE_ORIGIN: standIn.origin,
    NODE_OPTIONS: `--import ${path.join(ROOT, "tests/e2e/support/redirect-blob-store-hosts.mjs")}`,
  };
  const prepared = spawnSync(process.execPath, ["scripts/prepare-database.mjs"], { env, encoding: "utf8" });
  expect(prepared.status, prepared.stderr).toBe(0);
  const server: ChildProcess = spawn(
    "node_modules/.bin/next",
    ["start", "--port", String(port), "--hostname", "127.0.0.1"],
    { env, stdio: "ignore" },
  );
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/sticker-sizes`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);

  return {
    standIn,
    origin,
    dataDir,
    routeBlobApi: (page) => routeBlobApi(page, proxy),
    stop: async () => {
      server.kill("SIGTERM");
      await standIn.close();
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
