// A stand-in for Vercel's edge in front of the rehearsal's production server: what the browser and the
// stand-ins' webhooks talk to. It enforces a Vercel Function's payload limits (4.5 MB, taken as
// 4,500,000 bytes, the stricter reading): a request body over it gets 413 FUNCTION_PAYLOAD_TOO_LARGE
// without reaching the function; a response that is not streamed (it declares its Content-Length) over
// it becomes 500 FUNCTION_RESPONSE_PAYLOAD_TOO_LARGE; a streamed (chunked) response passes whatever its
// size. /_next/static is served by the CDN, not a function, so it is exempt. Like Vercel it sets the
// client's address in x-vercel-forwarded-for (and x-forwarded-for, x-real-ip) and x-forwarded-proto.
// Every refusal is kept (and appended to `logFile`); a request carrying EXPECT_REFUSAL_HEADER marks a
// refusal a test provoked on purpose.
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FUNCTION_PAYLOAD_LIMIT_BYTES = 4_500_000;
export const EXPECT_REFUSAL_HEADER = "x-rehearsal-expect-refusal";

export type EdgeRefusal = {
  code: "FUNCTION_PAYLOAD_TOO_LARGE" | "FUNCTION_RESPONSE_PAYLOAD_TOO_LARGE";
  method: string;
  path: string;
  bytes: number;
  expected: boolean;
};

export type EdgeResponseRecord = { method: string; path: string; status: number; streamed: boolean; bytes: number };

export type VercelEdgeProxy = {
  origin: string;
  refusals: EdgeRefusal[];
  /** Every answered function call: whether it was streamed and how many body bytes went to the client. */
  responses: EdgeResponseRecord[];
  close(): Promise<void>;
};

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"];

function vercelError(response: http.ServerResponse, status: number, code: EdgeRefusal["code"], text: string) {
  const id = `iad1::${randomBytes(6).toString("hex")}-${Date.now()}`;
  response.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "x-vercel-error": code,
    "x-vercel-id": id,
    "cache-control": "public, max-age=0, must-revalidate",
  });
  response.end(`${text}\n\n${code}\n\n${id}\n`);
}

export async function startVercelEdgeProxy({
  target,
  logFile,
  limitBytes = FUNCTION_PAYLOAD_LIMIT_BYTES,
}: {
  target: string;
  logFile?: string;
  limitBytes?: number;
}): Promise<VercelEdgeProxy> {
  const refusals: EdgeRefusal[] = [];
  const responses: EdgeResponseRecord[] = [];
  const refuse = (refusal: EdgeRefusal) => {
    refusals.push(refusal);
    if (logFile) appendFileSync(logFile, `${JSON.stringify(refusal)}\n`);
  };

  const server = http.createServer((request, response) => {
    const method = request.method ?? "GET";
    const path = request.url ?? "/";
    const expected = request.headers[EXPECT_REFUSAL_HEADER] === "1";
    const isStatic = path.startsWith("/_next/static/");
    const declared = Number(request.headers["content-length"] ?? 0);
    if (!isStatic && declared > limitBytes) {
      request.resume();
      refuse({ code: "FUNCTION_PAYLOAD_TOO_LARGE", method, path, bytes: declared, expected });
      return vercelError(response, 413, "FUNCTION_PAYLOAD_TOO_LARGE", "Request Entity Too Large");
    }
    // Vercel takes the whole body before the function runs: a chunked one is counted as it comes.
    const chunks: Buffer[] = [];
    let received = 0;
    let refused = false;
    request.on("data", (chunk: Buffer) => {
      if (refused) return;
      received += chunk.length;
      if (!isStatic && received > limitBytes) {
        refused = true;
        refuse({ code: "FUNCTION_PAYLOAD_TOO_LARGE", method, path, bytes: received, expected });
        vercelError(response, 413, "FUNCTION_PAYLOAD_TOO_LARGE", "Request Entity Too Large");
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => {
      if (refused) return;
      const body = Buffer.concat(chunks);
      const headers: http.OutgoingHttpHeaders = { ...request.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      delete headers[EXPECT_REFUSAL_HEADER];
      const client = request.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "127.0.0.1";
      Object.assign(headers, {
        "content-length": String(body.length),
        "x-vercel-forwarded-for": client,
        "x-forwarded-for": client,
        "x-real-ip": client,
        "x-forwarded-proto": "https",
        "x-vercel-id": `iad1::${randomBytes(6).toString("hex")}`,
      });
      const forwarded = http.request(`${target}${path}`, { method, headers }, (answer) => {
        const length = answer.headers["content-length"];
        const streamed = length === undefined;
        if (!isStatic && !streamed && Number(length) > limitBytes) {
          answer.resume();
          refuse({ code: "FUNCTION_RESPONSE_PAYLOAD_TOO_LARGE", method, path, bytes: Number(length), expected });
          return vercelError(response, 500, "FUNCTION_RESPONSE_PAYLOAD_TOO_LARGE", "Response Payload Too Large");
        }
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        let sent = 0;
        answer.on("data", (chunk: Buffer) => {
          sent += chunk.length;
        });
        answer.on("end", () => {
          if (!isStatic) responses.push({ method, path, status: answer.statusCode ?? 0, streamed, bytes: sent });
        });
        answer.pipe(response);
      });
      forwarded.on("error", (error) => {
        if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
        response.end(`Bad gateway: ${error.message}`);
      });
      forwarded.end(body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refusals,
    responses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
