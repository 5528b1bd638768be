/** @jest-environment node */
// Where e-mails go without SMTP: serverless (VERCEL=1) only the temp folder can be written, so the
// outbox's default is there; on a server's own disk it stays ./data/outbox; a set EMAIL_OUTBOX_DIR wins.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type TransportModule = typeof import("./email-transport");

const MESSAGE = { to: "jane@example.com", subject: "Your order", text: "Thank you for your order.\n" };

let tempRoot: string;
const saved = { ...process.env };

beforeEach(() => {
  // A temp folder of its own, so the test sees exactly what this send wrote there. (TMPDIR set here
  // would not reach os.tmpdir(): jest gives the test a copy of process.env.)
  tempRoot = mkdtempSync(path.join(os.tmpdir(), "outbox-default-"));
  jest.spyOn(os, "tmpdir").mockReturnValue(tempRoot);
  delete process.env.EMAIL_OUTBOX_DIR;
  delete process.env.SMTP_URL;
  delete process.env.VERCEL;
});

afterEach(() => {
  jest.restoreAllMocks();
  process.env = { ...saved };
  rmSync(tempRoot, { recursive: true, force: true });
});

/** Fresh copies of the transport and of lib/env (both cache their choice on first use). */
async function loadTransportModule(): Promise<TransportModule> {
  let loaded: TransportModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import("./email-transport");
  });
  return loaded as TransportModule;
}

describe("getEmailTransport without SMTP_URL", () => {
  it("writes into <os.tmpdir()>/sticker-shop/outbox when serverless (VERCEL=1)", async () => {
    process.env.VERCEL = "1";
    const { getEmailTransport } = await loadTransportModule();

    const { messageId } = await getEmailTransport().send(MESSAGE);

    const outbox = path.join(tempRoot, "sticker-shop", "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const written = readFileSync(path.join(outbox, files[0] as string), "utf8");
    expect(written).toContain("Subject: Your order");
    expect(written).toContain(`Message-ID: ${messageId}`);
  });

  it("keeps an EMAIL_OUTBOX_DIR that is set, serverless too", async () => {
    process.env.VERCEL = "1";
    const chosen = path.join(tempRoot, "chosen-outbox");
    process.env.EMAIL_OUTBOX_DIR = chosen;
    const { getEmailTransport } = await loadTransportModule();

    await getEmailTransport().send(MESSAGE);

    expect(readdirSync(chosen)).toHaveLength(1);
    expect(readdirSync(tempRoot)).toEqual(["chosen-outbox"]);
  });
});

describe("the run-time folders' defaults (lib/env)", () => {
  async function loadEnv() {
    let loaded: typeof import("@/lib/env") | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import("@/lib/env");
    });
    return (loaded as typeof import("@/lib/env")).getServerEnv();
  }

  it("are under the temp folder when serverless", async () => {
    process.env.VERCEL = "1";
    delete process.env.DESIGN_STORAGE_DIR;
    const env = await loadEnv();
    expect(env.serverless).toBe(true);
    expect(env.EMAIL_OUTBOX_DIR).toBe(path.join(tempRoot, "sticker-shop", "outbox"));
    expect(env.DESIGN_STORAGE_DIR).toBe(path.join(tempRoot, "sticker-shop", "designs"));
  });

  it("are ./data/… on a server's own disk", async () => {
    delete process.env.DESIGN_STORAGE_DIR;
    const env = await loadEnv();
    expect(env.serverless).toBe(false);
    expect(env.EMAIL_OUTBOX_DIR).toBe("./data/outbox");
    expect(env.DESIGN_STORAGE_DIR).toBe("./data/designs");
  });
});
