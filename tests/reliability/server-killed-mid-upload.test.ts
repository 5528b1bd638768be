// The production server is killed with SIGKILL while several large uploads are in flight (some
// bodies still arriving, some being stored), then restarted on the same database and storage.
// No Design row may point at a missing or partial file, every upload answered 201 before the kill
// must be there, GET /api/admin/file-health must report exactly what is on disk, and the restarted
// shop must take uploads again. Runs the real `next start` (built if stale) on its own SQLite file.
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { makePngOfExactSize } from "../helpers/images";
import {
  adminToken,
  ensureProductionBuild,
  prepareServerDatabase,
  startProductionServer,
  type RunningServer,
  type ServerEnv,
} from "../helpers/production-server";
import { openSqlDatabase } from "../../scripts/lib/sql-database.mjs";

jest.setTimeout(16 * 60_000);

const tmp = mkdtempSync(path.join(os.tmpdir(), "sticker-kill-"));
const env: ServerEnv = {
  databaseUrl: `file:${path.join(tmp, "shop.db")}`,
  storageDir: path.join(tmp, "designs"),
  outboxDir: path.join(tmp, "outbox"),
  logFile: path.join(tmp, "server.log"),
};
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(tmp, { recursive: true, force: true });
});

type DesignRow = { id: number; filename: string; sizeBytes: number; checksum: string };

async function designRows(): Promise<DesignRow[]> {
  const db = await openSqlDatabase(env.databaseUrl);
  try {
    return (await db.query(
      `SELECT "id", "filename", "sizeBytes", "checksum" FROM "Design" ORDER BY "id"`,
    )) as DesignRow[];
  } finally {
    await db.close();
  }
}

async function fileState(area: "primary" | "backup", row: DesignRow): Promise<"healthy" | "missing" | "corrupted"> {
  try {
    const bytes = await readFile(path.join(env.storageDir, area, row.filename));
    return bytes.length === row.sizeBytes && createHash("sha256").update(bytes).digest("hex") === row.checksum
      ? "healthy"
      : "corrupted";
  } catch {
    return "missing";
  }
}

async function upload(origin: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  form.append("sessionId", `session_${Date.now()}_${randomUUID()}`);
  const response = await fetch(`${origin}/api/upload-design`, { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as { filename?: string; message?: string } };
}

/** A multipart upload whose body stops half-way: the server is reading it when it dies. */
function startHalfUpload(origin: string, bytes: Buffer): Promise<void> {
  const boundary = "----half-upload-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const session = `session_${Date.now()}_${randomUUID()}`;
  const tail = Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\n${session}\r\n--${boundary}--\r\n`,
  );
  const url = new URL(`${origin}/api/upload-design`);
  return new Promise((resolve) => {
    const request = http.request({
      hostname: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + bytes.length + tail.length,
      },
    });
    request.on("error", () => resolve());
    request.on("response", (response) => {
      response.resume();
      resolve();
    });
    request.write(head);
    request.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    // Never ends: the rest of the body would arrive after the kill.
  });
}

it("keeps database rows and stored files consistent across a SIGKILL during uploads", async () => {
  await ensureProductionBuild();
  prepareServerDatabase(env);
  server = await startProductionServer(env);
  const first = server;

  const payloads = await Promise.all(
    [6_000_000, 7_000_000, 8_000_000, 9_500_000].map((size) => makePngOfExactSize(size)),
  );
  const accepted: string[] = [];
  const failures: string[] = [];
  let killed = false;
  const halfUploads = payloads.slice(0, 2).map((bytes) => startHalfUpload(first.origin, bytes));

  const worker = async (index: number) => {
    for (let round = 0; !killed; round++) {
      try {
        const answer = await upload(
          first.origin,
          payloads[(index + round) % payloads.length] as Buffer,
          `w${index}-${round}.png`,
        );
        if (answer.status === 201 && answer.body.filename) accepted.push(answer.body.filename);
        else if (!killed) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      } catch {
        // the connection died with the server
      }
    }
  };
  const workers = Array.from({ length: 5 }, (_, index) => worker(index));

  // Kill once several uploads have been stored and the next ones are certainly in progress.
  const deadline = Date.now() + 60_000;
  while (accepted.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(failures).toEqual([]);
  expect(accepted.length).toBeGreaterThanOrEqual(4);
  await new Promise((resolve) => setTimeout(resolve, 120 + Math.floor(Math.random() * 200)));
  killed = true;
  await first.kill("SIGKILL");
  await Promise.all([...workers, ...halfUploads]);
  const acceptedBeforeKill = [...accepted];

  // Restart on the same database and storage folder.
  server = await startProductionServer(env);
  const rows = await designRows();
  expect(rows.length).toBeGreaterThanOrEqual(acceptedBeforeKill.length);
  expect(rows.map((row) => row.filename)).toEqual(expect.arrayContaining(acceptedBeforeKill));
  const states = await Promise.all(
    rows.map(async (row) => ({
      filename: row.filename,
      primary: await fileState("primary", row),
      backup: await fileState("backup", row),
    })),
  );
  expect(states.filter((state) => state.primary !== "healthy" || state.backup !== "healthy")).toEqual([]);

  const token = await adminToken(server.origin);
  const report = await fetch(`${server.origin}/api/admin/file-health`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(report.status).toBe(200);
  const health = (await report.json()) as {
    status: string;
    summary: Record<string, number>;
    details: { healthy: string[] };
  };
  expect(health.status).toBe("all_healthy");
  expect(health.summary).toEqual({ total: rows.length, healthy: rows.length, corrupted: 0, missing: 0 });
  expect([...health.details.healthy].sort()).toEqual(rows.map((row) => row.filename).sort());

  // The restarted shop works: a new upload is stored and reported.
  const after = await upload(server.origin, payloads[0] as Buffer, "after-restart.png");
  expect(after.status).toBe(201);
  const again = (await (
    await fetch(`${server.origin}/api/admin/file-health`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { summary: Record<string, number> };
  expect(again.summary).toEqual({ total: rows.length + 1, healthy: rows.length + 1, corrupted: 0, missing: 0 });
});

it("file-health tells the truth about a file lost after the restart", async () => {
  // Guards the check above: the report is not simply "all healthy" whatever the disk holds.
  const live = server as RunningServer;
  const [row] = await designRows();
  rmSync(path.join(env.storageDir, "primary", (row as DesignRow).filename));
  const token = await adminToken(live.origin);
  const health = (await (
    await fetch(`${live.origin}/api/admin/file-health`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { status: string; details: { missing: string[] } };
  expect(health.status).toBe("issues_detected");
  expect(health.details.missing).toEqual([(row as DesignRow).filename]);
});
