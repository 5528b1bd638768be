// A local stand-in for the Vercel Blob service: the subset of its HTTP API that @vercel/blob 2.8
// uses (see shared/notes/stack-facts.md), plus the store host that serves blob content.
//
// API (at `${origin}/api/blob`, the SDK's VERCEL_BLOB_API_URL):
//   PUT  /?pathname=<p>    put: raw body, x-content-type, x-vercel-blob-access, x-allow-overwrite
//   GET  /?url=<url|p>     head
//   GET  /?prefix=<p>      list (limit, cursor)
//   POST /delete           del: { urls: [...] }
// Content (what https://<store>.<access>.blob.vercel-storage.com/<p> serves): GET /<p>.
// Every request must carry `authorization: Bearer <token>`; all of them are recorded.
// A client token (`vercel_blob_client_<store>_…`, made by handleUpload from a store's read-write token,
// as @vercel/blob/client's upload() sends it) opens only that put, under the constraints it signs:
// its pathname, validUntil, allowedContentTypes, maximumSizeInBytes, addRandomSuffix, allowOverwrite.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from "undici";

export type RecordedBlobRequest = { method: string; path: string; headers: http.IncomingHttpHeaders };
export type StoredBlob = { bytes: Buffer; contentType: string; access: string; uploadedAt: Date; etag: string };

export type BlobStandIn = {
  /** Value for VERCEL_BLOB_API_URL. */
  apiUrl: string;
  origin: string;
  requests: RecordedBlobRequest[];
  blobs: Map<string, StoredBlob>;
  /** The blobs of another store this stand-in serves (see `otherStores`), by its token. */
  blobsOf(token: string): Map<string, StoredBlob>;
  close(): Promise<void>;
};

const API_PREFIX = "/api/blob";

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function sendError(response: http.ServerResponse, status: number, code: string, message: string) {
  sendJson(response, status, { error: { code, message } });
}

/** Accepts a blob URL or a bare pathname, as the real API does. */
function toPathname(urlOrPathname: string): string {
  return /^https?:\/\//.test(urlOrPathname)
    ? decodeURIComponent(new URL(urlOrPathname).pathname.slice(1))
    : urlOrPathname;
}

type ClientTokenConstraints = {
  pathname: string;
  validUntil: number;
  allowedContentTypes?: string[];
  maximumSizeInBytes?: number;
  addRandomSuffix?: boolean;
  allowOverwrite?: boolean;
};
type StandInStore = { storeId: string; blobs: Map<string, StoredBlob>; clientToken?: ClientTokenConstraints };

/** The constraints of a client token signed with `readWriteToken`, or null for a forged or foreign one. */
function verifyClientToken(clientToken: string, readWriteToken: string): ClientTokenConstraints | null {
  const [signature = "", payload = ""] = Buffer.from(clientToken.split("_")[4] ?? "", "base64")
    .toString()
    .split(".");
  const expected = createHmac("sha256", readWriteToken).update(payload).digest("hex");
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return null;
  }
  return JSON.parse(Buffer.from(payload, "base64").toString()) as ClientTokenConstraints;
}

/**
 * One store per token: `token`/`storeId`, plus `otherStores` (a backup store with its own token, say).
 * A request acts on the store its bearer token opens; any other token gets 403.
 */
export async function startBlobStandIn({
  token,
  storeId,
  otherStores = [],
}: {
  token: string;
  storeId: string;
  otherStores?: { token: string; storeId: string }[];
}): Promise<BlobStandIn> {
  const requests: RecordedBlobRequest[] = [];
  const stores = new Map<string, StandInStore>([[token, { storeId, blobs: new Map() }]]);
  for (const other of otherStores) stores.set(other.token, { storeId: other.storeId, blobs: new Map() });
  const blobs = stores.get(token)!.blobs;
  const storeOf = (request: http.IncomingMessage): StandInStore | undefined => {
    const bearer = String(request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!bearer.startsWith("vercel_blob_client_")) return stores.get(bearer);
    for (const [readWriteToken, store] of stores) {
      const clientToken = verifyClientToken(bearer, readWriteToken);
      if (clientToken) return { ...store, clientToken };
    }
    return undefined;
  };

  async function handleApi(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    url: URL,
    { storeId, blobs, clientToken }: StandInStore,
  ) {
    const blobUrl = (pathname: string, access: string) =>
      `https://${storeId}.${access}.blob.vercel-storage.com/${pathname}`;
    const describe = (pathname: string, blob: StoredBlob) => ({
      url: blobUrl(pathname, blob.access),
      downloadUrl: `${blobUrl(pathname, blob.access)}?download=1`,
      pathname,
      contentType: blob.contentType,
      contentDisposition: `inline; filename="${pathname.split("/").pop()}"`,
      etag: blob.etag,
    });
    const route = url.pathname.slice(API_PREFIX.length) || "/";
    if (clientToken && !(request.method === "PUT" && route === "/")) {
      request.resume();
      return sendError(response, 403, "forbidden", "A client token only allows uploads");
    }
    if (request.method === "PUT" && route === "/") {
      let pathname = url.searchParams.get("pathname");
      if (!pathname) return sendError(response, 400, "bad_request", "pathname is required");
      const bytes = await readBody(request);
      const contentType = String(request.headers["x-content-type"] ?? "application/octet-stream");
      let allowOverwrite = request.headers["x-allow-overwrite"] === "1";
      if (clientToken) {
        if (clientToken.pathname !== pathname) return sendError(response, 403, "forbidden", "Wrong pathname");
        if (clientToken.validUntil < Date.now()) return sendError(response, 403, "forbidden", "Token expired");
        if (clientToken.allowedContentTypes && !clientToken.allowedContentTypes.includes(contentType)) {
          // The service's own wording, which the SDK maps to BlobContentTypeNotAllowedError.
          return sendError(response, 400, "bad_request", `contentType "${contentType}" is not allowed`);
        }
        if (clientToken.maximumSizeInBytes !== undefined && bytes.length > clientToken.maximumSizeInBytes) {
          const limit = clientToken.maximumSizeInBytes;
          return sendError(response, 400, "bad_request", `the file length cannot be greater than ${limit} bytes`);
        }
        if (clientToken.addRandomSuffix) {
          pathname = pathname.replace(/(\.[^./]*)?$/, (extension) => `-${randomBytes(8).toString("hex")}${extension}`);
        }
        allowOverwrite = clientToken.allowOverwrite === true;
      }
      if (blobs.has(pathname) && !allowOverwrite) {
        return sendError(response, 400, "bad_request", "This blob already exists");
      }
      const blob: StoredBlob = {
        bytes,
        contentType,
        access: String(request.headers["x-vercel-blob-access"] ?? "public"),
        uploadedAt: new Date(),
        etag: `"${createHash("sha1").update(bytes).digest("hex")}"`,
      };
      blobs.set(pathname, blob);
      return sendJson(response, 200, describe(pathname, blob));
    }
    if (request.method === "GET" && route === "/" && url.searchParams.has("url")) {
      const pathname = toPathname(url.searchParams.get("url") ?? "");
      const blob = blobs.get(pathname);
      if (!blob) return sendError(response, 404, "not_found", "The requested blob does not exist");
      return sendJson(response, 200, {
        ...describe(pathname, blob),
        size: blob.bytes.length,
        cacheControl: "public, max-age=60",
        uploadedAt: blob.uploadedAt.toISOString(),
      });
    }
    if (request.method === "GET" && route === "/") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const limit = Number(url.searchParams.get("limit") ?? 1000);
      const start = Number(url.searchParams.get("cursor") ?? 0);
      const matching = [...blobs.keys()].filter((pathname) => pathname.startsWith(prefix)).sort();
      const page = matching.slice(start, start + limit);
      const hasMore = start + limit < matching.length;
      return sendJson(response, 200, {
        blobs: page.map((pathname) => {
          const blob = blobs.get(pathname)!;
          return {
            url: blobUrl(pathname, blob.access),
            downloadUrl: blobUrl(pathname, blob.access),
            pathname,
            size: blob.bytes.length,
            uploadedAt: blob.uploadedAt.toISOString(),
            etag: blob.etag,
          };
        }),
        hasMore,
        cursor: hasMore ? String(start + limit) : undefined,
      });
    }
    if (request.method === "POST" && route === "/delete") {
      const { urls } = JSON.parse((await readBody(request)).toString("utf8")) as { urls: string[] };
      for (const urlOrPathname of urls) blobs.delete(toPathname(urlOrPathname));
      return sendJson(response, 200, {});
    }
    return sendError(response, 404, "not_found", `No stand-in route for ${request.method} ${url.pathname}`);
  }

  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers });
    const url = new URL(request.url ?? "/", "http://stand-in");
    const store = storeOf(request);
    if (!store) {
      request.resume();
      return sendError(response, 403, "forbidden", "Access denied, please provide a valid token for this resource.");
    }
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      handleApi(request, response, url, store).catch((error: unknown) =>
        sendError(response, 500, "internal_server_error", String(error)),
      );
      return;
    }
    const readable = request.method === "GET" && !store.clientToken;
    const blob = readable ? store.blobs.get(decodeURIComponent(url.pathname.slice(1))) : undefined;
    if (!blob) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("Not found");
      return;
    }
    response.writeHead(200, {
      "content-type": blob.contentType,
      "content-length": String(blob.bytes.length),
      etag: blob.etag,
      "last-modified": blob.uploadedAt.toUTCString(),
      "cache-control": "private, no-cache",
    });
    response.end(blob.bytes);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}${API_PREFIX}`,
    origin,
    requests,
    blobs,
    blobsOf: (other: string) => {
      const found = stores.get(other);
      if (!found) throw new Error("no such stand-in store");
      return found.blobs;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Sends the SDK's content reads (https://<store>.<access>.blob.vercel-storage.com/…, which do not
 * follow VERCEL_BLOB_API_URL) to the stand-in instead, by wrapping undici's global dispatcher that
 * @vercel/blob's fetch uses. Returns the function that undoes it.
 */
export function redirectBlobStoreHostsTo(origin: string): () => void {
  const original = getGlobalDispatcher();
  const redirecting = original.compose(
    (dispatch: Dispatcher["dispatch"]): Dispatcher["dispatch"] =>
      (options, handler) => {
        const target = new URL(String(options.origin));
        const isStoreHost = target.hostname.endsWith(".blob.vercel-storage.com");
        return dispatch(isStoreHost ? { ...options, origin } : options, handler);
      },
  );
  setGlobalDispatcher(redirecting);
  return () => setGlobalDispatcher(original);
}
