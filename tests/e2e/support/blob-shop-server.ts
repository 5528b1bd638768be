// A production server of the shop with Vercel Blob on, for the direct-to-Blob e2e specs: the Blob
// stand-in, an HTTPS proxy in front of it for the browser's calls (Playwright re-routes
// https://vercel.com/api/blob there), and `next start` with the Blob token and its own SQLite database.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { startBlobStandIn, type BlobStandIn } from "../../helpers/blob-stand-in";

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

// Playwright may only re-route an https request to another https address (and a fulfilled request
// would lose the file's body), so the browser's calls reach the stand-in through this HTTPS proxy,
// which adds the CORS headers Vercel Blob's API sends.
async function startBlobApiProxy(target: string): Promise<{ proxy: http2.Http2SecureServer; origin: string }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "blob-proxy-"));
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-keyout",
      path.join(folder, "key.pem"),
      "-out",
      path.join(folder, "cert.pem"),
    ]),
    { encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "PUT, GET, POST, DELETE, OPTIONS",
    "access-control-allow-headers": "*",
  };
  // HTTP/2 too: Chromium refuses a re-routed https request on a server that offers only HTTP/1.1.
  const proxy = http2.createSecureServer(
    {
      key: readFileSync(path.join(folder, "key.pem")),
      cert: readFileSync(path.join(folder, "cert.pem")),
      allowHTTP1: true,
    },
    (request, response) => {
      if (request.method === "OPTIONS") {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      // HTTP/2's pseudo-headers and HTTP/1.1's connection headers do not cross between the two.
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(":")));
      const forwarded = http.request(`${target}${request.url}`, { method: request.method, headers }, (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of ["connection", "transfer-encoding", "keep-alive"]) delete answerHeaders[name];
        response.writeHead(answer.statusCode ?? 502, { ...answerHeaders, ...cors });
        answer.pipe(response);
      });
      request.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  rmSync(folder, { recursive: true, force: true });
  return { proxy, origin: `https://127.0.0.1:${(proxy.address() as net.AddressInfo).port}` };
}

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
  const { proxy, origin: proxyOrigin } = await startBlobApiProxy(standIn.origin);
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
    routeBlobApi: async (page) => {
      await page.route(/^https:\/\/vercel\.com\/api\/blob/, (route) =>
        route.continue({ url: route.request().url().replace("https://vercel.com", proxyOrigin) }),
      );
    },
    stop: async () => {
      server.kill("SIGTERM");
      await standIn.close();
      proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
