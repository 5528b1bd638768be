import "server-only";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { writeFileAtomically } from "@/lib/files/write-file-atomically";
import { getServerEnv } from "@/lib/env";
import { isDeliverableAddress } from "./is-deliverable-address";

/** One e-mail to one recipient. */
export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/**
 * Where e-mails go: SMTP in production, the local outbox folder otherwise (see getEmailTransport).
 * send() resolves once the message is accepted (by the SMTP server, or written to the folder) and
 * rejects when it was not; it never retries on its own.
 */
export type EmailTransport = {
  send(message: OutgoingEmail): Promise<{ messageId: string }>;
};

// Shared by both transports: content never pulls in files or URLs (only plain strings are sent)
// and a message never reaches more than the one recipient it names.
const SAFE_MESSAGE_OPTIONS = { disableFileAccess: true, disableUrlAccess: true, maxRecipients: 1 } as const;

function assertSendable(message: OutgoingEmail): void {
  if (!isDeliverableAddress(message.to)) throw new Error("Invalid recipient address");
  if (/[\r\n]/.test(message.subject)) throw new Error("The subject must be a single line");
}

/** Sends through the SMTP server of `url` (smtp://… or smtps://user:pass@host:465), from `from`. */
export function createSmtpTransport(config: { url: string; from: string }): EmailTransport {
  // Bounded waits: a hanging server fails this send instead of holding the caller for minutes.
  const transporter = createTransport(
    {
      url: config.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...SAFE_MESSAGE_OPTIONS,
    },
    { from: config.from },
  );
  return {
    async send(message) {
      const info = await sendMail(transporter, message);
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new Error(`The SMTP server did not accept the recipient: ${info.response}`);
      }
      return { messageId: info.messageId };
    },
  };
}

/** Checks the message, then hands its fields (and nothing else) to nodemailer. */
function sendMail<Info>(transporter: Transporter<Info>, message: OutgoingEmail): Promise<Info> {
  assertSendable(message);
  return transporter.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
}

/**
 * Writes each message as a complete RFC 822 file, `<dir>/<timestamp>-<id>.eml`, that opens in any
 * mail client. The timestamp is ISO 8601 in UTC with '-' instead of ':' (valid on every file
 * system), so the names sort by time: `2026-11-21T18-10-36.123Z-5f0c….eml`.
 */
export function createOutboxTransport(config: { dir: string; from: string; now?: () => Date }): EmailTransport {
  const folder = path.resolve(config.dir);
  const now = config.now ?? (() => new Date());
  const transporter = createTransport(
    { streamTransport: true, buffer: true, newline: "windows", ...SAFE_MESSAGE_OPTIONS },
    { from: config.from },
  );
  return {
    async send(message) {
      const info = await sendMail(transporter, message);
      if (!Buffer.isBuffer(info.message)) throw new Error("The outbox transport did not produce a message buffer");
      const stamp = now().toISOString().replace(/:/g, "-");
      const id =
        info.messageId
          .replace(/^<|>$/g, "")
          .split("@")[0]
          ?.replace(/[^A-Za-z0-9._-]/g, "_") || randomUUID();
      // The temp file name starts with a dot and does not end in .eml, so "*.eml" never matches it.
      await writeFileAtomically(path.join(folder, `${stamp}-${id}.eml`), info.message);
      return { messageId: info.messageId };
    },
  };
}

let chosenTransport: EmailTransport | undefined;

/**
 * The e-mail transport of this deployment, chosen once from the environment: SMTP when SMTP_URL
 * is set, otherwise the EMAIL_OUTBOX_DIR folder. Both send from EMAIL_FROM.
 */
export function getEmailTransport(): EmailTransport {
  if (chosenTransport) return chosenTransport;
  const env = getServerEnv();
  chosenTransport = env.SMTP_URL
    ? createSmtpTransport({ url: env.SMTP_URL, from: env.EMAIL_FROM })
    : createOutboxTransport({ dir: env.EMAIL_OUTBOX_DIR, from: env.EMAIL_FROM });
  return chosenTransport;
}
