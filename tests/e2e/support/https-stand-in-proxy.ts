// Playwright may only re-route an https request to another https address (and a fulfilled request
// would lose the file's body), so the browser's calls to a service's API (Vercel Blob's at
// https://vercel.com/api/blob) reach its local stand-in through this
// HTTPS proxy, which adds the CORS headers those APIs send. Used by the direct-to-Blob e2e and the
// serverless rehearsal (tests/serverless).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";

export type HttpsStandInProxy = { origin: string; close(): Promise<void> };

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "PUT, GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "*",
};

/** Starts the HTTPS proxy to `target` (the stand-in's origin) with a throw-away certificate. */
export async function startHttpsStandInProxy(target: string): Promise<HttpsStandInProxy> {
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
  if (made.status !== 0) throw new Error(`openssl could not make the proxy's certificate: ${made.stderr}`);
  // HTTP/2 too: Chromium refuses a re-routed https request on a server that offers only HTTP/1.1.
  const server = http2.createSecureServer(
    {
      key: readFileSync(path.join(folder, "key.pem")),
      cert: readFileSync(path.join(folder, "cert.pem")),
      allowHTTP1: true,
    },
    (request, response) => {
      if (request.method === "OPTIONS") {
        response.writeHead(204, CORS);
        response.end();
        return;
      }
      // HTTP/2's pseudo-headers and HTTP/1.1's connection headers do not cross between the two.
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(":")));
      const forwarded = http.request(`${target}${request.url}`, { method: request.method, headers }, (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of ["connection", "transfer-encoding", "keep-alive"]) delete answerHeaders[name];
        response.writeHead(answer.statusCode ?? 502, { ...answerHeaders, ...CORS });
        answer.pipe(response);
      });
      request.pipe(forwarded);
    },
  );
  // close() waits for open connections, which a browser keeps alive: they are ended with it.
  const sockets = new Set<net.Socket>();
  server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  rmSync(folder, { recursive: true, force: true });
  return {
    origin: `https://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Sends the page's calls to Vercel Blob's API to the proxy, as they would go to Blob itself. */
export async function routeBlobApi(page: Page, proxy: HttpsStandInProxy) {
  await page.route(/^https:\/\/vercel\.com\/api\/blob/, (route) =>
    route.continue({ url: route.request().url().replace("https://vercel.com", proxy.origin) }),
  );
}
