// jsdom has no fetch Response; component tests answer fetch with this minimal stand-in.
export function fakeJsonResponse(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Response;
}
