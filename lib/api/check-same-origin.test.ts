import { checkSameOrigin } from "./check-same-origin";

process.env.APP_URL = "https://stickers.example";

const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/account/sign-out", { method: "POST", headers });

describe("checkSameOrigin", () => {
  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "a form of the shop's public host", headers: { origin: "https://stickers.example" } },
    { name: "the host the browser asked for", headers: { origin: "http://127.0.0.1:3150", host: "127.0.0.1:3150" } },
    {
      name: "a proxy's forwarded host",
      headers: { origin: "https://shop.example", host: "internal:3000", "x-forwarded-host": "shop.example" },
    },
    { name: "no Origin (not a browser)", headers: {} },
    { name: "same-site fetch metadata", headers: { "sec-fetch-site": "same-origin" } },
  ])("lets through $name", ({ headers }) => {
    expect(() => checkSameOrigin(post(headers))).not.toThrow();
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "another site's Origin", headers: { origin: "https://evil.example", host: "stickers.example" } },
    { name: "an opaque Origin", headers: { origin: "null", host: "stickers.example" } },
    { name: "a malformed Origin", headers: { origin: "::", host: "stickers.example" } },
    { name: "a cross-site post without Origin", headers: { "sec-fetch-site": "cross-site" } },
  ])("refuses $name with 403", ({ headers }) => {
    expect(() => checkSameOrigin(post(headers))).toThrow(expect.objectContaining({ status: 403 }));
  });
});
