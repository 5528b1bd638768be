import { createHash } from "node:crypto";
import { multipartBoundary, parseMultipartForm } from "./parse-multipart-form";

// The parser must read every body exactly as fetch's `Response.formData()` does (see its header),
// so it is compared with the platform on valid forms, on odd ones and on thousands of mutations.

type Entry = { name: string; filename: string | null; value: string };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function platform(body: Uint8Array, contentType: string): Promise<Entry[] | null> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return null;
  }
  const entries: Entry[] = [];
  for (const [name, value] of form.entries()) {
    entries.push(typeof value === "string" ? { name, filename: null, value } : { name, filename: value.name, value: sha256(new Uint8Array(await value.arrayBuffer())) });
  }
  return entries;
}

function ours(body: Uint8Array, contentType: string): Entry[] | null {
  const boundary = multipartBoundary(contentType);
  const parts = boundary === null ? null : parseMultipartForm(Buffer.from(body), boundary);
  if (parts === null) return null;
  return parts.map(({ name, filename, body: bytes }) => ({ name, filename, value: filename === null ? new TextDecoder().decode(bytes) : sha256(bytes) }));
}

async function expectSameAsPlatform(body: Uint8Array, contentType: string) {
  expect({ contentType, body: Buffer.from(body).toString("latin1"), entries: ours(body, contentType) }).toEqual({
    contentType,
    body: Buffer.from(body).toString("latin1"),
    entries: await platform(body, contentType),
  });
}

async function encode(build: (form: FormData) => void): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  build(form);
  const request = new Request("http://test/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type") as string };
}

const bytes = (text: string) => Buffer.from(text, "latin1");
const B = "multipart/form-data; boundary=XX";

// Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("parseMultipartForm reads forms as Response.formData() does", () => {
  it.each<[string, (form: FormData) => void]>([
    ["a file and a field", (form) => {
      form.append("file", new Blob([new Uint8Array(5000).map((_, i) => i % 251)]), "art.png");
      form.append("sessionId", "session_1234567890_abcdefgh");
    }],
    ["names browsers escape", (form) => form.append("file", new Blob(["x"]), 'C:\\Users\\me\\logo\u0000\u202e\r\n"final" %22 %0a.png')],
    ["Unicode names and values", (form) => {
      form.append("fïeld ✓", "välue 日本 \r\n \uFEFFx");
      form.append("file", new Blob(["\uFEFFdata"]), "Ünïcødé 日本.png");
    }],
    ["empty file and empty name", (form) => form.append("file", new Blob([]), "")],
    ["several files and fields of one name", (form) => {
      form.append("file", "text first");
      form.append("file", new Blob(["a"]), "a.png");
      form.append("file", new Blob(["b"]), "b.png");
    }],
    ["bytes that look like a boundary", (form) => form.append("file", new Blob(["\r\n--\r\n--XX\r\n"]), "x.png")],
    ["nothing", () => undefined],
  ])("%s", async (_label, build) => {
    const { body, contentType } = await encode(build);
    await expectSameAsPlatform(body, contentType);
  });

  it.each([
    ["a hand-written form", '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabcdef\r\n--XX--\r\n'],
    ["preamble and epilogue", 'preamble\r\n--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--XX--\r\nepilogue'],
    ["leading and trailing CRLFs", '\r\n\r\n--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--XX--\r\n\r\n'],
    ["no closing CRLF", '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--XX--'],
    ["no closing boundary", '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--XX'],
    ["a truncated body", '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabcdef'],
    ["filename*", "--XX\r\nContent-Disposition: form-data; name=\"file\"; filename*=\"UTF-8''n%C3%AFve.png\"\r\n\r\nabc\r\n--XX--\r\n"],
    ["unquoted filename*", "--XX\r\nContent-Disposition: form-data; name=\"file\"; filename*=UTF-8''naive.png\r\n\r\nabc\r\n--XX--\r\n"],
    ["base64", '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Transfer-Encoding: base64\r\n\r\naGVsbG8=\r\n--XX--\r\n'],
    ["octet-stream without a file name", '--XX\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\nabc\r\n--XX--\r\n'],
    ["no Content-Disposition", "--XX\r\nContent-Type: image/png\r\n\r\nabc\r\n--XX--\r\n"],
    ["a broken header", "--XX\r\nbroken header line\r\n\r\nabc\r\n--XX--\r\n"],
    ["LF line ends", '--XX\nContent-Disposition: form-data; name="a"\n\nv\n--XX--\n'],
    ["a header ended by a lone LF", '--XX\r\nContent-Disposition: form-data; name="a"\nX-Other: 1\r\n\r\nv\r\n--XX--\r\n'],
    ["header case and spacing", '--XX\r\ncontent-DISPOSITION :\t form-data; name="a"  \r\n\r\nv\r\n--XX--\r\n'],
    ["a control character in a name", '--XX\r\nContent-Disposition: form-data; name="a"; filename="a\x00\x01b.png"\r\n\r\nv\r\n--XX--\r\n'],
    ["Latin-1 bytes in a name", '--XX\r\nContent-Disposition: form-data; name="a"; filename="caf\xe9.png"\r\n\r\nv\r\n--XX--\r\n'],
    ["not multipart at all", "this is not multipart at all"],
    ["an empty body", ""],
  ])("%s", async (_label, body) => {
    await expectSameAsPlatform(bytes(body), B);
  });

  it.each([
    'multipart/form-data; boundary="XX"',
    "MULTIPART/Form-Data; BOUNDARY=XX",
    "multipart/form-data ;  boundary=XX  ",
    "multipart/form-data; boundary=XX; boundary=YY",
    "multipart/form-data; boundary=YY, multipart/form-data; boundary=XX",
    "multipart/form-data; boundary=XX, text/plain",
    "multipart/form-data; boundary=XX, */*",
    'multipart/form-data; boundary="X\\X"',
    'multipart/form-data; boundary="XX',
    "multipart/form-data; boundary=",
    "multipart/form-data; charset=utf-8; boundary=XX",
    "multipart/form-data; =XX; boundary=XX",
    "multipart/form-data",
    "text/plain; boundary=XX",
  ])("boundary from %j", async (contentType) => {
    await expectSameAsPlatform(bytes('--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--XX--\r\n'), contentType);
  });

  it("agrees on 3,000 random mutations of valid forms", async () => {
    const next = random(20261121);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const { body: encoded, contentType } = await encode((form) => {
      form.append("sessionId", "session_1234567890_abcdefgh");
      form.append("file", new Blob(["PNG-ish bytes \r\n -- more"]), 'my "art".png');
      form.append("note", "ünïcode");
    });
    const boundary = multipartBoundary(contentType) as string;
    const bases = [Buffer.from(encoded), bytes(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${boundary}--\r\n`)];
    const pieces = ["\r", "\n", "\r\n", '"', "-", "--", ":", ";", "=", "*", "%", "%0A", "%22", "\\", " ", "\t", "\x00", "\xff", "\xef\xbb\xbf", boundary, `--${boundary}`, "filename", "name", "form-data"];
    for (let round = 0; round < 3000; round++) {
      let body = pick(bases);
      for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * (body.length + 1));
        const kind = next();
        const piece = bytes(pick(pieces));
        if (kind < 0.4) body = Buffer.concat([body.subarray(0, at), piece, body.subarray(at)]);
        else if (kind < 0.7) body = Buffer.concat([body.subarray(0, at), body.subarray(at + 1 + Math.floor(next() * 4))]);
        else body = Buffer.concat([body.subarray(0, at), piece, body.subarray(at + piece.length)]);
      }
      await expectSameAsPlatform(body, contentType);
    }
  });
});
