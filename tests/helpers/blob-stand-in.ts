// A local stand-in for the Vercel Blob service: the subset of its HTTP API that @vercel/blob 2.8
// uses (see shared/notes/stack-facts.md), plus the store host that serves blob content.
//
// API (at `${origin}/api/blob`, the SDK's VERCEL_BLOB_API_URL):
//   PUT  /?pathname=<p>    put: raw body, x-content-type, x-vercel-blob-access, x-allow-overwrite
//   GET  /?url=<url|p>     head
//   GET  /?prefix=<p>      list (limit, cursor)
//   POST /delete           del: { urls: [...] }
//   POST /mpu              multipart put (x-mpu-action create, upload with x-mpu-part-number, complete)
//   POST /signed-token     issueSignedToken: a delegation for presignUrl (scope: pathname, operations, validUntil)
// Content (what https://<store>.<access>.blob.vercel-storage.com/<p> serves): GET /<p>, with the bearer token or
// as a presigned URL (vercel-blob-delegation and vercel-blob-signature: the HMAC-SHA256 of the SDK's canonical
// string with the delegation's clientSigningToken, checked here, as are its pathname, operation and expiry).
// Every request must carry `authorization: Bearer <token>`; all of them are recorded.
// A store made with `access: "public"` refuses private puts the way Vercel refuses them (400, code bad_request,
// "Cannot use private access on a public store", the message third-party code matches on; a store's access is
// chosen when it is created and cannot be changed). Without `access` a store takes both, as before.
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
  /**
   * The next `times` API requests that `matches` answer 503 `service_unavailable`, as Blob does when it is
   * down (the SDK throws BlobServiceNotAvailable); e.g. a multipart upload's parts.
   */
  failNext(
    matches: (request: { method: string; route: string; mpuAction: string | undefined }) => boolean,
    times: number,
  ): void;
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
type StoreAccess = "public" | "private";
type StandInStore = {
  storeId: string;
  blobs: Map<string, StoredBlob>;
  access?: StoreAccess;
  clientToken?: ClientTokenConstraints;
};
type Delegation = {
  store: StandInStore;
  pathname: string;
  operations: string[];
  validUntil: number;
  signingToken: string;
};
type MultipartUpload = {
  pathname: string;
  contentType: string;
  access: string;
  allowOverwrite: boolean;
  parts: Map<number, Buffer>;
};

/** The query keys the SDK signs beside the operation and pathname (PRESIGN_CANONICAL_QUERY_KEYS). */
const PRESIGN_SIGNED_KEYS = [
  "vercel-blob-add-random-suffix",
  "vercel-blob-allow-overwrite",
  "vercel-blob-allowed-content-types",
  "vercel-blob-cache-control-max-age",
  "vercel-blob-callback-token-payload",
  "vercel-blob-callback-url",
  "vercel-blob-if-match",
  "vercel-blob-maximum-size-in-bytes",
  "vercel-blob-valid-until",
];

/** Whether a presigned GET URL was signed by a delegation this stand-in issued, for this pathname, still valid. */
function checkPresignedGet(url: URL, delegations: Map<string, Delegation>): StandInStore | null {
  const delegation = delegations.get(url.searchParams.get("vercel-blob-delegation") ?? "");
  const pathname = decodeURIComponent(url.pathname.slice(1));
  if (!delegation || !delegation.operations.includes("get")) return null;
  if (delegation.pathname !== "*" && delegation.pathname !== pathname) return null;
  const validUntil = Number(url.searchParams.get("vercel-blob-valid-until") ?? delegation.validUntil);
  if (Date.now() > Math.min(validUntil, delegation.validUntil)) return null;
  const lines = [`operation=get`, `pathname=${pathname}`];
  for (const key of PRESIGN_SIGNED_KEYS) {
    const value = url.searchParams.get(key);
    if (value) lines.push(`${key}=${value}`);
  }
  const expected = createHmac("sha256", delegation.signingToken).update(lines.sort().join("\n")).digest("base64url");
  const given = url.searchParams.get("vercel-blob-signature") ?? "";
  if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  return delegation.store;
}

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
  access,
  otherStores = [],
}: {
  token: string;
  storeId: string;
  /** The store's access as created on Vercel; unset: it takes public and private puts alike. */
  access?: StoreAccess;
  otherStores?: { token: string; storeId: string; access?: StoreAccess }[];
}): Promise<BlobStandIn> {
  const requests: RecordedBlobRequest[] = [];
  const stores = new Map<string, StandInStore>([[token, { storeId, blobs: new Map(), access }]]);
  for (const other of otherStores) {
    stores.set(other.token, { storeId: other.storeId, blobs: new Map(), access: other.access });
  }
  const blobs = stores.get(token)!.blobs;
  const delegations = new Map<string, Delegation>();
  const uploads = new Map<string, MultipartUpload>();
  const faults: { matches: Parameters<BlobStandIn["failNext"]>[0]; left: number }[] = [];
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
    store: StandInStore,
  ) {
    const { storeId, blobs, clientToken } = store;
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
    const mpuAction = request.headers["x-mpu-action"];
    const fault = faults.find(
      (f) =>
        f.left > 0 &&
        f.matches({
          method: request.method ?? "",
          route,
          mpuAction: typeof mpuAction === "string" ? mpuAction : undefined,
        }),
    );
    if (fault) {
      fault.left--;
      request.resume();
      return sendError(response, 503, "service_unavailable", "The blob service is currently not available.");
    }
    if (clientToken && !(request.method === "PUT" && route === "/")) {
      request.resume();
      return sendError(response, 403, "forbidden", "A client token only allows uploads");
    }
    const requestedAccess = String(request.headers["x-vercel-blob-access"] ?? "public");
    const creates = (request.method === "PUT" && route === "/") || request.headers["x-mpu-action"] === "create";
    if (creates && store.access && requestedAccess !== store.access) {
      request.resume();
      return sendError(response, 400, "bad_request", `Cannot use ${requestedAccess} access on a ${store.access} store`);
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
    if (request.method === "POST" && route === "/signed-token") {
      const body = JSON.parse((await readBody(request)).toString("utf8") || "{}") as {
        pathname?: string;
        operations?: string[];
        validUntil?: number;
      };
      const scope = {
        storeId,
        pathname: body.pathname ?? "*",
        operations: body.operations ?? ["get"],
        validUntil: body.validUntil ?? Date.now() + 3_600_000,
      };
      const delegationToken = `${Buffer.from(JSON.stringify(scope)).toString("base64url")}.${randomBytes(16).toString("hex")}`;
      const signingToken = randomBytes(24).toString("hex");
      delegations.set(delegationToken, { store, ...scope, signingToken });
      return sendJson(response, 200, {
        delegationToken,
        clientSigningToken: signingToken,
        validUntil: scope.validUntil,
      });
    }
    if (request.method === "POST" && route === "/mpu") {
      const action = request.headers["x-mpu-action"];
      const pathname = url.searchParams.get("pathname") ?? "";
      if (action === "create") {
        request.resume();
        const uploadId = randomBytes(8).toString("hex");
        uploads.set(uploadId, {
          pathname,
          contentType: String(request.headers["x-content-type"] ?? "application/octet-stream"),
          access: String(request.headers["x-vercel-blob-access"] ?? "public"),
          allowOverwrite: request.headers["x-allow-overwrite"] === "1",
          parts: new Map(),
        });
        return sendJson(response, 200, { uploadId, key: `key-${uploadId}` });
      }
      const upload = uploads.get(String(request.headers["x-mpu-upload-id"] ?? ""));
      if (!upload || upload.pathname !== pathname) {
        request.resume();
        return sendError(response, 400, "bad_request", "Unknown multipart upload");
      }
      if (action === "upload") {
        const bytes = await readBody(request);
        const partNumber = Number(request.headers["x-mpu-part-number"]);
        upload.parts.set(partNumber, bytes);
        return sendJson(response, 200, {
          etag: `"part-${partNumber}-${createHash("sha1").update(bytes).digest("hex")}"`,
        });
      }
      if (action === "complete") {
        const listed = JSON.parse((await readBody(request)).toString("utf8")) as Array<{ partNumber: number }>;
        const numbers = listed.map((part) => part.partNumber).sort((a, b) => a - b);
        if (numbers.some((number) => !upload.parts.has(number)))
          return sendError(response, 400, "bad_request", "A listed part was never uploaded");
        if (blobs.has(pathname) && !upload.allowOverwrite)
          return sendError(response, 400, "bad_request", "This blob already exists");
        const bytes = Buffer.concat(numbers.map((number) => upload.parts.get(number)!));
        const blob: StoredBlob = {
          bytes,
          contentType: upload.contentType,
          access: upload.access,
          uploadedAt: new Date(),
          etag: `"${createHash("sha1").update(bytes).digest("hex")}"`,
        };
        blobs.set(pathname, blob);
        uploads.delete(String(request.headers["x-mpu-upload-id"]));
        return sendJson(response, 200, describe(pathname, blob));
      }
      request.resume();
      return sendError(response, 400, "bad_request", "Unknown multipart action");
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
    const presigned = url.searchParams.has("vercel-blob-delegation") && !url.pathname.startsWith(API_PREFIX);
    const store = presigned ? checkPresignedGet(url, delegations) : storeOf(request);
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
    failNext: (matches, times) => {
      faults.push({ matches, left: times });
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
