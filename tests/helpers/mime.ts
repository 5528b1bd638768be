// Reads the parts of a sent message (an outbox .eml file or what the SMTP test server received):
// enough MIME for the shop's e-mails, a single text part or multipart/alternative with text and HTML.
import { readHeaders, readTextBody } from "./smtp-test-server";

export type MimePart = {
  /** The media type, lower-cased, without parameters: "text/plain", "text/html". */
  type: string;
  /** The Content-Type header as sent. */
  contentType: string;
  transferEncoding: string | undefined;
  /** The body decoded (quoted-printable or base64) to UTF-8, CRLF line breaks made LF. */
  body: string;
};

export type ParsedMessage = {
  headers: Map<string, string>;
  /** The top-level media type, lower-cased: "multipart/alternative" or "text/plain". */
  type: string;
  parts: MimePart[];
};

function mediaType(contentType: string | undefined): string {
  return (contentType ?? "text/plain").split(";")[0]?.trim().toLowerCase() ?? "text/plain";
}

function readPart(raw: string): MimePart {
  const headers = readHeaders(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  return {
    type: mediaType(contentType),
    contentType,
    transferEncoding: headers.get("content-transfer-encoding")?.toLowerCase(),
    body: readTextBody(raw).replace(/\r\n/g, "\n"),
  };
}

/** Splits a raw message into its parts; throws when a multipart body is not well formed. */
export function parseMessage(raw: string): ParsedMessage {
  const headers = readHeaders(raw);
  const contentType = headers.get("content-type");
  const type = mediaType(contentType);
  if (!type.startsWith("multipart/")) return { headers, type, parts: [readPart(raw)] };

  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? "")?.[1];
  if (!boundary) throw new Error(`multipart message without a boundary: ${contentType}`);
  const separator = /\r?\n\r?\n/.exec(raw);
  const body = separator ? raw.slice(separator.index + separator[0].length) : "";
  const delimiter = `--${boundary}`;
  if (!body.includes(`${delimiter}--`)) throw new Error("multipart message without its closing boundary");
  const sections = body.split(delimiter);
  // sections[0] is the preamble, the last one starts with "--" (the epilogue after the closing boundary).
  const parts = sections
    .slice(1, -1)
    .map((section) => section.replace(/^\r?\n/, "").replace(/\r?\n$/, ""))
    .map(readPart);
  return { headers, type, parts };
}
