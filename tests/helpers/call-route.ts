// Calls a route handler the way Next does, with a real Request, and reads the JSON answer.
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type RouteCall = {
  method?: string;
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

export async function callRoute(
  handler: unknown,
  { method = "GET", path = "/", body, headers = {}, params = {} }: RouteCall = {},
) {
  const request = new Request(`http://shop.test${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await (handler as Handler)(request, { params: Promise.resolve(params) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  return { status: response.status, body: json as any, headers: response.headers };
}
