// A production server of the shop with Vercel Blob on, for the direct-to-Blob e2e specs: the Blob
// stand-in, an HTTPS proxy in front of it for the browser's calls (Playwright re-routes
// https://vercel.com/api/blob there), and `next start` with the Blob token and its own SQLite database.
import { rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startBlobStandIn, type BlobStandIn } from "../../helpers/blob-stand-in";
import { routeBlobApi, startHttpsStandInProxy } from "./https-stand-in-proxy";
import { findFreePort, makeOwnShopEnv, prepareOwnShopDatabase, startOwnShopServer } from "./own-shop-server";

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
  const env = makeOwnShopEnv(dataDir, {
    PAYMENTS_TEST_MODE: "1",
    BLOB_READ_WRITE_TOKEN: token,
    VERCEL_BLOB_API_URL: standIn.apiUrl,
    VERCEL_BLOB_RETRIES: "0",
    E2E_BLOB_STORE_ORIGIN: standIn.origin,
    NODE_OPTIONS: `--import ${path.join(ROOT, "tests/e2e/support/redirect-blob-store-hosts.mjs")}`,
  });
  prepareOwnShopDatabase(env);
  const server = await startOwnShopServer({ env, port: await findFreePort() });

  return {
    standIn,
    origin: server.origin,
    dataDir,
    routeBlobApi: (page) => routeBlobApi(page, proxy),
    stop: async () => {
      await server.stop();
      await standIn.close();
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
