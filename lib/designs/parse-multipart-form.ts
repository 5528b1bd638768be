// A multipart/form-data parser that reads a body already held in memory and hands out the parts'
// bytes as views into it, without copying them. It follows, step for step, what fetch's
// `Response.formData()` (Node's undici) does, so it accepts and refuses exactly the same bodies and
// reads the same names, file names and values; parse-multipart-form.test.ts checks that against the
// platform. It exists because `formData()` copies a 10 MB file three times (into the body, into a
// File, out of it again), which was most of an upload's parsing time. busboy is faster but differs
// from browsers' encoding: it reads a backslash in a quoted file name as an escape (so
// `C:\Users\me\logo.png` loses its folders' separators), does not decode the `%0D%0A%22` that
// browsers write for CR, LF and `"`, and refuses a part header holding a control character.

export type MultipartPart = {
  name: string;
  /** Null for a text field; a string (possibly empty) for a file, as FormData tells them apart. */
  filename: string | null;
  /** The part's bytes: a view into the body (decoded from base64 when the part says so). */
  body: Buffer;
};

const HTTP_TOKEN = /^[!#$%&'*+\-.^_|~A-Za-z0-9]+$/;
const HTTP_QUOTED_STRING_TOKENS = /^[\u0009\u0020-\u007E\u0080-\u00FF]+$/;
const isHttpWhitespace = (character: string) => character === "\n" || character === "\r" || character === "\t" || character === " ";
const isTabOrSpace = (character: string) => character === "\t" || character === " ";

function trimString(value: string, predicate: (character: string) => boolean, leading: boolean): string {
  let start = 0;
  let end = value.length;
  if (leading) while (start < end && predicate(value[start] as string)) start++;
  while (end > start && predicate(value[end - 1] as string)) end--;
  return value.slice(start, end);
}

type Cursor = { position: number };

function collectWhile(input: string, cursor: Cursor, predicate: (character: string) => boolean): string {
  const start = cursor.position;
  while (cursor.position < input.length && predicate(input[cursor.position] as string)) cursor.position++;
  return input.slice(start, cursor.position);
}

/** https://fetch.spec.whatwg.org/#collect-an-http-quoted-string */
function collectQuotedString(input: string, cursor: Cursor, extractValue: boolean): string {
  const start = cursor.position;
  let value = "";
  cursor.position++; // the opening quote
  for (;;) {
    value += collectWhile(input, cursor, (character) => character !== '"' && character !== "\\");
    if (cursor.position >= input.length) break;
    const quoteOrBackslash = input[cursor.position];
    cursor.position++;
    if (quoteOrBackslash === "\\") {
      if (cursor.position >= input.length) {
        value += "\\";
        break;
      }
      value += input[cursor.position];
      cursor.position++;
    } else {
      break;
    }
  }
  return extractValue ? value : input.slice(start, cursor.position);
}

/** https://mimesniff.spec.whatwg.org/#parse-a-mime-type: the essence and the parameters. */
function parseMimeType(raw: string): { essence: string; parameters: Map<string, string> } | null {
  const input = trimString(raw, isHttpWhitespace, true);
  const cursor: Cursor = { position: 0 };
  const type = collectWhile(input, cursor, (character) => character !== "/");
  if (type.length === 0 || !HTTP_TOKEN.test(type) || cursor.position > input.length) return null;
  cursor.position++;
  const subtype = trimString(collectWhile(input, cursor, (character) => character !== ";"), isHttpWhitespace, false);
  if (subtype.length === 0 || !HTTP_TOKEN.test(subtype)) return null;
  const parameters = new Map<string, string>();
  while (cursor.position < input.length) {
    cursor.position++; // the ";"
    collectWhile(input, cursor, isHttpWhitespace);
    const name = collectWhile(input, cursor, (character) => character !== ";" && character !== "=").toLowerCase();
    if (cursor.position < input.length) {
      if (input[cursor.position] === ";") continue;
      cursor.position++; // the "="
    }
    if (cursor.position > input.length) break;
    let value: string;
    if (input[cursor.position] === '"') {
      value = collectQuotedString(input, cursor, true);
      collectWhile(input, cursor, (character) => character !== ";");
    } else {
      value = trimString(collectWhile(input, cursor, (character) => character !== ";"), isHttpWhitespace, false);
      if (value.length === 0) continue;
    }
    if (name.length > 0 && HTTP_TOKEN.test(name) && (value.length === 0 || HTTP_QUOTED_STRING_TOKENS.test(value)) && !parameters.has(name)) {
      parameters.set(name, value);
    }
  }
  return { essence: `${type.toLowerCase()}/${subtype.toLowerCase()}`, parameters };
}

/**
 * The boundary of a multipart/form-data Content-Type, read as fetch extracts a MIME type from the
 * header (comma-separated values, the last valid one wins); null when the type is not
 * multipart/form-data or has no boundary.
 */
export function multipartBoundary(contentType: string): string | null {
  // https://fetch.spec.whatwg.org/#header-value-get-decode-and-split
  const values: string[] = [];
  const cursor: Cursor = { position: 0 };
  let value = "";
  while (cursor.position < contentType.length) {
    value += collectWhile(contentType, cursor, (character) => character !== '"' && character !== ",");
    if (cursor.position < contentType.length) {
      if (contentType[cursor.position] === '"') {
        value += collectQuotedString(contentType, cursor, false);
        if (cursor.position < contentType.length) continue;
      } else {
        cursor.position++; // the ","
      }
    }
    values.push(trimString(value, isTabOrSpace, true));
    value = "";
  }
  let mimeType: ReturnType<typeof parseMimeType> = null;
  for (const value of values) {
    const parsed = parseMimeType(value);
    if (parsed && parsed.essence !== "*/*") mimeType = parsed;
  }
  if (mimeType?.essence !== "multipart/form-data") return null;
  return mimeType.parameters.get("boundary") ?? null;
}

const CR = 0x0d;
const LF = 0x0a;
const COLON = 0x3a;
const QUOTE = 0x22;
const DASH_DASH = Buffer.from("--");
const DASH_DASH_CRLF = Buffer.from("--\r\n");
const FORM_DATA_NAME = Buffer.from('form-data; name="');
const FILENAME = Buffer.from("; filename");
const nameDecoder = new TextDecoder();

function startsWithAt(input: Buffer, prefix: Buffer, position: number): boolean {
  return input.subarray(position, position + prefix.length).equals(prefix);
}

function collectBytes(input: Buffer, cursor: Cursor, predicate: (byte: number) => boolean): Buffer {
  const start = cursor.position;
  while (cursor.position < input.length && predicate(input[cursor.position] as number)) cursor.position++;
  return input.subarray(start, cursor.position);
}

const isTabOrSpaceByte = (byte: number) => byte === 0x09 || byte === 0x20;

/** Tab and space removed from the end (and the start): undici's removeChars, quirks included. */
function trimBytes(bytes: Buffer, leading: boolean): Buffer {
  let lead = 0;
  let trail = bytes.length - 1;
  if (leading) while (lead < bytes.length && isTabOrSpaceByte(bytes[lead] as number)) lead++;
  while (trail > 0 && isTabOrSpaceByte(bytes[trail] as number)) trail--;
  return lead === 0 && trail === bytes.length - 1 ? bytes : bytes.subarray(lead, trail + 1);
}

/** https://andreubotella.github.io/multipart-form-data/#parse-a-multipart-form-data-name (after the opening quote) */
function parseName(input: Buffer, cursor: Cursor): string | null {
  const raw = collectBytes(input, cursor, (byte) => byte !== LF && byte !== CR && byte !== QUOTE);
  if (input[cursor.position] !== QUOTE) return null;
  cursor.position++;
  return nameDecoder.decode(raw).replace(/%0A/gi, "\n").replace(/%0D/gi, "\r").replace(/%22/g, '"');
}

type PartHeaders = { name: string; filename: string | null; encoding: string | null };

/** https://andreubotella.github.io/multipart-form-data/#parse-multipart-form-data-headers */
function parseHeaders(input: Buffer, cursor: Cursor): PartHeaders | null {
  let name: string | null = null;
  let filename: string | null = null;
  let encoding: string | null = null;
  for (;;) {
    if (input[cursor.position] === CR && input[cursor.position + 1] === LF) return name === null ? null : { name, filename, encoding };
    const headerName = trimBytes(
      collectBytes(input, cursor, (byte) => byte !== LF && byte !== CR && byte !== COLON),
      true,
    );
    if (!HTTP_TOKEN.test(headerName.toString())) return null;
    if (input[cursor.position] !== COLON) return null;
    cursor.position++;
    collectBytes(input, cursor, isTabOrSpaceByte);
    const untilLineEnd = () => trimBytes(collectBytes(input, cursor, (byte) => byte !== LF && byte !== CR), false);
    switch (headerName.toString("latin1").toLowerCase()) {
      case "content-disposition": {
        name = filename = null;
        if (!startsWithAt(input, FORM_DATA_NAME, cursor.position)) return null;
        cursor.position += FORM_DATA_NAME.length;
        name = parseName(input, cursor);
        if (name === null) return null;
        if (startsWithAt(input, FILENAME, cursor.position)) {
          let check = cursor.position + FILENAME.length;
          if (input[check] === 0x2a) {
            cursor.position += 1;
            check += 1;
          }
          if (input[check] !== 0x3d || input[check + 1] !== QUOTE) return null;
          cursor.position += FILENAME.length + 2; // past `="`
          filename = parseName(input, cursor);
          if (filename === null) return null;
        }
        break;
      }
      case "content-transfer-encoding":
        encoding = untilLineEnd().toString("latin1");
        break;
      default:
        untilLineEnd(); // content-type included: FormData keeps it, the shop does not need it
    }
    // (sic: `&&`, as in undici, so a header line ended by a lone CR or LF passes.)
    if (input[cursor.position] !== CR && input[cursor.position + 1] !== LF) return null;
    cursor.position += 2;
  }
}

/**
 * The parts of a multipart/form-data body in order, or null when the body is not a well-formed
 * form (where `formData()` throws). https://andreubotella.github.io/multipart-form-data/#multipart-form-data-parser
 */
export function parseMultipartForm(body: Buffer, boundaryString: string): MultipartPart[] | null {
  const boundary = Buffer.from(`--${boundaryString}`, "utf8");
  const parts: MultipartPart[] = [];
  const cursor: Cursor = { position: 0 };
  // Leading and trailing CRLFs are allowed.
  while (body[cursor.position] === CR && body[cursor.position + 1] === LF) cursor.position += 2;
  let trailing = body.length;
  while (body[trailing - 1] === LF && body[trailing - 2] === CR) trailing -= 2;
  const input = trailing === body.length ? body : body.subarray(0, trailing);

  for (;;) {
    if (!startsWithAt(input, boundary, cursor.position)) return null;
    cursor.position += boundary.length;
    if (
      (cursor.position === input.length - 2 && startsWithAt(input, DASH_DASH, cursor.position)) ||
      (cursor.position === input.length - 4 && startsWithAt(input, DASH_DASH_CRLF, cursor.position))
    ) {
      return parts;
    }
    if (input[cursor.position] !== CR || input[cursor.position + 1] !== LF) return null;
    cursor.position += 2;

    const headers = parseHeaders(input, cursor);
    if (headers === null) return null;
    cursor.position += 2;

    // As undici: the part ends 4 bytes ("\r\n--") before the next occurrence of the boundary.
    const boundaryIndex = input.indexOf(boundary.subarray(2), cursor.position);
    if (boundaryIndex === -1) return null;
    let partBody = input.subarray(cursor.position, boundaryIndex - 4);
    cursor.position += partBody.length;
    if (headers.encoding === "base64") partBody = Buffer.from(partBody.toString(), "base64");

    if (input[cursor.position] !== CR || input[cursor.position + 1] !== LF) return null;
    cursor.position += 2;
    parts.push({ name: headers.name, filename: headers.filename, body: partBody });
  }
}
