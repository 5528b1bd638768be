// A customer session for the bench's signed-in checkout (#38), through the shop's own flow: ask for a
// sign-in link, read it from the shop's e-mail outbox (the .eml files of EMAIL_OUTBOX_DIR), press the
// confirm page's button (POST /api/account/sign-in/confirm), keep the session cookie.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Quoted-printable soft line breaks and =XX escapes undone (the outbox's .eml bodies). */
const decodeQuotedPrintable = (text) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

const listMessages = async (outboxDir) =>
  (await readdir(outboxDir).catch(() => [])).filter((name) => name.endsWith(".eml"));

/** The token in a message to `email` among those not in `before` (the outbox outlives a run's database). */
async function findToken(outboxDir, email, before) {
  const names = (await listMessages(outboxDir)).filter((name) => !before.has(name));
  for (const name of names) {
    const message = decodeQuotedPrintable(await readFile(path.join(outboxDir, name), "utf8"));
    if (!message.includes(`To: ${email}`)) continue;
    const match = /\/account\/sign-in\/confirm\?token=([A-Za-z]{32})/.exec(message);
    if (match) return match[1];
  }
  return null;
}

/** Signs `email` in on the shop at `origin`; answers the Cookie header value ("name=value"). */
export async function signInCustomer(origin, outboxDir, email) {
  const before = new Set(await listMessages(outboxDir));
  const asked = await fetch(`${origin}/api/account/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 202) throw new Error(`sign-in link: ${asked.status} ${await asked.text()}`);
  let token = null;
  for (let attempt = 0; attempt < 200 && !token; attempt += 1) {
    token = await findToken(outboxDir, email, before);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!token) throw new Error(`no sign-in link for ${email} in ${outboxDir}`);
  const confirmed = await fetch(`${origin}/api/account/sign-in/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => /^(__Secure-)?customer\.session_token=/.test(pair));
  if (confirmed.status !== 303 || !cookie) throw new Error(`sign-in confirm: ${confirmed.status}, no session cookie`);
  return cookie;
}
