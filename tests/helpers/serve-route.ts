// A route handler behind a real HTTP address, as @vercel/blob/client's upload() calls a token route
// from the browser (it fetches `handleUploadUrl`). `params` are the route's dynamic segments.
import http from "node:http";
import type { AddressInfo } from "node:net";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ServedRoute = { url: string; close: () => Promise<void> };

export async function serveRoute(handler: unknown, params: Record<string, string> = {}): Promise<ServedRoute> {
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const request = new Request(`http://shop.test${incoming.url}`, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: incoming.method === "GET" ? undefined : Buffer.concat(chunks),
      });
      const response = await (handler as Handler)(request, { params: Promise.resolve(params) });
      outgoing.writeHead(response.status, { "content-type": "application/json" });
      outgoing.end(await response.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
