// The recorded subject and text part of each case in email-cases.ts, one file per case:
// "Subject: …", a blank line, then the text exactly as it was queued. Read from disk: tests only.
import "server-only";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type RecordedEmail = { subject: string; text: string };

const RECORDED_DIR = path.join(__dirname, "recorded");

function recordedPath(name: string): string {
  return path.join(RECORDED_DIR, `${name}.txt`);
}

export function readRecordedEmail(name: string): RecordedEmail {
  const file = readFileSync(recordedPath(name), "utf8");
  const match = /^Subject: (.*)\n\n([\s\S]*)$/.exec(file);
  if (!match) throw new Error(`${recordedPath(name)} does not start with "Subject: …" and a blank line`);
  return { subject: match[1] as string, text: match[2] as string };
}

export function writeRecordedEmail(name: string, email: RecordedEmail): void {
  writeFileSync(recordedPath(name), `Subject: ${email.subject}\n\n${email.text}`);
}
