// A real SMTP server on 127.0.0.1 (random port, no TLS, no login) that keeps what it receives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = {
  mailFrom: string | null;
  rcptTo: string[];
  /** The message as sent (headers and body, CRLF line breaks). */
  raw: string;
};

export type SmtpTestServerOptions = {
  /** Answer RCPT TO with 550 for the addresses this returns true for. */
  rejectRecipient?: (address: string) => boolean;
  /** Wait this long before accepting each message (widens race windows). */
  acceptDelayMs?: number;
};

export type SmtpTestServer = {
  port: number;
  /** smtp://127.0.0.1:<port> */
  url: string;
  messages: ReceivedEmail[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  stop(): Promise<void>;
};

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const messages: ReceivedEmail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          messages.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        };
        if (options.acceptDelayMs) setTimeout(finish, options.acceptDelayMs);
        else finish();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessages(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, received ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The headers of a raw message, unfolded, by lower-cased name (first occurrence). */
export function readHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return headers;
}

/**
 * The text of a single-part message body, decoded from quoted-printable or base64 when the
 * Content-Transfer-Encoding says so (enough for the plain-text e-mails of the shop).
 */
export function readTextBody(raw: string): string {
  const separator = /\r?\n\r?\n/.exec(raw);
  const body = separator ? raw.slice(separator.index + separator[0].length) : "";
  const encoding = readHeaders(raw).get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    // Quoted-printable is 7-bit: each "=XY" is one byte, "=" at a line end is a soft break.
    const text = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let index = 0; index < text.length; index += 1) {
      const hex = text.slice(index + 1, index + 3);
      if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        index += 2;
      } else {
        bytes.push(text.charCodeAt(index));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}
