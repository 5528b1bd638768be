// Browser-side fetch helper: JSON in and out, credentials included, and a failed response becomes an
// Error carrying the server's own message (the API always answers `{ message }` on errors).
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

export async function readErrorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text || response.statusText || `Request failed (${response.status})`;
}

export async function requestJson<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: HeadersInit = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    cache: "no-store",
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
  return (await response.json()) as T;
}
